#version 450
// One step of the grid wave equation on the PACKED layout (GridWaveOneStep::Design::Packed,
// src/bench/grid_wave_one_step.hpp): each RGBA32F texel holds 4 cells
// of a row (x = 4·texel.x + lane), so z and z_old are the very bytes of the
// R32F fields read as 16-byte texels. Why: on NVIDIA's data-centre GPUs a
// one-step kernel on R32F images is held well below the card's bandwidth
// (the R32F traffic probe), while RGBA32F image traffic comes close to it
// (BENCHMARKS.md). The
// arithmetic is step_rule.glsl's, cell by cell in the order of the other
// kernels, so the result is bit-identical to the simple kernel on R32F
// (tests/gl/grid_wave_kernels_test.cpp).
// Each invocation updates PACKED_ROWS texels stacked along y (4·PACKED_ROWS
// cells), keeping the column's rows in registers as step_column.comp does;
// the west/east texels give the lanes' outer neighbours. Loads are clamped
// to the grid; at x = 0 and the last cell the missing neighbour is the cell
// itself (reflecting walls, as the clamped loads of the other kernels).
// z_old is overwritten by z' in place. Variants: NINE_POINT, LAND_MASK (the
// R8 mask at cell resolution).
#include "../common/shared_layout.h"
#include "../sim/grid_wave/grid_wave_layout.h"

#include "../sim/grid_wave/step_rule.glsl"
#ifndef LAND_MASK
#define LAND_MASK 0
#endif
#ifndef PACKED_ROWS
#define PACKED_ROWS 4
#endif

layout(local_size_x = TP_GW_COLUMN_GROUP_X, local_size_y = TP_GW_COLUMN_GROUP_Y) in;

layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, rgba32f) uniform image2D heightOldThenNext;
#if LAND_MASK
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;
#endif

const int kRows = PACKED_ROWS;

// A row of 6 cells: the west texel's last cell, the 4 cells of this texel,
// the east texel's first cell.
struct Row6 {
  float west, c[4], east;
};

float cellOf(Row6 r, int i) {  // i = -1 .. 4
  return i < 0 ? r.west : (i > 3 ? r.east : r.c[i]);
}

Row6 loadRow(int texelX, int y, int lastTexel) {
  const vec4 centre = imageLoad(heightNow, ivec2(texelX, y));
  Row6 r;
  r.c[0] = centre.x, r.c[1] = centre.y, r.c[2] = centre.z, r.c[3] = centre.w;
  // Reflecting edges: the missing neighbour reads the edge cell itself.
  r.west = texelX > 0 ? imageLoad(heightNow, ivec2(texelX - 1, y)).w : centre.x;
  r.east = texelX < lastTexel ? imageLoad(heightNow, ivec2(texelX + 1, y)).x : centre.w;
  return r;
}

void main() {
  const ivec2 texels = imageSize(heightOldThenNext);
  const ivec2 gridSize = ivec2(4 * texels.x, texels.y);
  const int tx = int(gl_GlobalInvocationID.x), firstRow = int(gl_GlobalInvocationID.y) * kRows;
  if (tx >= texels.x || firstRow >= texels.y) return;
  // rows[i] holds grid row firstRow − 1 + i, clamped to the grid.
  Row6 rows[kRows + 2];
  vec4 old[kRows];
  for (int i = 0; i < kRows + 2; ++i) rows[i] = loadRow(tx, clamp(firstRow - 1 + i, 0, texels.y - 1), texels.x - 1);
  for (int r = 0; r < kRows; ++r) old[r] = imageLoad(heightOldThenNext, ivec2(tx, min(firstRow + r, texels.y - 1)));

  for (int r = 0; r < kRows; ++r) {
    const int y = firstRow + r;
    if (y >= texels.y) break;
    const bool edgeY = y == 0 || y == gridSize.y - 1;
    vec4 next;
    for (int lane = 0; lane < 4; ++lane) {
      const ivec2 p = ivec2(4 * tx + lane, y);
      const bool edgeX = p.x == 0 || p.x == gridSize.x - 1;
      const float here = rows[r + 1].c[lane], north = rows[r + 2].c[lane], south = rows[r].c[lane];
      const float eastHeight = cellOf(rows[r + 1], lane + 1), westHeight = cellOf(rows[r + 1], lane - 1);
      float value;
      if (absorbing() && (edgeX || edgeY)) {
        value = outgoingEdgeHeight(here, edgeX, p.x == 0 ? eastHeight : westHeight, edgeY, y == 0 ? north : south);
      } else {
        float corners = 0.0;
#if NINE_POINT
        corners = (cellOf(rows[r + 2], lane + 1) + cellOf(rows[r + 2], lane - 1)) +
                  (cellOf(rows[r], lane + 1) + cellOf(rows[r], lane - 1));
#endif
        value = interiorNextHeight(here, (eastHeight + westHeight) + (north + south), corners, old[r][lane],
                                   cellDamping(p, gridSize));
      }
#if LAND_MASK
      value = imageLoad(landMask, p).r > 0.5 ? 0.0 : value;
#endif
      next[lane] = value;
    }
    imageStore(heightOldThenNext, ivec2(tx, y), next);
  }
}
