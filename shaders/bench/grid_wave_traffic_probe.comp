#version 450
// Not a solver kernel: the benchmark's probe of what a single grid step's
// memory traffic alone costs (src/bench/bench_case_grid.cpp, "probe_*"). Each
// cell reads a from unit IN and b from unit PREV and writes a + b over b:
// 12 bytes a cell with R32F images, the step's traffic without neighbours
// or arithmetic. PROBE_ROWS cells stacked along y an invocation, in 64 × 4
// groups (as step_column.comp). PROBE_PACKED 1: RGBA32F images of 4 cells a
// texel (grid_wave_step_packed.comp's layout), PROBE_ROWS texels an invocation.
#include "../common/shared_layout.h"

#ifndef PROBE_ROWS
#define PROBE_ROWS 1
#endif

#ifndef PROBE_PACKED
#define PROBE_PACKED 0
#endif

layout(local_size_x = 64, local_size_y = 4) in;

#if PROBE_PACKED
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D first;
layout(binding = TP_IMAGE_STATE_PREV, rgba32f) uniform image2D second;
#define VALUE vec4
#define PART
#else
layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D first;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D second;
#define VALUE float
#define PART .r
#endif

void main() {
  const ivec2 size = imageSize(second);
  const int x = int(gl_GlobalInvocationID.x), firstRow = int(gl_GlobalInvocationID.y) * PROBE_ROWS;
  VALUE sums[PROBE_ROWS];
  for (int r = 0; r < PROBE_ROWS; ++r) {
    const ivec2 p = ivec2(x, firstRow + r);
    sums[r] = imageLoad(first, p) PART + imageLoad(second, p) PART;
  }
  for (int r = 0; r < PROBE_ROWS; ++r) {
    const ivec2 p = ivec2(x, firstRow + r);
    if (all(lessThan(p, size))) imageStore(second, p, vec4(sums[r]));
  }
}
