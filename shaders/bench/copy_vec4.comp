#version 450
// Memory probe: copies a large buffer, vec4 (16 bytes) per load and store.
// Each invocation moves VEC4_PER_INVOCATION vec4s spaced one group apart, so
// every load and store instruction of a group covers 4 KB contiguously
// (coalesced), and issues all its loads before its stores (several requests
// in flight per invocation). The benchmark runs 1, 4 and 8 (and the
// variants copy_vec4_stride.comp, copy_vec4_image.comp) and keeps the fastest.
#include "bench_layout.h"

#ifndef VEC4_PER_INVOCATION
#define VEC4_PER_INVOCATION 4
#endif

layout(local_size_x = TP_BENCH_COPY_GROUP) in;
layout(std430, binding = TP_BENCH_SSBO_SOURCE) readonly restrict buffer Source { vec4 source[]; };
layout(std430, binding = TP_BENCH_SSBO_DESTINATION) writeonly restrict buffer Destination { vec4 destination[]; };

void main() {
  // 2D dispatch: gl_NumWorkGroups.x is kept within GL's guaranteed 65535.
  const uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
  const uint base = group * uint(TP_BENCH_COPY_GROUP * VEC4_PER_INVOCATION) + gl_LocalInvocationID.x;
  vec4 values[VEC4_PER_INVOCATION];
  for (uint j = 0u; j < uint(VEC4_PER_INVOCATION); ++j) values[j] = source[base + j * uint(TP_BENCH_COPY_GROUP)];
  for (uint j = 0u; j < uint(VEC4_PER_INVOCATION); ++j) destination[base + j * uint(TP_BENCH_COPY_GROUP)] = values[j];
}
