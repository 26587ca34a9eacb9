#version 450
// Discrete energy of the state, first of two passes: each work group sums its
// cells' share into one partial (kinetic, potential); energy_sum.comp adds
// the partials. The formula and why it is conserved: grid_wave_energy.hpp
//   E = Σ (z − z_old)²  +  a·Σ_pairs w·(z_i − z_j)·(z_old_i − z_old_j)
// Each cell adds half of its coupling with every stencil neighbour (each
// pair is seen from both sides), neighbours clamped as in the step.
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

#ifndef NINE_POINT
#define NINE_POINT 0
#endif

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform readonly image2D heightOld;
layout(std430, binding = TP_SSBO_EXTRA) buffer EnergySums {
  vec2 total;  // written by energy_sum.comp
  vec2 partials[];
};
layout(location = TP_GW_LOC_A) uniform float a;

shared vec2 groupSums[TP_GROUP_2D * TP_GROUP_2D];
ivec2 gridSize;

float coupling(ivec2 p, ivec2 offset, float z, float zOld) {
  const ivec2 q = clamp(p + offset, ivec2(0), gridSize - 1);
  return (z - imageLoad(heightNow, q).r) * (zOld - imageLoad(heightOld, q).r);
}

void main() {
  gridSize = imageSize(heightNow);
  const ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec2 mine = vec2(0.0);
  if (all(lessThan(p, gridSize))) {
    const float z = imageLoad(heightNow, p).r, zOld = imageLoad(heightOld, p).r;
    float pairs = (coupling(p, ivec2(1, 0), z, zOld) + coupling(p, ivec2(-1, 0), z, zOld)) +
                  (coupling(p, ivec2(0, 1), z, zOld) + coupling(p, ivec2(0, -1), z, zOld));
#if NINE_POINT
    const float corners = (coupling(p, ivec2(1, 1), z, zOld) + coupling(p, ivec2(-1, 1), z, zOld)) +
                          (coupling(p, ivec2(1, -1), z, zOld) + coupling(p, ivec2(-1, -1), z, zOld));
    pairs = pairs * (2.0 / 3.0) + corners * (1.0 / 6.0);
#endif
    mine = vec2((z - zOld) * (z - zOld), 0.5 * a * pairs);
  }
  const uint i = gl_LocalInvocationIndex;
  groupSums[i] = mine;
  memoryBarrierShared();
  barrier();
  for (uint stride = TP_GROUP_2D * TP_GROUP_2D / 2; stride > 0; stride >>= 1) {
    if (i < stride) groupSums[i] += groupSums[i + stride];
    memoryBarrierShared();
    barrier();
  }
  if (i == 0) partials[gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x] = groupSums[0];
}
