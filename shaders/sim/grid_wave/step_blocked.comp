#version 450
// BLOCK_STEPS steps of the grid wave equation in one pass (temporal blocking;
// "blocked" in grid_wave_stepper.hpp; the arithmetic is step_rule.glsl's, so
// the result is bit for bit that of BLOCK_STEPS single steps).
//
// A group loads a tile of z and z_old that reaches BLOCK_STEPS cells past the
// part it writes, then steps the whole tile in shared memory: after step s
// the outermost s rings of the tile are wrong (their neighbours were missing),
// so after BLOCK_STEPS steps exactly the inner part is right, and only that is
// written. Where the grid ends inside the tile, neighbours are clamped to the
// grid (reflecting walls) and the cells up to that edge are right. Memory
// traffic per pass and written cell: z and z_old read (8 bytes × the tile's
// overlap), the last two heights written (8): 16 bytes for BLOCK_STEPS steps.
//
// Each invocation owns one tile column of BLOCK_CELL_ROWS cells along y and
// keeps their z, z_old, damping and land in registers through all the steps:
// a step reads only the east and west neighbours (and the cells just below
// and above its column) from shared memory and publishes the new z there.
// With BLOCK_BUFFERS 2 the new heights go to the other of two shared copies
// (one barrier a step); with 1, both phases share one copy (two barriers).
//
// BLOCK_STEPS 1 is a single step with this layout: z_old is then overwritten
// in place by z' (image unit PREV), like the other single-step kernels, and
// only z' is written (12 bytes a cell); a group reads z_old only where it
// writes, since neighbouring groups write theirs in the same pass.
// Otherwise the inputs are only read and the outputs are two other textures:
// TP_IMAGE_STATE_OUT gets z after the last step, TP_GW_IMAGE_LAST_PREVIOUS
// the one before.
//
// Variants: NINE_POINT, LAND_MASK (R8, land held at zero), ABSORB 0/1 (the
// boundary, fixed at build time for this kernel), tile shape defines below.
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

#include "step_rule.glsl"
#ifndef LAND_MASK
#define LAND_MASK 0
#endif
#ifndef BLOCK_STEPS
#define BLOCK_STEPS 4
#endif
#ifndef BLOCK_WIDTH
#define BLOCK_WIDTH 64  // invocations along x = tile width, rim included
#endif
#ifndef BLOCK_GROUP_ROWS
#define BLOCK_GROUP_ROWS 4  // invocations along y
#endif
#ifndef BLOCK_CELL_ROWS
#define BLOCK_CELL_ROWS 16  // cells each invocation owns, along y
#endif
#ifndef BLOCK_BUFFERS
#define BLOCK_BUFFERS 2
#endif
#if BLOCK_CELL_ROWS > 32
#error "BLOCK_CELL_ROWS > 32: the land bits of a column do not fit a uint"
#endif
#if BLOCK_STEPS > 1 && BLOCK_BUFFERS > 1
#define LEVEL_COPIES 2
#else
#define LEVEL_COPIES 1
#endif

// The step loops have constant trip counts; unrolled, the per-cell arrays
// below stay in registers (NVIDIA; other compilers ignore the pragma).
#pragma optionNV(unroll all)

layout(local_size_x = BLOCK_WIDTH, local_size_y = BLOCK_GROUP_ROWS) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D heightNow;
#if BLOCK_STEPS == 1
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D heightOld;  // z' overwrites it
#else
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform readonly image2D heightOld;
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform writeonly image2D heightLast;
layout(binding = TP_GW_IMAGE_LAST_PREVIOUS, r32f) uniform writeonly image2D heightLastPrevious;
#endif
#if LAND_MASK
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;
#endif

const int kSteps = BLOCK_STEPS;
const int kRows = BLOCK_CELL_ROWS;
const ivec2 kTile = ivec2(BLOCK_WIDTH, BLOCK_GROUP_ROWS * BLOCK_CELL_ROWS);
shared float level[LEVEL_COPIES][kTile.y][kTile.x];  // z of the whole tile

ivec2 gridSize;
int column, firstRow;          // this invocation's tile column and first tile row
int westColumn, eastColumn;    // tile columns of its west and east neighbours (clamped to the grid)
int rowBelow, rowAbove;        // tile rows just below its first cell and above its last (clamped)
int gridBottomRow, gridTopRow; // r of its cells on the grid's first and last row (may be outside 0..kRows−1)
bool edgeWest, edgeEast;       // its column is the grid's first / last
float z[kRows], old[kRows], damp[kRows];
uint land;  // bit r: cell r is land

