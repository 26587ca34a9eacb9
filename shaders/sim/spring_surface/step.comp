#version 450
// Spring surface, one fused pass a step (seed 004's velocity and position
// kernels in one dispatch). For each water cell:
//   acc = Σ over the 8 neighbours n inside the grid and water of
//         (h_n − h)·stiffness + (v_n − v)·damping
//   v'  = v + acc·dt (+ force·dt: the scene's fish)
//   h'  = h + v'·dt, kept in the container's range (container_range.glsl; the
//         seed's saturate() clamped to 0..1, which flattened every trough)
// These are exactly the numbers of velocity.comp then position.comp: the
// velocity pass reads only the old state and the position pass only the
// cell's own new velocity, so one pass that reads the old state and writes the
// other texture does both (semi-implicit Euler), and still no invocation can
// see a neighbour's new value, whatever order the work groups run in.
// `precise` forbids fused multiply-adds, in the CPU twin's operation order
// (src/sim/spring_surface/spring_surface_cpu.cpp), so the two agree bit for bit.
//
// Speed (variants in src/sim/spring_surface/spring_surface_step_kernel.hpp):
// - one dispatch moves 16 bytes a cell-step (RG32F read 8 + written 8) where
//   the two passes moved 34;
// - the water mask is not read: the rim is the integer disc of
//   spring_surface_mask.hpp, computed here from the cell's coordinates;
// - an invocation updates a block of SPRING_COLUMNS × SPRING_STRIP cells,
//   walking down its rows with a 3-row window of (h, v) in registers:
//   (C + 2)(S + 2) / (C·S) state loads a cell instead of 9 (3.75 for 1 × 8,
//   1.875 for 4 × 8); SPRING_TEXEL_FETCH picks texelFetch over imageLoad;
// - SPRING_SHARED: the work group first copies its cells and a one-cell halo
//   into shared memory (about 1.1 loads a cell), then the windows read from
//   there. A barrier() a step: cheap on a GPU, dear in llvmpipe;
// - SPRING_INTERIOR_PATH: a block whose cells and halo are all water (all but
//   the blocks along the rim or the grid's edge) runs a copy of the walk
//   without water or tile-end tests (fewer registers and instructions).
// On a GPU each step up this list was faster than the one before, the shared
// tiles with the inner-block copy (the default) over four times the two
// passes; `restrict` on the images changed nothing (BENCHMARKS.md).
#include "../../common/shared_layout.h"
#include "spring_surface_layout.h"
#include "container_range.glsl"

#ifndef SPRING_STRIP
#define SPRING_STRIP 1
#endif
#ifndef SPRING_COLUMNS
#define SPRING_COLUMNS 1
#endif
#ifndef SPRING_GROUP_X
#define SPRING_GROUP_X 16
#endif
#ifndef SPRING_GROUP_Y
#define SPRING_GROUP_Y 16
#endif
#ifndef SPRING_TEXEL_FETCH
#define SPRING_TEXEL_FETCH 0
#endif
#ifndef SPRING_SHARED
#define SPRING_SHARED 0
#endif
#ifndef SPRING_INTERIOR_PATH
#define SPRING_INTERIOR_PATH 0
#endif
// SPRING_SUM_FORM 1: the water neighbours are summed first,
// acc = (Σh_n − n·h)·k + (Σv_n − n·v)·c: ~27 operations a cell instead of 52.
// Within the tests' tolerance of the twin, not bit for bit
// (SpringStepKernel::summedNeighbours).
#ifndef SPRING_SUM_FORM
#define SPRING_SUM_FORM 0
#endif
// SPRING_PACKED 1: the state is RGBA32F, two cells of a row a texel
// (h0, v0, h1, v1), so every access is 16 bytes wide (SpringSurfacePacked,
// src/bench/spring_surface_packed.hpp: on the GPUs we measured,
// 16-byte image traffic runs faster than 8-byte RG32F traffic). A block is
// one texel wide (SPRING_COLUMNS 2), without texelFetch; with SPRING_SHARED
// the group's tile (in cells, as unpacked) is filled by 16-byte texel loads.
#ifndef SPRING_PACKED
#define SPRING_PACKED 0
#endif
#if SPRING_PACKED && (SPRING_COLUMNS != 2 || SPRING_TEXEL_FETCH)
#error "SPRING_PACKED needs SPRING_COLUMNS 2 and no SPRING_TEXEL_FETCH"
#endif

