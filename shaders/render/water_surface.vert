#version 450
// A height-field water surface: a flat grid (uv in [0,1]²) lifted by a
// height texture (metres, R32F) that a solver or the demo writes, sampled
// bilinearly (the mesh need not match the simulation grid). Where the calm
// mask is set (inside hulls) and, if asked, near the edges the lift fades.
#include "../common/shared_layout.h"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 surfaceUv;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(binding = TP_TEX_CALM_MASK) uniform sampler2D calmMask;
uniform mat4 viewProjection;
uniform vec2 extent;   // metres covered in x and z, centred on the origin
uniform float seaLevel;
uniform float edgeFadeWidth;  // share of the patch from each edge
uniform int flattenEdge;

void main() {
  float height = textureLod(heights, uv, 0.0).r;
  height *= 1.0 - clamp(textureLod(calmMask, uv, 0.0).r, 0.0, 1.0);
  if (flattenEdge != 0) {
    vec2 edge = min(uv, 1.0 - uv);
    height *= smoothstep(0.0, edgeFadeWidth, min(edge.x, edge.y));
  }
  worldPosition = vec3((uv.x - 0.5) * extent.x, seaLevel + height, (uv.y - 0.5) * extent.y);
  surfaceUv = uv;
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
}
