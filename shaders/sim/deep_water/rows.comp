#version 450
// A deep-water step's row passes (src/sim/deep_water/deep_water_model.hpp),
// built three ways by DeepWaterGpu:
//  - DW_ROWS_FORWARD: the first pass of a step: the moving pressure patches
//    kick φ, then the forward transform of each row of h + iφ, in place.
//  - DW_ROWS_INVERSE: the last pass: the inverse transform of each row,
//    scaled by 1/n² (the whole 2D inverse's scale), back to (h, φ) in real
//    space; obstacles hold the water at rest (h and φ times 1 − mask), the
//    sponge takes its share along the edges, and the height is written to the
//    texture renderers sample.
//  - both: one step's last pass and the next step's first, for steps run in
//    one batch: the row goes from spectrum to real space and back without a
//    trip through memory (the texture is written by the batch's last step).
// A work group takes DW_LANES rows, n/8 invocations each (fft_stockham.glsl).
#include "deep_water_layout.h"

#ifndef DW_ROWS_FORWARD
#define DW_ROWS_FORWARD 1
#endif
#ifndef DW_ROWS_INVERSE
#define DW_ROWS_INVERSE 0
#endif

layout(local_size_x = DW_GROUP) in;
#include "field_access.glsl"
layout(binding = DW_IMAGE_HEIGHT, rg32f) uniform writeonly image2D heightImage;
layout(binding = DW_TEX_OBSTACLES) uniform sampler2D obstacles;  // r: 1 = solid

uniform int u_hasObstacles;
uniform float u_spongeCells;     // width of the edge layer; 0 = none
uniform float u_spongeStrength;  // 1/step at the grid edge
uniform int u_sourceCount;
// Per patch: centre x, y (cells) now, radius (cells), p/ρ·Δt (m²/s).
uniform vec4 u_sources[DW_MAX_SOURCES];

#define FFT_LANES DW_LANES
#include "../fft/fft_stockham.glsl"
#include "sponge.glsl"

// The end of a step in real space: scale, obstacles, sponge.
vec2 settle(vec2 transformed, uint x, uint y) {
  const float scale = 1.0 / (float(FFT_N) * float(FFT_N));  // a power of two: exact
  vec2 hphi = transformed * scale;
  if (u_hasObstacles != 0) hphi *= 1.0 - texelFetch(obstacles, ivec2(x, y), 0).r;
  return hphi * spongeFactor(x, y);
}

// The start of a step: the pressure patches' kick to φ.
vec2 kick(vec2 hphi, uint x, uint y) {
  for (int s = 0; s < u_sourceCount; ++s) {
    const vec2 d = vec2(float(x), float(y)) + 0.5 - u_sources[s].xy;
    hphi.y -= u_sources[s].w * exp(-dot(d, d) / (u_sources[s].z * u_sources[s].z));
  }
  return hphi;
}

void main() {
  const uint lane = gl_LocalInvocationIndex / uint(FFT_SPAN), j = gl_LocalInvocationIndex % uint(FFT_SPAN);
  const uint y = gl_WorkGroupID.x * uint(DW_LANES) + lane;
  vec2 v[8];
#if DW_ROWS_INVERSE
  for (uint m = 0u; m < 8u; ++m) v[m] = imageLoad(spectrum, ivec2(j + m * uint(FFT_SPAN), y)).xy;
#else
  for (uint m = 0u; m < 8u; ++m) v[m] = field[y * uint(FFT_N) + j + m * uint(FFT_SPAN)];
#endif
#if DW_ROWS_INVERSE
  fftInverse(v, lane, j);
  for (uint m = 0u; m < 8u; ++m) {
    const uint x = j + m * uint(FFT_SPAN);
    v[m] = settle(v[m], x, y);
#if !DW_ROWS_FORWARD
    field[y * uint(FFT_N) + x] = v[m];
    imageStore(heightImage, ivec2(x, y), vec4(v[m], 0.0, 0.0));
#endif
  }
#endif
#if DW_ROWS_FORWARD
  for (uint m = 0u; m < 8u; ++m) v[m] = kick(v[m], j + m * uint(FFT_SPAN), y);
  fftForward(v, lane, j);
  for (uint m = 0u; m < 8u; ++m) imageStore(spectrum, ivec2(j + m * uint(FFT_SPAN), y), vec4(v[m], 0.0, 0.0));
#endif
}