layout(local_size_x = SPRING_GROUP_X, local_size_y = SPRING_GROUP_Y) in;

layout(location = SPRING_LOC_GRID_SIZE) uniform ivec2 u_gridSize;  // N, N (square)
layout(location = SPRING_LOC_TILE_ORIGIN) uniform ivec2 u_tileOrigin;
layout(location = SPRING_LOC_TILE_END) uniform ivec2 u_tileEnd;
layout(location = SPRING_LOC_STIFFNESS) uniform float u_stiffness;  // 1/s²
layout(location = SPRING_LOC_DAMPING) uniform float u_damping;      // 1/s
layout(location = SPRING_LOC_DT) uniform float u_dt;                // s
layout(location = SPRING_LOC_HAS_FORCE) uniform int u_hasForce;
layout(location = SPRING_LOC_RIM) uniform int u_rim;  // 1: water is the inscribed disc

#if SPRING_PACKED
layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly image2D u_stateOut;  // h', v' of 2 cells
#else
layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform writeonly image2D u_stateOut;  // h', v'
#endif
// Height units/s², grid-sized; read only when u_hasForce != 0.
layout(binding = TP_IMAGE_EXTRA, r32f) uniform readonly image2D u_force;

#if SPRING_PACKED
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D u_stateIn;  // h, v of 2 cells
#elif SPRING_TEXEL_FETCH
layout(binding = SPRING_TEXTURE_STATE_IN) uniform sampler2D u_stateIn;  // h, v
// Out-of-range fetches are undefined: clamp (such neighbours are never water).
vec2 loadState(ivec2 cell) { return texelFetch(u_stateIn, clamp(cell, ivec2(0), u_gridSize - 1), 0).rg; }
#else
layout(binding = TP_IMAGE_STATE_IN, rg32f) uniform readonly image2D u_stateIn;  // h, v
vec2 loadState(ivec2 cell) { return imageLoad(u_stateIn, cell).rg; }  // 0 outside the image
#endif

// Cell (x, y) is water iff edgeTerm(x) + edgeTerm(y) < waterBound(). With the
// rim that is spring_surface_mask.hpp's (2x + 1 − N)² + (2y + 1 − N)² < N²
// (in uint: exact for N ≤ 16383), which also rules out every cell beyond the
// grid; without it, a term is 0 inside the grid and 2³⁰ outside, bound 1.
uint edgeTerm(int c) {
  if (u_rim != 0) {
    int d = 2 * c + 1 - u_gridSize.x;
    return uint(d * d);
  }
  return uint(c) < uint(u_gridSize.x) ? 0u : 0x40000000u;
}
uint waterBound() { return u_rim != 0 ? uint(u_gridSize.x) * uint(u_gridSize.x) : 1u; }

// The window: rows y − 1, y, y + 1 of columns x − 1 … x + SPRING_COLUMNS.
#define SPRING_WINDOW (SPRING_COLUMNS + 2)

#if SPRING_SHARED
// The work group's cells and their one-cell halo, row-major.
#define SPRING_TILE_W (SPRING_GROUP_X * SPRING_COLUMNS + 2)
#define SPRING_TILE_H (SPRING_GROUP_Y * SPRING_STRIP + 2)
shared vec2 s_tile[SPRING_TILE_W * SPRING_TILE_H];

ivec2 groupOrigin() {
  return u_tileOrigin + ivec2(gl_WorkGroupID.xy) * ivec2(SPRING_GROUP_X * SPRING_COLUMNS, SPRING_GROUP_Y * SPRING_STRIP);
}

