#version 450
// The splat fluid seen from straight above, as in the seed but as water: the
// floor tiles dimmed and tinted by the liquid's depth (liquid_look.glsl, the
// same colours as the 3d view), shaded by the surface's slope with the sun's
// highlight, and with VELOCITY_TINT tinted by velocity (hue = direction).
#include "../../common/shared_layout.h"
#include "../../render/effects/sky.glsl"
#include "../../render/liquid_look.glsl"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 fragColour;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D state;  // (vx, vy, mass, 0)
uniform float metresPerMass;  // depth of one unit of mass: the 3d view's
uniform vec2 extent;          // metres the grid covers, for slopes
uniform vec3 sunDirection;
uniform float fullTintSpeed;  // cells/step at which the tint is strongest

const float kWetDepth = 0.004;  // metres, as in liquid_surface.frag

float depthAt(vec2 at) { return max(texture(state, at).z, 0.0) * metresPerMass; }

vec3 hue(float turns) {
  return clamp(abs(fract(turns + vec3(0.0, 2.0 / 3.0, 1.0 / 3.0)) * 6.0 - 3.0) - 1.0, 0.0, 1.0);
}

void main() {
  vec4 s = texture(state, uv);
  float depth = max(s.z, 0.0) * metresPerMass;
  float wet = smoothstep(0.0, kWetDepth, depth);

  vec2 texel = 1.0 / vec2(textureSize(state, 0));
  vec2 slope = vec2(depthAt(uv + vec2(texel.x, 0.0)) - depthAt(uv - vec2(texel.x, 0.0)),
                    depthAt(uv + vec2(0.0, texel.y)) - depthAt(uv - vec2(0.0, texel.y))) /
               (2.0 * extent * texel);
  // Seen from above, the sun is "up" the screen: x right, y up, z towards the viewer.
  vec3 normal = normalize(vec3(-slope, 1.0));
  vec3 sun = normalize(vec3(sunDirection.x, -sunDirection.z, sunDirection.y));

  float floorLight = max(sunDirection.y, 0.0) * 0.65 + 0.35;
  vec3 colour = throughLiquid(floorTiles(uv) * floorLight, depth, floorLight);
  float shade = max(dot(normal, sun), 0.0) / max(sun.z, 0.1);  // 1 where flat
  colour *= mix(1.0, clamp(shade, 0.55, 1.5), wet);
  vec3 halfway = normalize(sun + vec3(0.0, 0.0, 1.0));
  colour += kSunColour * pow(max(dot(normal, halfway), 0.0), 120.0) * 0.8 * wet;

#if VELOCITY_TINT  // a define, not a branch: software GL would run both sides
  float speed = length(s.xy);
  float strength = wet * clamp(speed / max(fullTintSpeed, 1e-4), 0.0, 1.0);
  vec3 tint = hue(atan(s.y, s.x) / 6.2831853) * 0.8;
  colour = mix(colour, tint, 0.7 * strength);
#endif
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
