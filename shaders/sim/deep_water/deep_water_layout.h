// The deep-water solver's layout, read by C++ (src/sim/deep_water/*) and GLSL
// (shaders/sim/deep_water/*). Only #define here.
//
// The field is one storage buffer of n×n vec2, row-major: (h, φ) per cell in
// real space. Between the passes of a step, and between the steps of a batch,
// the packed spectrum FFT(h + iφ) (or its rows' transforms) lives in an RG32F
// image instead: a GPU lays an image out in tiles, so the column pass's
// reads and writes, a column at a time, fall on a few tiles rather than on
// n rows a row's length apart (BENCHMARKS.md has what that saves). The
// radix-2 versions the benchmark keeps transform the field in place.
#ifndef TIDEPOOL_DEEP_WATER_LAYOUT_H
#define TIDEPOOL_DEEP_WATER_LAYOUT_H

#define DW_SSBO_FIELD 0
#define DW_SSBO_TWIDDLES 1   // n/2 vec2 e^(−2πi·j/n), j < n/2, then the Stockham stages (fft_twiddles.hpp)
#define DW_SSBO_ENERGY 2     // vec2 total (kinetic, potential), then one a row
#define DW_IMAGE_HEIGHT 0    // RG32F n×n: height and potential, written for rendering and foam
#define DW_TEX_OBSTACLES 0   // R8 or R32F n×n: 1 = solid
#define DW_IMAGE_SPECTRUM 1  // RG32F n×n: the spectrum in flight (the Stockham passes)

// The shaders' build settings, which DeepWaterGpu defines for its grid
// (GLSL only: C++ has no use for them, and should not see defaults):
#ifndef __cplusplus
// Invocations a work group: the step's passes (sim/fft/fft_stockham.glsl)
// give each transform n/8 invocations, and a row pass takes DW_LANES rows a
// group (DeepWaterGpu sets both); the radix-2 version the benchmark keeps
// (shaders/bench/deep_water_radix2) takes the four-value groups a double
// stage has, n/4 for a row and n/2 for a column pair, at most 256.
#ifndef DW_GROUP
#define DW_GROUP 64
#endif
#ifndef DW_LANES
#define DW_LANES 2
#endif
// The transform size: these defaults let each shader build on its own (the
// shader check compiles every one).
#ifndef FFT_N
#define FFT_N 256
#define FFT_LOG2N 8
#endif
#ifndef FFT_PLAIN_RADIX2
#define FFT_PLAIN_RADIX2 0
#endif
#endif

// Moving pressure patches a step applies at most.
#define DW_MAX_SOURCES 8

#endif
