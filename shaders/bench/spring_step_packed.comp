#version 450
// The spring step on the PACKED layout, a benchmark design
// (SpringSurfacePacked, src/bench/spring_surface_packed.hpp): the state is
// RGBA32F, two cells of a row a texel (h0, v0, h1, v1), so every access is
// 16 bytes wide (on the GPUs we measured, 16-byte image traffic runs faster
// than 8-byte RG32F traffic). A block is one texel wide (SPRING_COLUMNS 2),
// without texelFetch; with SPRING_SHARED the group's tile (in cells, as
// unpacked) is filled by 16-byte texel loads. The arithmetic and the walk are
// the product's (spring_step_walk.glsl), so the numbers are step.comp's.
#ifndef SPRING_COLUMNS
#define SPRING_COLUMNS 2  // a block is one texel wide
#endif
#include "../sim/spring_surface/spring_step_head.glsl"
#if SPRING_COLUMNS != 2 || SPRING_TEXEL_FETCH
#error "the packed layout needs SPRING_COLUMNS 2 and no SPRING_TEXEL_FETCH"
#endif

layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly image2D u_stateOut;  // h', v' of 2 cells
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D u_stateIn;     // h, v of 2 cells

#if SPRING_SHARED
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
#endif

// Both cells of the texel (tiles and the grid have even widths).
void storeBlockRow(ivec2 cell, vec2 window[3][SPRING_WINDOW], uint rowTerm[3], uint columnTerm[SPRING_WINDOW],
                   uint bound, bool checked) {
  imageStore(u_stateOut, ivec2(cell.x / 2, cell.y),
             vec4(nextCellState(cell, 0, window, rowTerm, columnTerm, bound, checked),
                  nextCellState(cell + ivec2(1, 0), 1, window, rowTerm, columnTerm, bound, checked)));
}

#include "../sim/spring_surface/spring_step_walk.glsl"