// Every invocation of the group must call this (it holds a barrier).
#if SPRING_PACKED
// The tile's cells x0 − 1 … x0 + 2·GROUP_X (x0 even) lie in the GROUP_X + 2
// texels from x0/2 − 1: texel k holds tile cells 2k − 1 and 2k, of which the
// first texel's first cell and the last texel's second fall outside.
void fillSharedTile() {
  const int texelsWide = SPRING_GROUP_X + 2;
  const ivec2 corner = groupOrigin() - 1;
  const int firstTexel = groupOrigin().x / 2 - 1;
  for (int i = int(gl_LocalInvocationIndex); i < texelsWide * SPRING_TILE_H; i += SPRING_GROUP_X * SPRING_GROUP_Y) {
    const int k = i % texelsWide, row = i / texelsWide;
    const vec4 texel = imageLoad(u_stateIn, ivec2(firstTexel + k, corner.y + row));  // 0 outside the image
    const int cell = 2 * k - 1;
    if (cell >= 0) s_tile[row * SPRING_TILE_W + cell] = texel.xy;
    if (cell + 1 < SPRING_TILE_W) s_tile[row * SPRING_TILE_W + cell + 1] = texel.zw;
  }
  barrier();
}
#else
void fillSharedTile() {
  ivec2 corner = groupOrigin() - 1;
  for (int i = int(gl_LocalInvocationIndex); i < SPRING_TILE_W * SPRING_TILE_H; i += SPRING_GROUP_X * SPRING_GROUP_Y)
    s_tile[i] = loadState(corner + ivec2(i % SPRING_TILE_W, i / SPRING_TILE_W));
  barrier();
}
#endif

void loadRow(int y, int x, out vec2 row[SPRING_WINDOW]) {
  ivec2 local = ivec2(x - 1, y) - (groupOrigin() - 1);  // column x − 1, row y in the tile
  for (int i = 0; i < SPRING_WINDOW; ++i) row[i] = s_tile[local.y * SPRING_TILE_W + local.x + i];
}
#elif SPRING_PACKED
// x is even: cells x − 1 … x + 2 are the west texel's second cell, this
// texel's two, the east texel's first (0 outside the image, as unpacked).
void loadRow(int y, int x, out vec2 row[SPRING_WINDOW]) {
  const int texel = x / 2;
  const vec4 centre = imageLoad(u_stateIn, ivec2(texel, y));
  row[0] = imageLoad(u_stateIn, ivec2(texel - 1, y)).zw;
  row[1] = centre.xy;
  row[2] = centre.zw;
  row[3] = imageLoad(u_stateIn, ivec2(texel + 1, y)).xy;
}
#else
void loadRow(int y, int x, out vec2 row[SPRING_WINDOW]) {
  for (int i = 0; i < SPRING_WINDOW; ++i) row[i] = loadState(ivec2(x - 1 + i, y));
}
#endif

// The next (h, v) of cell (x + c, y): window[r][c + dx] holds the state at
// (x + c + dx − 1, y + r − 1); the terms say which of those are water, unless
// `checked` is false: then all of them are (the caller made sure). Not water:
// held at rest, (0, 0).
vec2 nextCellState(ivec2 cell, int c, vec2 window[3][SPRING_WINDOW], uint rowTerm[3],
                   uint columnTerm[SPRING_WINDOW], uint bound, bool checked) {
  if (checked && rowTerm[1] + columnTerm[c + 1] >= bound) return vec2(0.0);
  vec2 self = window[1][c + 1];
#if SPRING_SUM_FORM
  // The same sums in the same order on both paths (and under `precise`), so a
  // cell's result does not depend on which path its block took.
  precise vec2 around = vec2(0.0);
  precise float neighbours = 0.0;
  for (int dy = 0; dy < 3; ++dy) {
    for (int dx = 0; dx < 3; ++dx) {
      if ((dx == 1 && dy == 1) || (checked && rowTerm[dy] + columnTerm[c + dx] >= bound)) continue;
      around += window[dy][c + dx];
      neighbours += 1.0;
    }
  }
  precise vec2 relative = around - neighbours * self;
  precise float velocity = self.y + (relative.x * u_stiffness + relative.y * u_damping) * u_dt;
  if (u_hasForce != 0) velocity = velocity + imageLoad(u_force, cell).r * u_dt;
  precise float height = self.x + velocity * u_dt;
#else
  precise float acceleration = 0.0;
  for (int dy = 0; dy < 3; ++dy) {
    for (int dx = 0; dx < 3; ++dx) {
      if ((dx == 1 && dy == 1) || (checked && rowTerm[dy] + columnTerm[c + dx] >= bound)) continue;
      vec2 other = window[dy][c + dx];
      acceleration += (other.x - self.x) * u_stiffness + (other.y - self.y) * u_damping;
    }
  }
  precise float velocity = self.y + acceleration * u_dt;
  if (u_hasForce != 0) velocity = velocity + imageLoad(u_force, cell).r * u_dt;
  precise float height = self.x + velocity * u_dt;
#endif
  return keepInContainer(height, velocity);
}

