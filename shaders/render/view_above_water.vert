#version 450
// One point for each node of the near-plane waterline (near_plane_waterline.comp)
// whose near point lies above the water, and none for those under it: drawn
// under an occlusion query, which then says whether any of the view starts
// above the water (WaterSurfaceRenderer::countViewAboveWater).
#include "../common/shared_layout.h"

layout(binding = TP_TEX_WATERLINE) uniform sampler2D nearPlaneDepthUnder;  // m, > 0: under the water

void main() {
  const ivec2 size = textureSize(nearPlaneDepthUnder, 0);
  const ivec2 node = ivec2(gl_VertexID % size.x, gl_VertexID / size.x);
  const bool above = texelFetch(nearPlaneDepthUnder, node, 0).r <= 0.0;
  // A point at the view's middle, or one outside it, which clipping drops.
  gl_Position = above ? vec4(0.0, 0.0, 0.0, 1.0) : vec4(2.0, 2.0, 2.0, 1.0);
}
