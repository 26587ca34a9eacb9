// Uniform locations of the spring-surface compute shaders, read by both C++
// (src/sim/spring_surface/spring_surface_gpu.cpp) and GLSL, so the two sides
// cannot disagree. Explicit locations also survive a hot reload unchanged.
// Only #define here (shared C preprocessor subset).
#ifndef TIDEPOOL_SPRING_SURFACE_LAYOUT_H
#define TIDEPOOL_SPRING_SURFACE_LAYOUT_H

// Image units beyond the shared ones (shaders/common/shared_layout.h): the
// state is read from TP_IMAGE_STATE_IN and written to TP_IMAGE_STATE_OUT, the
// optional force (r32f) is TP_IMAGE_EXTRA, and the water mask (r8) is this one.
#define SPRING_IMAGE_WATER_MASK 4
// The fused step's texelFetch variant reads the state through this texture unit.
#define SPRING_TEXTURE_STATE_IN 0

// Every pass: the grid edge (cells) and the tile of cells this dispatch covers.
#define SPRING_LOC_GRID_SIZE 0    // ivec2: N, N
#define SPRING_LOC_TILE_ORIGIN 1  // ivec2: first cell of the dispatch
#define SPRING_LOC_TILE_END 2     // ivec2: one past the last cell of the dispatch

// Velocity, position and energy passes.
#define SPRING_LOC_STIFFNESS 3  // float, 1/s²
#define SPRING_LOC_DAMPING 4    // float, 1/s
#define SPRING_LOC_DT 5         // float, s
#define SPRING_LOC_HAS_FORCE 6  // int: 1 when the force image is bound and used

// Splash pass: centre (cells), strength (height units), radius (cells).
#define SPRING_LOC_SPLASH 7  // vec4: cx, cy, strength, radius

// Resample pass: the edge of the grid being read (the old size).
#define SPRING_LOC_SOURCE_SIZE 8  // ivec2

// Fused step pass (step.comp): 1 = water is the disc inside the rim (computed,
// not read from the mask texture), 0 = the whole grid.
#define SPRING_LOC_RIM 9  // int

// Position and fused step passes: the container's range of heights, vec2
// (lowest, highest), height units (see container_range.glsl).
#define SPRING_LOC_HEIGHT_RANGE 10

// Shift pass: vec2 (height, velocity) added to every water cell.
#define SPRING_LOC_SHIFT 11

#endif
