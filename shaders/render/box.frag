#version 450
// Lit boxes: the sun (diffuse) plus sky and ground ambient, faded into the
// sky's far sea with distance like the water, so props sit in the same light.
#include "sky.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) flat in vec3 worldNormal;
layout(location = 2) flat in int boxIndex;
layout(location = 0) out vec4 fragColour;

const int kMaxBoxes = 8;
uniform vec3 colours[kMaxBoxes];  // linear RGB
uniform vec3 sunDirection;
uniform vec3 eye;
uniform float hazeDistance;

void main() {
  vec3 albedo = colours[boxIndex];
  float sun = max(dot(worldNormal, sunDirection), 0.0);
  float skyLight = 0.5 + 0.5 * worldNormal.y;  // more from above than from below
  vec3 colour = albedo * (vec3(1.0, 0.95, 0.85) * sun * 0.75 + vec3(0.45, 0.52, 0.62) * (0.25 + 0.35 * skyLight));
  vec3 toEye = eye - worldPosition;
  float distanceToEye = length(toEye);
  vec3 far = skyGradient(min(-toEye.y / distanceToEye, -0.002));
  float haze = 1.0 - exp(-max(distanceToEye - 10.0, 0.0) / hazeDistance);
  fragColour = vec4(linearToDisplay(mix(colour, far, haze)), 1.0);
}
