#version 450
// A deep-water step's last pass: the inverse transform of each row, scaled
// by 1/n² (the whole 2D inverse's scale), back to (h, φ) in real space; then
// obstacles hold the water at rest (h and φ times 1 − mask) and the sponge
// takes its share along the edges; and the height is written to the texture
// renderers sample. A work group takes DW_LANES rows, n/8 invocations each.
#include "deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "field_access.glsl"
layout(binding = DW_IMAGE_HEIGHT, rg32f) uniform writeonly image2D heightImage;
layout(binding = DW_TEX_OBSTACLES) uniform sampler2D obstacles;  // r: 1 = solid
uniform int u_hasObstacles;
uniform float u_spongeCells;     // width of the edge layer; 0 = none
uniform float u_spongeStrength;  // 1/step at the grid edge

#define FFT_LANES DW_LANES
#include "../fft/fft_stockham.glsl"
#include "sponge.glsl"

void main() {
  const uint lane = gl_LocalInvocationIndex / uint(FFT_SPAN), j = gl_LocalInvocationIndex % uint(FFT_SPAN);
  const uint y = gl_WorkGroupID.x * uint(DW_LANES) + lane;
  vec2 v[8];
  for (uint m = 0u; m < 8u; ++m) v[m] = field[y * uint(FFT_N) + j + m * uint(FFT_SPAN)];
  fftInverse(v, lane, j);
  const float scale = 1.0 / (float(FFT_N) * float(FFT_N));  // a power of two: exact
  for (uint m = 0u; m < 8u; ++m) {
    const uint x = j + m * uint(FFT_SPAN);
    vec2 hphi = v[m] * scale;
    if (u_hasObstacles != 0) hphi *= 1.0 - texelFetch(obstacles, ivec2(x, y), 0).r;
    hphi *= spongeFactor(x, y);
    field[y * uint(FFT_N) + x] = hphi;
    imageStore(heightImage, ivec2(x, y), vec4(hphi, 0.0, 0.0));
  }
}
