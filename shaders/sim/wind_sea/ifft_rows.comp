#version 450
// The wind sea's second pass: one work group a row, the unscaled inverse
// transform of the row in all four planes, written back in natural order.
#include "wind_sea_layout.h"

layout(local_size_x = WS_GROUP) in;
#include "field_access.glsl"

shared vec2 fftData[WS_PLANES * FFT_N];
#include "../fft/fft_radix2.glsl"

void main() {
  const uint row = gl_WorkGroupID.x;
  for (uint i = gl_LocalInvocationIndex; i < uint(WS_PLANES * FFT_N); i += gl_WorkGroupSize.x)
    fftData[i] = field[fieldIndex(i / uint(FFT_N), row, i % uint(FFT_N))];
  memoryBarrierShared();
  barrier();
  fftInverse(uint(WS_PLANES));
  for (uint i = gl_LocalInvocationIndex; i < uint(WS_PLANES * FFT_N); i += gl_WorkGroupSize.x)
    field[fieldIndex(i / uint(FFT_N), row, fftReversed(i % uint(FFT_N)))] = fftData[i];
}
