// The deep-water solver's layout, read by C++ (src/sim/deep_water/*) and GLSL
// (shaders/sim/deep_water/*). Only #define here.
//
// The field is one storage buffer of n×n vec2, row-major: (h, φ) per cell in
// real space, and between the passes of a step the packed spectrum
// FFT(h + iφ) in place.
#ifndef TIDEPOOL_DEEP_WATER_LAYOUT_H
#define TIDEPOOL_DEEP_WATER_LAYOUT_H

#define DW_SSBO_FIELD 0
#define DW_SSBO_TWIDDLES 1   // n/2 vec2: e^(−2πi·j/n), j = 0 .. n/2 − 1
#define DW_IMAGE_HEIGHT 0    // R32F n×n: the height written for rendering
#define DW_TEX_OBSTACLES 0   // R8 or R32F n×n: 1 = solid

// Invocations a work group: each transforms one row, or a column and its mirror.
#define DW_GROUP 256
// Moving pressure patches a step applies at most.
#define DW_MAX_SOURCES 8

#endif
