#version 450
// Lit boxes: the sun (diffuse) plus sky and ground ambient, the light the
// water has. No distance haze: props are near (and software GL pays for
// every instruction of every pixel).
#include "effects/sky.glsl"
#include "effects/sky_light.glsl"
#include "under_water_fog.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) flat in vec3 worldNormal;
layout(location = 2) flat in int boxIndex;
layout(location = 0) out vec4 fragColour;

const int kMaxBoxes = 8;
uniform vec3 colours[kMaxBoxes];  // linear RGB

void main() {
  vec3 albedo = colours[boxIndex];
  float sun = max(dot(worldNormal, sunDirection), 0.0) * sunVisible(worldPosition, worldNormal);
  float skyLight = 0.5 + 0.5 * worldNormal.y;  // more from above than from below
  vec3 colour = albedo * (sunColour * sun * 0.75 + skyAmbient * 0.8 * (0.25 + 0.35 * skyLight));
  fragColour = vec4(linearToDisplay(underWaterFogged(colour, worldPosition)), 1.0);
}
