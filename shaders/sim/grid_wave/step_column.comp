#version 450
// One step of the grid wave equation, the column kernel ("column" in
// grid_wave_stepper.hpp; the arithmetic is step_rule.glsl's): each invocation
// updates COLUMN_ROWS cells stacked along y, keeping the column's heights in
// registers, so a cell costs (ROWS + 2)/ROWS loads of its own column plus its
// east and west neighbours (from the cache) and z_old, all issued before any
// arithmetic. No shared memory, no barrier. z_old is overwritten by z' in
// place, as in the other single-step kernels. Every load is clamped to the
// grid, so the column's rows past an edge hold the edge row (reflecting
// walls) and need no further test. Variants: NINE_POINT, LAND_MASK. (z
// through texelFetch, faster than imageLoad in one step a pass on a GPU, was
// measured and dropped: a GPU runs the blocked kernel; BENCHMARKS.md.)
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

#include "step_rule.glsl"
#ifndef LAND_MASK
#define LAND_MASK 0
#endif
#ifndef COLUMN_ROWS
#define COLUMN_ROWS 4
#endif

layout(local_size_x = TP_GW_COLUMN_GROUP_X, local_size_y = TP_GW_COLUMN_GROUP_Y) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D heightOldThenNext;
#if LAND_MASK
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;
#endif

const int kRows = COLUMN_ROWS;

// z at p, which must lie in the grid.
float heightAt(ivec2 p) { return imageLoad(heightNow, p).r; }

void main() {
  const ivec2 gridSize = imageSize(heightOldThenNext);
  const int x = int(gl_GlobalInvocationID.x), firstRow = int(gl_GlobalInvocationID.y) * kRows;
  if (x >= gridSize.x || firstRow >= gridSize.y) return;
  const int west = max(x - 1, 0), east = min(x + 1, gridSize.x - 1);
  // Index i holds row firstRow − 1 + i, clamped to the grid: i = r + 1 is the
  // invocation's cell r, 0 and kRows + 1 its neighbours below and above.
  float centre[kRows + 2], eastColumn[kRows + 2], westColumn[kRows + 2], old[kRows];
  for (int i = 0; i < kRows + 2; ++i) {
    const int y = clamp(firstRow - 1 + i, 0, gridSize.y - 1);
    centre[i] = heightAt(ivec2(x, y));
    // 5-point: the east/west neighbours of the cells only; 9-point: also the corners.
    if (NINE_POINT != 0 || (i > 0 && i <= kRows)) {
      eastColumn[i] = heightAt(ivec2(east, y));
      westColumn[i] = heightAt(ivec2(west, y));
    } else {
      eastColumn[i] = westColumn[i] = 0.0;
    }
  }
  for (int r = 0; r < kRows; ++r) old[r] = imageLoad(heightOldThenNext, ivec2(x, min(firstRow + r, gridSize.y - 1))).r;

  const bool edgeX = x == 0 || x == gridSize.x - 1;
  for (int r = 0; r < kRows; ++r) {
    const ivec2 p = ivec2(x, firstRow + r);
    if (p.y >= gridSize.y) break;
    const float here = centre[r + 1], north = centre[r + 2], south = centre[r];
    const float eastHeight = eastColumn[r + 1], westHeight = westColumn[r + 1];
    const bool edgeY = p.y == 0 || p.y == gridSize.y - 1;
    float next;
    if (absorbing() && (edgeX || edgeY)) {
      next = outgoingEdgeHeight(here, edgeX, x == 0 ? eastHeight : westHeight, edgeY, p.y == 0 ? north : south);
    } else {
      const float corners = (eastColumn[r + 2] + westColumn[r + 2]) + (eastColumn[r] + westColumn[r]);
      next = interiorNextHeight(here, (eastHeight + westHeight) + (north + south), corners, old[r],
                                cellDamping(p, gridSize));
    }
#if LAND_MASK
    next = imageLoad(landMask, p).r > 0.5 ? 0.0 : next;
#endif
    imageStore(heightOldThenNext, p, vec4(next));
  }
}
