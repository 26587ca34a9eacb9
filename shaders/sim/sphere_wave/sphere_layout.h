// The sphere solver's layout, read by C++ (src/sim/sphere_wave) and GLSL.
// Every per-vertex array (heights, ring indices, positions) is a 2D texture
// TP_SPHERE_TEXTURE_WIDTH texels wide: vertex i lives at texel
// (i mod width, i div width). 2048 keeps level 10's 10,485,762 vertices at
// 5121 rows, inside GL 4.5's guaranteed 16384, while a buffer of level 10's
// rings (252 MB) would exceed the guaranteed shader-storage block size (128 MB).
#ifndef TIDEPOOL_SPHERE_LAYOUT_H
#define TIDEPOOL_SPHERE_LAYOUT_H

#define TP_SPHERE_TEXTURE_WIDTH_LOG2 11
#define TP_SPHERE_TEXTURE_WIDTH 2048

// Texture units read by the sphere's compute passes (texelFetch):
// ring slots 0..3 (RGBA32I), ring slots 4..5 (RG32I, slot 5 = -1 for the 12
// five-neighbour vertices) and unit positions (RGBA32F, w = 1).
#define TP_SPHERE_TEX_RING_0123 0
#define TP_SPHERE_TEX_RING_45 1
#define TP_SPHERE_TEX_POSITIONS 2

// The column step's work group (shaders/sim/sphere_wave/step_columns.comp):
// 32 columns × 8 invocations, each a column of COLUMN_ROWS vertices.
#define TP_SPHERE_COLUMN_GROUP_X 32
#define TP_SPHERE_COLUMN_GROUP_Y 8

#endif
