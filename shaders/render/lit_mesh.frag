#version 450
// Sun (Lambert, wrapped a little so shaded sides keep some form) plus sky
// light from above and a dim bounce from the water below; two-sided, so a
// sail or a flipped face still lights. Same sky and haze as the water.
#include "effects/sky.glsl"
#include "effects/sky_light.glsl"
#include "under_water_fog.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec3 albedo;
layout(location = 0) out vec4 fragColour;

uniform vec3 eye;

void main() {
  vec3 n = normalize(worldNormal);
  vec3 toEye = eye - worldPosition;
  if (dot(n, toEye) < 0.0) n = -n;
  float sun = max(dot(n, sunDirection) * 0.85 + 0.15, 0.0) * sunVisible(worldPosition, n);
  float sky = 0.5 + 0.5 * n.y;
  vec3 light = sunColour * sun * 1.1 + mix(vec3(0.06, 0.09, 0.10), skyAmbient * 0.45, sky);
  vec3 colour = albedo * light;
  // Airlight over a clear day's few hundred metres is slight: 1 km to 63 %
  // keeps a low sun's islands dark against its glow.
  float haze = 1.0 - exp(-max(length(toEye) - 10.0, 0.0) / 1000.0);
  colour = mix(colour, hazeBehind(toEye), haze);
  colour = underWaterFogged(colour, worldPosition);
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