// The next z of this invocation's cells from level[from]. `gridEdgeInTile`:
// a grid edge crosses the tile, so rows need clamping and the absorbing ring
// its own rule; a tile well inside the grid (most of them) skips both tests.
void stepCells(int from, bool gridEdgeInTile, out float next[kRows]) {
  float eastOf[kRows + 2], westOf[kRows + 2];  // i = r + 1; 0 and kRows + 1 just below and above
  for (int i = 0; i < kRows + 2; ++i) {
    const int row = i == 0 ? rowBelow : (i == kRows + 1 ? rowAbove : firstRow + i - 1);
    // 5-point: the neighbours of the cells only; 9-point: the corners too.
    if (NINE_POINT != 0 || (i > 0 && i <= kRows)) {
      eastOf[i] = level[from][row][eastColumn];
      westOf[i] = level[from][row][westColumn];
    } else {
      eastOf[i] = westOf[i] = 0.0;
    }
  }
  const float below = level[from][rowBelow][column], above = level[from][rowAbove][column];
  for (int r = 0; r < kRows; ++r) {
    const float here = z[r];
    float south = r == 0 ? below : z[r - 1], north = r == kRows - 1 ? above : z[r + 1];
    float southEast = eastOf[r], southWest = westOf[r], northEast = eastOf[r + 2], northWest = westOf[r + 2];
    if (gridEdgeInTile) {
      // The row below (above) lies outside the grid: clamped, it is this row.
      if (r == gridBottomRow) {
        south = here;
        southEast = eastOf[r + 1];
        southWest = westOf[r + 1];
      }
      if (r == gridTopRow) {
        north = here;
        northEast = eastOf[r + 1];
        northWest = westOf[r + 1];
      }
    }
    const float east = eastOf[r + 1], west = westOf[r + 1];
    const bool edgeY = r == gridBottomRow || r == gridTopRow;
    float value;
    if (gridEdgeInTile && absorbing() && (edgeWest || edgeEast || edgeY)) {
      value = outgoingEdgeHeight(here, edgeWest || edgeEast, edgeWest ? east : west, edgeY,
                                 r == gridBottomRow ? north : south);
    } else {
      const float corners = (northEast + northWest) + (southEast + southWest);
      value = interiorNextHeight(here, (east + west) + (north + south), corners, old[r], damp[r]);
    }
    next[r] = (land & (1u << r)) != 0u ? 0.0 : value;
  }
}

void main() {
  gridSize = imageSize(heightNow);
  const ivec2 origin = ivec2(gl_WorkGroupID.xy) * (kTile - 2 * kSteps) - kSteps;  // grid cell of tile (0, 0)
  column = int(gl_LocalInvocationID.x);
  firstRow = int(gl_LocalInvocationID.y) * kRows;
  const int x = origin.x + column, y0 = origin.y + firstRow;
  westColumn = clamp(clamp(x - 1, 0, gridSize.x - 1) - origin.x, 0, kTile.x - 1);
  eastColumn = clamp(clamp(x + 1, 0, gridSize.x - 1) - origin.x, 0, kTile.x - 1);
  rowBelow = clamp(clamp(y0 - 1, 0, gridSize.y - 1) - origin.y, 0, kTile.y - 1);
  rowAbove = clamp(clamp(y0 + kRows, 0, gridSize.y - 1) - origin.y, 0, kTile.y - 1);
  gridBottomRow = -y0;
  gridTopRow = gridSize.y - 1 - y0;
  edgeWest = x == 0;
  edgeEast = x == gridSize.x - 1;
  // Cells this group writes: the tile less its kSteps-wide rim, within the grid.
  const bool writesColumn = column >= kSteps && column < kTile.x - kSteps && x < gridSize.x;
  land = 0u;
  for (int r = 0; r < kRows; ++r) {
    const ivec2 p = ivec2(x, y0 + r);
    const bool writesCell = writesColumn && firstRow + r >= kSteps && firstRow + r < kTile.y - kSteps;
    z[r] = imageLoad(heightNow, p).r;  // reads outside the grid give 0: never used
    old[r] = (kSteps > 1 || writesCell) ? imageLoad(heightOld, p).r : 0.0;
    damp[r] = cellDamping(p, gridSize);
#if LAND_MASK
    if (imageLoad(landMask, p).r > 0.5) land |= 1u << r;
#endif
    level[0][firstRow + r][column] = z[r];
  }
  barrier();

  const bool gridEdgeInTile = any(lessThanEqual(origin, ivec2(0))) || any(greaterThanEqual(origin + kTile, gridSize));
  for (int s = 0; s < kSteps; ++s) {
    const int from = LEVEL_COPIES == 2 ? s % 2 : 0;
    float next[kRows];
    if (gridEdgeInTile) stepCells(from, true, next);
    else stepCells(from, false, next);
    for (int r = 0; r < kRows; ++r) {
      old[r] = z[r];
      z[r] = next[r];
    }
    if (s + 1 < kSteps) {
#if LEVEL_COPIES == 1
      barrier();  // everyone has read this level before it is overwritten
#endif
      for (int r = 0; r < kRows; ++r) level[LEVEL_COPIES == 2 ? 1 - from : 0][firstRow + r][column] = z[r];
      barrier();
    }
  }

  if (!writesColumn) return;
  for (int r = 0; r < kRows; ++r) {
    const ivec2 p = ivec2(x, y0 + r);
    if (firstRow + r < kSteps || firstRow + r >= kTile.y - kSteps || p.y >= gridSize.y) continue;
#if BLOCK_STEPS == 1
    imageStore(heightOld, p, vec4(z[r]));
#else
    imageStore(heightLast, p, vec4(z[r]));
    imageStore(heightLastPrevious, p, vec4(old[r]));
#endif
  }
}