// Walks the block down from `origin` (its cells cut by the tile's end).
// `checked` = false only where the whole block lies in the tile and it and
// its halo are water: no tests at all then.
void walkBlock(ivec2 origin, uint bound, bool checked) {
  int x = origin.x;
  uint columnTerm[SPRING_WINDOW];
  for (int i = 0; i < SPRING_WINDOW; ++i) columnTerm[i] = edgeTerm(x - 1 + i);
  vec2 window[3][SPRING_WINDOW];
  uint rowTerm[3];
  loadRow(origin.y - 1, x, window[0]);
  loadRow(origin.y, x, window[1]);
  rowTerm[0] = edgeTerm(origin.y - 1);
  rowTerm[1] = edgeTerm(origin.y);
  for (int i = 0; i < SPRING_STRIP; ++i) {
    int y = origin.y + i;
    if (checked && y >= u_tileEnd.y) break;
    loadRow(y + 1, x, window[2]);
    rowTerm[2] = edgeTerm(y + 1);
#if SPRING_PACKED
    // Both cells of the texel (tiles and the grid have even widths).
    imageStore(u_stateOut, ivec2(x / 2, y),
               vec4(nextCellState(ivec2(x, y), 0, window, rowTerm, columnTerm, bound, checked),
                    nextCellState(ivec2(x + 1, y), 1, window, rowTerm, columnTerm, bound, checked)));
#else
    for (int c = 0; c < SPRING_COLUMNS; ++c)
      if (!checked || x + c < u_tileEnd.x)
        imageStore(u_stateOut, ivec2(x + c, y),
                   vec4(nextCellState(ivec2(x + c, y), c, window, rowTerm, columnTerm, bound, checked), 0.0, 0.0));
#endif
    window[0] = window[1];  // slide the window one row down
    window[1] = window[2];
    rowTerm[0] = rowTerm[1];
    rowTerm[1] = rowTerm[2];
  }
}

void main() {
  // This invocation's block: columns [x0, x0 + SPRING_COLUMNS), rows
  // [y0, y0 + SPRING_STRIP).
  ivec2 origin = u_tileOrigin + ivec2(gl_GlobalInvocationID.xy) * ivec2(SPRING_COLUMNS, SPRING_STRIP);
#if SPRING_SHARED
  fillSharedTile();
#endif
  if (origin.x >= u_tileEnd.x || origin.y >= u_tileEnd.y) return;
  uint bound = waterBound();
#if SPRING_INTERIOR_PATH
  // Over an interval of coordinates an edge term is largest at one end, so
  // the block and its halo are all water iff the worst corner of the halo is.
  ivec2 end = origin + ivec2(SPRING_COLUMNS, SPRING_STRIP);  // one past the block = the far halo
  uint worst = max(edgeTerm(origin.x - 1), edgeTerm(end.x)) + max(edgeTerm(origin.y - 1), edgeTerm(end.y));
  if (all(lessThanEqual(end, u_tileEnd)) && worst < bound) {
    walkBlock(origin, bound, false);
    return;
  }
#endif
  walkBlock(origin, bound, true);
}
