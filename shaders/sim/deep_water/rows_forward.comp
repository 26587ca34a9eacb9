#version 450
// A deep-water step's first pass (src/sim/deep_water/deep_water_model.hpp),
// one work group a row: the real-space passes on (h, φ) (moving pressure
// patches, obstacles, the sponge), then the forward transform of the row of
// h + iφ, in place.
#include "deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "field_access.glsl"

layout(binding = DW_TEX_OBSTACLES) uniform sampler2D obstacles;  // r: 1 = solid
uniform int u_hasObstacles;
uniform float u_spongeCells;     // width of the edge layer; 0 = none
uniform float u_spongeStrength;  // 1/step at the grid edge
uniform int u_sourceCount;
// Per patch: centre x, y (cells) now, radius (cells), p/ρ·Δt (m²/s).
uniform vec4 u_sources[DW_MAX_SOURCES];

shared vec2 fftData[FFT_N];
#include "fft_radix2.glsl"

float spongeFactor(uint x, uint y) {
  if (u_spongeCells <= 0.0) return 1.0;
  const float n = float(FFT_N);
  const float toEdge = min(min(float(x) + 0.5, n - float(x) - 0.5), min(float(y) + 0.5, n - float(y) - 0.5));
  const float into = u_spongeCells - toEdge;
  if (into <= 0.0) return 1.0;
  const float t = min(into / u_spongeCells, 1.0);
  return 1.0 - u_spongeStrength * t * t;
}

void main() {
  const uint y = gl_WorkGroupID.x;
  for (uint x = gl_LocalInvocationIndex; x < uint(FFT_N); x += gl_WorkGroupSize.x) {
    vec2 hphi = field[y * uint(FFT_N) + x];
    for (int s = 0; s < u_sourceCount; ++s) {
      const vec2 d = vec2(float(x), float(y)) + 0.5 - u_sources[s].xy;
      hphi.y -= u_sources[s].w * exp(-dot(d, d) / (u_sources[s].z * u_sources[s].z));
    }
    if (u_hasObstacles != 0) hphi *= 1.0 - texelFetch(obstacles, ivec2(x, y), 0).r;
    hphi *= spongeFactor(x, y);
    fftData[fftReversed(x)] = hphi;
  }
  memoryBarrierShared();
  barrier();
  fftForward(1u);
  for (uint x = gl_LocalInvocationIndex; x < uint(FFT_N); x += gl_WorkGroupSize.x)
    field[y * uint(FFT_N) + x] = fftData[x];
}
