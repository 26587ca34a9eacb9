#version 450
// The radix-2 version of a deep-water step's last pass: one work group a row, the inverse transform
// of the row, scaled by 1/n² (the whole 2D inverse's scale), back to (h, φ)
// in real space; then obstacles hold the water at rest (h and φ times
// 1 − mask) and the sponge takes its share along the edges; and the height
// is written to the texture renderers sample.
#include "../../sim/deep_water/deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "../../sim/deep_water/field_access.glsl"
layout(binding = DW_IMAGE_HEIGHT, rg32f) uniform writeonly image2D heightImage;
layout(binding = DW_TEX_OBSTACLES) uniform sampler2D obstacles;  // r: 1 = solid
uniform int u_hasObstacles;
uniform float u_spongeCells;     // width of the edge layer; 0 = none
uniform float u_spongeStrength;  // 1/step at the grid edge

shared vec2 fftData[FFT_N];
#include "../../sim/fft/fft_radix2.glsl"

#include "../../sim/deep_water/sponge.glsl"

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
    vec2 hphi = fftData[position] * scale;
    if (u_hasObstacles != 0) hphi *= 1.0 - texelFetch(obstacles, ivec2(x, y), 0).r;
    hphi *= spongeFactor(x, y);
    field[y * uint(FFT_N) + x] = hphi;
    imageStore(heightImage, ivec2(x, y), vec4(hphi, 0.0, 0.0));
  }
}
