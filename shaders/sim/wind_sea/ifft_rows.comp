#version 450
// The wind sea's second pass: one work group a row, the unscaled inverse
// transform of the row in all four planes (a lane each, n/8 invocations:
// sim/fft/fft_stockham.glsl), in place.
#include "wind_sea_layout.h"

layout(local_size_x = WS_GROUP) in;
#include "field_access.glsl"

#define FFT_LANES WS_PLANES
#include "../fft/fft_stockham.glsl"

void main() {
  const uint plane = gl_LocalInvocationIndex / uint(FFT_SPAN), j = gl_LocalInvocationIndex % uint(FFT_SPAN);
  const uint row = gl_WorkGroupID.x;
  vec2 v[8];
  for (uint m = 0u; m < 8u; ++m) v[m] = field[fieldIndex(plane, row, j + m * uint(FFT_SPAN))];
  fftInverse(v, plane, j);
  for (uint m = 0u; m < 8u; ++m) field[fieldIndex(plane, row, j + m * uint(FFT_SPAN))] = v[m];
}
