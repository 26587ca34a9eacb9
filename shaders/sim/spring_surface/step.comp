#version 450
// Spring surface, one fused pass a step (seed 004's velocity and position
// kernels in one dispatch). For each water cell:
//   acc = Σ over the 8 neighbours n inside the grid and water of
//         (h_n − h)·stiffness + (v_n − v)·damping
//   v'  = v + acc·dt (+ force·dt: the scene's fish)
//   h'  = h + v'·dt, kept in the container's range (container_range.glsl; the
//         seed's saturate() clamped to 0..1, which flattened every trough)
// These are exactly the numbers of the seed's velocity pass then position
// pass: the velocity pass reads only the old state and the position pass only the
// cell's own new velocity, so one pass that reads the old state and writes the
// other texture does both (semi-implicit Euler), and still no invocation can
// see a neighbour's new value, whatever order the work groups run in.
// `precise` forbids fused multiply-adds, in the CPU twin's operation order
// (src/sim/spring_surface/spring_surface_cpu.cpp), so the two agree bit for bit.
//
// Speed (shapes in src/sim/spring_surface/spring_surface_step_kernel.hpp):
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
#include "spring_step_head.glsl"

// The state: (h, v) a cell, RG32F.
layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform writeonly image2D u_stateOut;  // h', v'
#if SPRING_TEXEL_FETCH
layout(binding = SPRING_TEXTURE_STATE_IN) uniform sampler2D u_stateIn;  // h, v
// Out-of-range fetches are undefined: clamp (such neighbours are never water).
vec2 loadState(ivec2 cell) { return texelFetch(u_stateIn, clamp(cell, ivec2(0), u_gridSize - 1), 0).rg; }
#else
layout(binding = TP_IMAGE_STATE_IN, rg32f) uniform readonly image2D u_stateIn;  // h, v
vec2 loadState(ivec2 cell) { return imageLoad(u_stateIn, cell).rg; }  // 0 outside the image
#endif

#if SPRING_SHARED
void fillSharedTile() {
  ivec2 corner = groupOrigin() - 1;
  for (int i = int(gl_LocalInvocationIndex); i < SPRING_TILE_W * SPRING_TILE_H; i += SPRING_GROUP_X * SPRING_GROUP_Y)
    s_tile[i] = loadState(corner + ivec2(i % SPRING_TILE_W, i / SPRING_TILE_W));
  barrier();
}
#else
void loadRow(int y, int x, out vec2 row[SPRING_WINDOW]) {
  for (int i = 0; i < SPRING_WINDOW; ++i) row[i] = loadState(ivec2(x - 1 + i, y));
}
#endif

// Row y of the block at column x: each of its cells inside the tile.
void storeBlockRow(ivec2 cell, vec2 window[3][SPRING_WINDOW], uint rowTerm[3], uint columnTerm[SPRING_WINDOW],
                   uint bound, bool checked) {
  for (int c = 0; c < SPRING_COLUMNS; ++c)
    if (!checked || cell.x + c < u_tileEnd.x)
      imageStore(u_stateOut, cell + ivec2(c, 0),
                 vec4(nextCellState(cell + ivec2(c, 0), c, window, rowTerm, columnTerm, bound, checked), 0.0, 0.0));
}

#include "spring_step_walk.glsl"
