#version 450
// The rocky core: sunlit rock under the water, with a soft wrap of light (the
// water around it scatters the sun) and rippling caustic bands near the top,
// under the shadows of the fish and crates above it (the sun's shadow map:
// the scattered light keeps a shadow from going black).
#include "../../common/shared_layout.h"
#include "../../render/effects/sun_shadow.glsl"
#include "planet_look.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec3 albedo;
layout(location = 0) out vec4 fragColour;

uniform vec3 u_sunDirection;
uniform float u_time;  // s: the caustics drift

void main() {
  vec3 normal = normalize(worldNormal);
  float sun = dot(normal, u_sunDirection);
  float wrapped = clamp((sun + 0.3) / 1.3, 0.0, 1.0);
  // Caustics: two crossing sine gratings, bright where both peak.
  vec3 p = worldPosition * 14.0;
  float caustic = pow(abs(sin(p.x + sin(p.z * 0.7 + u_time) + u_time * 0.6) *
                          sin(p.z + sin(p.y * 0.8 - u_time * 0.7))), 6.0);
  float shade = mix(0.35, 1.0, sunVisible(worldPosition, normal));
  vec3 light = vec3(0.04, 0.06, 0.09) + kSunColour * wrapped * shade * (0.8 + 0.6 * caustic * max(sun, 0.0));
  fragColour = vec4(linearToDisplay(albedo * light), 1.0);
}
