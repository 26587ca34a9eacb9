#version 450
// Arithmetic probe: TP_BENCH_FMA_CHAINS independent chains x = x·factor + offset
// per invocation (independent, so their latency overlaps), unrolled
// TP_BENCH_FMA_UNROLL times, `iterations` times: CHAINS·UNROLL·iterations
// fused multiply-adds (2 flops each) an invocation. factor < 1 and offset > 0
// keep every x near offset/(1 − factor): no overflow, no denormals. The sum is
// stored so no chain is dead code; the uniforms keep the compiler from folding.
#include "bench_layout.h"

layout(local_size_x = TP_BENCH_FMA_GROUP) in;
layout(std430, binding = TP_BENCH_SSBO_RESULT) writeonly buffer Result { float result[]; };
layout(location = TP_BENCH_LOC_ITERATIONS) uniform int iterations;
layout(location = TP_BENCH_LOC_FACTOR) uniform float factor;
layout(location = TP_BENCH_LOC_OFFSET) uniform float offset;

void main() {
  const uint id = gl_WorkGroupID.y * gl_NumWorkGroups.x * uint(TP_BENCH_FMA_GROUP) +
                  gl_WorkGroupID.x * uint(TP_BENCH_FMA_GROUP) + gl_LocalInvocationID.x;
  float x[TP_BENCH_FMA_CHAINS];
  for (int c = 0; c < TP_BENCH_FMA_CHAINS; ++c) x[c] = float(id & 1023u) * 1e-4 + float(c) * 0.01;
  for (int i = 0; i < iterations; ++i) {
    for (int u = 0; u < TP_BENCH_FMA_UNROLL; ++u) {
      for (int c = 0; c < TP_BENCH_FMA_CHAINS; ++c) x[c] = fma(x[c], factor, offset);
    }
  }
  float sum = 0.0;
  for (int c = 0; c < TP_BENCH_FMA_CHAINS; ++c) sum += x[c];
  result[id] = sum;
}
