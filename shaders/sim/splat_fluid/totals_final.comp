#version 450
// Totals, pass 2: one work group adds the per-tile sums[1..tileCount] into
// sums[0] (read by the CPU: 16 bytes instead of the whole grid).
#include "../../common/shared_layout.h"

layout(local_size_x = TP_GROUP_1D) in;
layout(std430, binding = TP_SSBO_EXTRA) buffer Totals { vec4 sums[]; };

uniform uint tileCount;

shared vec4 partial[TP_GROUP_1D];

void main() {
  uint i = gl_LocalInvocationIndex;
  vec4 own = vec4(0.0);
  for (uint tile = i; tile < tileCount; tile += uint(TP_GROUP_1D)) own += sums[1u + tile];
  partial[i] = own;
  barrier();
  for (uint stride = uint(TP_GROUP_1D) / 2u; stride > 0u; stride >>= 1u) {
    if (i < stride) partial[i] += partial[i + stride];
    barrier();
  }
  if (i == 0u) sums[0] = partial[0];
}
