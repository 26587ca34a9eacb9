#version 450
// Water shading (water_look.glsl): per pixel, the normal rebuilt from the
// height texture by central differences; or, with WATER_PER_VERTEX 1 (light
// quality for software GL), the colour the vertex shader worked out.
#include "../common/shared_layout.h"
#include "effects/sky.glsl"
#include "water_look.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 surfaceUv;
layout(location = 0) out vec4 fragColour;

#if WATER_PER_VERTEX
layout(location = 2) in vec3 shadedColour;

void main() { fragColour = vec4(shadedColour, 1.0); }
#else
layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;  // metres; far down when there is none
layout(binding = TP_TEX_CALM_MASK) uniform sampler2D calmMask;
layout(binding = TP_TEX_FOAM) uniform sampler2D foamCover;  // zero when there is none

void main() {
  float share = waveShare(texture(calmMask, surfaceUv).r, surfaceUv);
  vec2 texel = 1.0 / vec2(textureSize(heights, 0));
  float left = texture(heights, surfaceUv - vec2(texel.x, 0.0)).r;
  float right = texture(heights, surfaceUv + vec2(texel.x, 0.0)).r;
  float down = texture(heights, surfaceUv - vec2(0.0, texel.y)).r;
  float up = texture(heights, surfaceUv + vec2(0.0, texel.y)).r;
  vec3 normal = waterNormal(left, right, down, up, texel, share);
  float height = share * texture(heights, surfaceUv).r;
  fragColour = vec4(waterColour(worldPosition, surfaceUv, normal, height, texture(floorHeights, surfaceUv).r,
                                share * texture(foamCover, surfaceUv).r), 1.0);
}
#endif
