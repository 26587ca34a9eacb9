#version 450
// The wind sea's last pass: one work group a column, the unscaled inverse
// transform along z in all four planes; the eight real fields that come out
// are written to the two textures renderers sample (wind_sea_layout.h).
#include "wind_sea_layout.h"

layout(local_size_x = WS_GROUP) in;
#include "field_access.glsl"
layout(binding = WS_IMAGE_DISPLACEMENT, rgba32f) uniform writeonly image2D displacementImage;
layout(binding = WS_IMAGE_SLOPE, rgba32f) uniform writeonly image2D slopeImage;

shared vec2 fftData[WS_PLANES * FFT_N];
#include "../fft/fft_radix2.glsl"

void main() {
  const uint column = gl_WorkGroupID.x;
  for (uint i = gl_LocalInvocationIndex; i < uint(WS_PLANES * FFT_N); i += gl_WorkGroupSize.x)
    fftData[i] = field[fieldIndex(i / uint(FFT_N), i % uint(FFT_N), column)];
  memoryBarrierShared();
  barrier();
  fftInverse(uint(WS_PLANES));
  for (uint position = gl_LocalInvocationIndex; position < uint(FFT_N); position += gl_WorkGroupSize.x) {
    const ivec2 texel = ivec2(column, fftReversed(position));
    const vec2 p0 = fftData[position], p1 = fftData[uint(FFT_N) + position];
    const vec2 p2 = fftData[2u * uint(FFT_N) + position], p3 = fftData[3u * uint(FFT_N) + position];
    imageStore(displacementImage, texel, vec4(p0.y, p0.x, p1.x, p3.y));  // dx, h, dz, dxz
    imageStore(slopeImage, texel, vec4(p1.y, p2.x, p2.y, p3.x));         // hx, hz, dxx, dzz
  }
}
