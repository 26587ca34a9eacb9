// The benchmark's probe and seed-design kernels (shaders/bench, src/bench):
// binding points and uniform locations shared by C++ and GLSL. Only #define.
// Nothing here is used by the app: these kernels exist only to be measured.
#ifndef TIDEPOOL_BENCH_LAYOUT_H
#define TIDEPOOL_BENCH_LAYOUT_H

// The grid wave's shared-tile kernel (grid_wave_step_tile.comp): cells each
// invocation updates (one per 16-row block), so a group of TP_GROUP_2D²
// invocations covers TP_GROUP_2D × TP_GROUP_2D·ROWS cells.
#define TP_BENCH_GW_TILE_ROWS 4

// Memory probe (copy_vec4.comp): invocations per group and SSBO bindings.
#define TP_BENCH_COPY_GROUP 256
#define TP_BENCH_SSBO_SOURCE 0
#define TP_BENCH_SSBO_DESTINATION 1

// Arithmetic probe (fma_chain.comp): independent FMA chains per invocation and
// FMAs per chain per loop iteration, so one iteration is CHAINS·UNROLL FMAs
// (128: the loop's own counter and branch are < 3% of the instructions).
#define TP_BENCH_FMA_GROUP 256
#define TP_BENCH_FMA_CHAINS 8
#define TP_BENCH_FMA_UNROLL 16
#define TP_BENCH_SSBO_RESULT 0
#define TP_BENCH_LOC_ITERATIONS 0
#define TP_BENCH_LOC_FACTOR 1
#define TP_BENCH_LOC_OFFSET 2

// Seed-design kernels: uniform locations.
#define TP_SEED_LOC_A 0            // float: the wave coefficient a
#define TP_SEED_LOC_GRID_POINTS 1  // float (grid) / ivec2 (textures): texture size
#define TP_SEED_LOC_VERTEX_COUNT 2 // int: sphere vertices
#define TP_SEED_LOC_RHO0 3         // float: fluid rest density
#define TP_SEED_LOC_SPLASH_NOW 4   // int: the fluid's periodic splash happens this step
#define TP_SEED_LOC_PERIODIC_MASS 5
#define TP_SEED_LOC_SPRAY_SCALE 6
#define TP_SEED_LOC_STIFFNESS 7    // spring: 1/s²
#define TP_SEED_LOC_DAMPING 8      // spring: 1/s
#define TP_SEED_LOC_TIME_STEP 9    // spring: s
#define TP_SEED_LOC_EXTERNAL_FORCE 10  // spring: added to the velocity in the position pass

// Spring seed design: its buffers (the seed's StructuredBuffers) and output texture.
#define TP_SEED_SSBO_HEIGHTS 0
#define TP_SEED_SSBO_VELOCITY_IN 1
#define TP_SEED_SSBO_VELOCITY_OUT 2
#define TP_SEED_IMAGE_SPRING_OUT 0
#define TP_SEED_SPRING_GROUP 16

#endif
