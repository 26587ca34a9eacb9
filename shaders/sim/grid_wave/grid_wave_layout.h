// Grid wave solver: what its compute shaders and grid_wave_gpu.cpp must agree
// on, read by both C++ (as "sim/grid_wave/grid_wave_layout.h", found under
// shaders/) and GLSL. Only #define here (see common/shared_layout.h).
#ifndef TIDEPOOL_GRID_WAVE_LAYOUT_H
#define TIDEPOOL_GRID_WAVE_LAYOUT_H

// Explicit uniform locations, so C++ sets uniforms without name lookups and a
// hot reload cannot move them.
#define TP_GW_LOC_A 0              // float: effective Courant coefficient
#define TP_GW_LOC_DAMPING 1        // float: velocity damping per step
#define TP_GW_LOC_SPONGE_CELLS 2   // float: sponge width in cells, 0 = no sponge
#define TP_GW_LOC_SPLASH 3         // vec4: centre x, centre y (cells), strength, radius
#define TP_GW_LOC_ORIGIN 4         // ivec2: first cell of a partial dispatch
#define TP_GW_LOC_SCALE 5          // float: factor of an added disturbance
#define TP_GW_LOC_FLAGS 6          // int: bit 0 = also add to the previous height
#define TP_GW_LOC_COUNT 7          // int: number of partial sums to add
#define TP_GW_LOC_COURANT 8        // float: √a, cells a wave travels per step
#define TP_GW_LOC_END 9            // ivec2: one past the last cell of a partial dispatch

// step_column.comp's work group: 64 columns of invocations (two warps of
// consecutive x, so each load instruction reads 256 contiguous bytes), 4 high.
#define TP_GW_COLUMN_GROUP_X 64
#define TP_GW_COLUMN_GROUP_Y 4

// step_blocked.comp (several steps a pass) writes the heights after its last
// step to TP_IMAGE_STATE_OUT and the one before to this unit.
#define TP_GW_IMAGE_LAST_PREVIOUS 4

// boundary=absorb is two parts (tuned and measured in
// tests/unit/grid_wave_cpu_test.cpp, GridWaveAbsorb*):
//  1. the outermost ring of cells follows the first-order one-way wave
//     equation z_t + c·∂z/∂n = 0 (Engquist–Majda), upwind: z' = z − √a·(z − z_inward),
//     which lets waves leave at near-normal incidence;
//  2. a sponge inside it: extra velocity damping d(s) = STRENGTH·(√a / W)·s²,
//     s going from 0 at the inner side of the layer (W cells wide) to 1 at the
//     edge. √a / W is one over the time a wave needs to cross the layer, so a
//     crossing removes the same share of a wave whatever the grid size or
//     speed; the quadratic ramp keeps the change gentle (the sponge itself
//     reflects long waves more the stronger it is).
#define TP_GW_SPONGE_STRENGTH 1.0

#endif
