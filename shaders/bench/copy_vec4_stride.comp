#version 450
// Memory probe, grid-stride variant: a fixed number of groups (a few per SM
// on a large GPU) walk the whole buffer, each invocation moving 4 vec4s per
// round, spaced one group apart (coalesced), loads before stores. Fewer,
// longer-lived groups than copy_vec4.comp: no group launch per 16 KB.
#include "bench_layout.h"

layout(local_size_x = TP_BENCH_COPY_GROUP) in;
layout(std430, binding = TP_BENCH_SSBO_SOURCE) readonly restrict buffer Source { vec4 source[]; };
layout(std430, binding = TP_BENCH_SSBO_DESTINATION) writeonly restrict buffer Destination { vec4 destination[]; };
layout(location = 0) uniform uint rounds;  // buffer vec4s / (groups · 256 · 4)

void main() {
  const uint chunk = uint(TP_BENCH_COPY_GROUP) * 4u;
  const uint stride = gl_NumWorkGroups.x * chunk;
  uint base = gl_WorkGroupID.x * chunk + gl_LocalInvocationID.x;
  for (uint r = 0u; r < rounds; ++r, base += stride) {
    const vec4 a = source[base];
    const vec4 b = source[base + uint(TP_BENCH_COPY_GROUP)];
    const vec4 c = source[base + 2u * uint(TP_BENCH_COPY_GROUP)];
    const vec4 d = source[base + 3u * uint(TP_BENCH_COPY_GROUP)];
    destination[base] = a;
    destination[base + uint(TP_BENCH_COPY_GROUP)] = b;
    destination[base + 2u * uint(TP_BENCH_COPY_GROUP)] = c;
    destination[base + 3u * uint(TP_BENCH_COPY_GROUP)] = d;
  }
}
