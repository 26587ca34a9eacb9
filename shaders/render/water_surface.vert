#version 450
// A height-field water surface: a flat grid (uv in [0,1]²) lifted by a
// height texture (metres, R32F) that a solver or the demo writes, sampled
// bilinearly (the mesh need not match the simulation grid). Where the calm
// mask is set (inside hulls) and, if asked, near the edges the lift fades.
// WATER_PER_VERTEX 1 (light quality, software GL): the whole look is worked
// out here, once a vertex, and the fragment shader only interpolates it.
#include "../common/shared_layout.h"
#include "effects/sky.glsl"
#include "water_look.glsl"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 surfaceUv;
#if WATER_PER_VERTEX
layout(location = 2) out vec3 shadedColour;
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;  // metres; far down when there is none
layout(binding = TP_TEX_FOAM) uniform sampler2D foamCover;  // zero when there is none
uniform vec2 meshStep;  // uv between neighbouring vertices
#endif

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(binding = TP_TEX_CALM_MASK) uniform sampler2D calmMask;
uniform mat4 viewProjection;
uniform float seaLevel;

void main() {
  float share = waveShare(textureLod(calmMask, uv, 0.0).r, uv);
  float height = share * textureLod(heights, uv, 0.0).r;
  worldPosition = vec3((uv.x - 0.5) * extent.x, seaLevel + height, (uv.y - 0.5) * extent.y);
  surfaceUv = uv;
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
#if WATER_PER_VERTEX
  // Slopes over the vertex spacing where the mesh is coarser than the grid:
  // ripples finer than the mesh cannot show anyway, and would only flicker.
  vec2 step = max(1.0 / vec2(textureSize(heights, 0)), meshStep);
  float left = textureLod(heights, uv - vec2(step.x, 0.0), 0.0).r;
  float right = textureLod(heights, uv + vec2(step.x, 0.0), 0.0).r;
  float down = textureLod(heights, uv - vec2(0.0, step.y), 0.0).r;
  float up = textureLod(heights, uv + vec2(0.0, step.y), 0.0).r;
  vec3 normal = waterNormal(left, right, down, up, step, share);
  shadedColour = waterColour(worldPosition, uv, normal, height, textureLod(floorHeights, uv, 0.0).r,
                             share * textureLod(foamCover, uv, 0.0).r);
#endif
}
