#version 450
// A deep-water step's last pass: one work group a row, the inverse transform
// of the row, scaled by 1/n² (the whole 2D inverse's scale), back to (h, φ)
// in real space, and the height written to the texture renderers sample.
#include "deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "field_access.glsl"
layout(binding = DW_IMAGE_HEIGHT, r32f) uniform writeonly image2D heightImage;

shared vec2 fftData[FFT_N];
#include "fft_radix2.glsl"

void main() {
  const uint y = gl_WorkGroupID.x;
  for (uint x = gl_LocalInvocationIndex; x < uint(FFT_N); x += gl_WorkGroupSize.x)
    fftData[x] = field[y * uint(FFT_N) + x];
  memoryBarrierShared();
  barrier();
  fftInverse(1u);
  const float scale = 1.0 / (float(FFT_N) * float(FFT_N));  // a power of two: exact
  for (uint position = gl_LocalInvocationIndex; position < uint(FFT_N); position += gl_WorkGroupSize.x) {
    const uint x = fftReversed(position);
    const vec2 hphi = fftData[position] * scale;
    field[y * uint(FFT_N) + x] = hphi;
    imageStore(heightImage, ivec2(x, y), vec4(hphi.x));
  }
}
