#version 450
// Totals, pass 1: each work group sums mass and momentum (m*vx, m*vy) of its
// tile into sums[1 + tile]. Pass 2 (totals_final.comp) adds the tiles.
#include "../../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D state;
layout(std430, binding = TP_SSBO_EXTRA) buffer Totals { vec4 sums[]; };

uniform ivec2 gridSize;

const uint kGroupCells = TP_GROUP_2D * TP_GROUP_2D;
shared vec4 partial[kGroupCells];

void main() {
  ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  vec4 own = vec4(0.0);
  if (all(lessThan(cell, gridSize))) {
    vec4 s = imageLoad(state, cell);
    own = vec4(s.z, s.z * s.x, s.z * s.y, 0.0);
  }
  uint i = gl_LocalInvocationIndex;
  partial[i] = own;
  barrier();
  for (uint stride = kGroupCells / 2u; stride > 0u; stride >>= 1u) {
    if (i < stride) partial[i] += partial[i + stride];
    barrier();
  }
  if (i == 0u) sums[1u + gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x] = partial[0];
}
