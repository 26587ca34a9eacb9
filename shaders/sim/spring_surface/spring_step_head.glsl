// The spring step's declarations, shared by the product's step.comp (RG32F
// state) and the benchmark's packed layout (shaders/bench/spring_step_packed.comp):
// the options, the uniforms, the force image, which cells are water, the
// sliding window and the work group's shared tile. The including file then
// gives the state's storage (its images, fillSharedTile, a direct loadRow,
// storeBlockRow) and includes spring_step_walk.glsl.
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

layout(local_size_x = SPRING_GROUP_X, local_size_y = SPRING_GROUP_Y) in;

layout(location = SPRING_LOC_GRID_SIZE) uniform ivec2 u_gridSize;  // N, N (square)
layout(location = SPRING_LOC_TILE_ORIGIN) uniform ivec2 u_tileOrigin;
layout(location = SPRING_LOC_TILE_END) uniform ivec2 u_tileEnd;
layout(location = SPRING_LOC_STIFFNESS) uniform float u_stiffness;  // 1/s²
layout(location = SPRING_LOC_DAMPING) uniform float u_damping;      // 1/s
layout(location = SPRING_LOC_DT) uniform float u_dt;                // s
layout(location = SPRING_LOC_HAS_FORCE) uniform int u_hasForce;
layout(location = SPRING_LOC_RIM) uniform int u_rim;  // 1: water is the inscribed disc

// Height units/s², grid-sized; read only when u_hasForce != 0.
layout(binding = TP_IMAGE_EXTRA, r32f) uniform readonly image2D u_force;

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

// Each invocation's window rows come from the tile, once the storage's
// fillSharedTile (every invocation of the group calls it: it holds a barrier)
// has copied the group's cells and halo there.
void fillSharedTile();
void loadRow(int y, int x, out vec2 row[SPRING_WINDOW]) {
  ivec2 local = ivec2(x - 1, y) - (groupOrigin() - 1);  // column x − 1, row y in the tile
  for (int i = 0; i < SPRING_WINDOW; ++i) row[i] = s_tile[local.y * SPRING_TILE_W + local.x + i];
}
#endif

// The next (h, v) of a cell (spring_step_walk.glsl), for storeBlockRow.
vec2 nextCellState(ivec2 cell, int c, vec2 window[3][SPRING_WINDOW], uint rowTerm[3],
                   uint columnTerm[SPRING_WINDOW], uint bound, bool checked);

