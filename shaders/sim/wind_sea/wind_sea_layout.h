// The wind sea's layout, read by C++ (src/sim/wind_sea/*) and GLSL
// (shaders/sim/wind_sea/*). Only #define here.
//
// The field is one storage buffer of 4 planes of n×n vec2 (plane-major,
// row-major within a plane): between the passes each plane is a packed pair
// of spectra A + i·B, whose inverse transform is the pair of real fields
// a + i·b (wind_sea_model.hpp):
//   plane 0: h + i·dx,   plane 1: dz + i·hx,   plane 2: hz + i·dxx,   plane 3: dzz + i·dxz.
#ifndef TIDEPOOL_WIND_SEA_LAYOUT_H
#define TIDEPOOL_WIND_SEA_LAYOUT_H

#define WS_PLANES 4
#define WS_SSBO_FIELD 0
#define WS_SSBO_TWIDDLES 1     // n/2 vec2 e^(−2πi·j/n), then the Stockham stages (fft_twiddles.hpp)
#define WS_SSBO_AMPLITUDES 2   // n×n vec4: h₀(k) in xy, whole turns a loop in z; row-major, row = kz index
#define WS_IMAGE_DISPLACEMENT 0  // RGBA32F n×n: (dx, h, dz, dxz) in metres
#define WS_IMAGE_SLOPE 1         // RGBA32F n×n: (hx, hz, dxx, dzz)
// mip_levels.comp: 16×16 invocations a group, so a dispatch makes four
// levels (16, 8, 4, 2 texels a side a group), each field's four on image
// units 0-3 and 4-7 (8: the least a GL 4.5 compute stage has).
#define WS_MIP_GROUP 16
#define WS_MIP_LEVELS_A_PASS 4

// The shaders' build settings, which WindSeaGpu defines for its size (GLSL
// only): the transform size and the invocations a work group of the
// transforms (n/2: sim/fft/fft_stockham.glsl gives each of a row's or a
// column's four planes n/8).
#ifndef __cplusplus
#ifndef FFT_N
#define FFT_N 256
#define FFT_LOG2N 8
#endif
#ifndef WS_GROUP
#define WS_GROUP 128
#endif
#endif

#endif
