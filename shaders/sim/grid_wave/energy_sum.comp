#version 450
// Second energy pass: one work group adds all partials of energy.comp into
// `total` (kinetic, potential), which stays on the GPU for a plot to copy
// and read back a frame late.
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

layout(local_size_x = TP_GROUP_1D) in;

layout(std430, binding = TP_SSBO_EXTRA) buffer EnergySums {
  vec2 total;
  vec2 partials[];
};
layout(location = TP_GW_LOC_COUNT) uniform int count;

shared vec2 groupSums[TP_GROUP_1D];

void main() {
  const uint i = gl_LocalInvocationIndex;
  vec2 mine = vec2(0.0);
  for (int k = int(i); k < count; k += TP_GROUP_1D) mine += partials[k];
  groupSums[i] = mine;
  memoryBarrierShared();
  barrier();
  for (uint stride = TP_GROUP_1D / 2; stride > 0; stride >>= 1) {
    if (i < stride) groupSums[i] += groupSums[i + stride];
    memoryBarrierShared();
    barrier();
  }
  if (i == 0) total = groupSums[0];
}
