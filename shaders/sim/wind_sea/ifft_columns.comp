#version 450
// The wind sea's last pass: one work group a column, the unscaled inverse
// transform along z in all four planes (a lane each: sim/fft/fft_stockham.glsl);
// the eight real fields that come out are written to the two textures
// renderers sample (wind_sea_layout.h), a texel's four planes gathered
// through shared memory.
#include "wind_sea_layout.h"

layout(local_size_x = WS_GROUP) in;
#include "field_access.glsl"
layout(binding = WS_IMAGE_DISPLACEMENT, rgba32f) uniform writeonly image2D displacementImage;
layout(binding = WS_IMAGE_SLOPE, rgba32f) uniform writeonly image2D slopeImage;

#define FFT_LANES WS_PLANES
#include "../fft/fft_stockham.glsl"

void main() {
  const uint plane = gl_LocalInvocationIndex / uint(FFT_SPAN), j = gl_LocalInvocationIndex % uint(FFT_SPAN);
  const uint column = gl_WorkGroupID.x;
  vec2 v[8];
  for (uint m = 0u; m < 8u; ++m) v[m] = field[fieldIndex(plane, j + m * uint(FFT_SPAN), column)];
  fftInverse(v, plane, j);
  // The transform's last stage read shared memory before its final barrier:
  // it is free to take the outputs.
  const uint lane = plane * uint(FFT_LANE_STRIDE);
  for (uint m = 0u; m < 8u; ++m) fftData[lane + FFT_PAD(j + m * uint(FFT_SPAN))] = v[m];
  memoryBarrierShared();
  barrier();
  for (uint position = gl_LocalInvocationIndex; position < uint(FFT_N); position += gl_WorkGroupSize.x) {
    const uint at = FFT_PAD(position);
    const vec2 p0 = fftData[at], p1 = fftData[uint(FFT_LANE_STRIDE) + at];
    const vec2 p2 = fftData[2u * uint(FFT_LANE_STRIDE) + at], p3 = fftData[3u * uint(FFT_LANE_STRIDE) + at];
    const ivec2 texel = ivec2(column, position);
    imageStore(displacementImage, texel, vec4(p0.y, p0.x, p1.x, p3.y));  // dx, h, dz, dxz
    imageStore(slopeImage, texel, vec4(p1.y, p2.x, p2.y, p3.x));         // hx, hz, dxx, dzz
  }
}
