#version 450
// A deep-water step's first pass (src/sim/deep_water/deep_water_model.hpp):
// the moving pressure patches kick φ, then the forward transform of each
// row of h + iφ, in place. A work group takes DW_LANES rows, n/8
// invocations each (sim/fft/fft_stockham.glsl).
#include "deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "field_access.glsl"

uniform int u_sourceCount;
// Per patch: centre x, y (cells) now, radius (cells), p/ρ·Δt (m²/s).
uniform vec4 u_sources[DW_MAX_SOURCES];

#define FFT_LANES DW_LANES
#include "../fft/fft_stockham.glsl"

void main() {
  const uint lane = gl_LocalInvocationIndex / uint(FFT_SPAN), j = gl_LocalInvocationIndex % uint(FFT_SPAN);
  const uint y = gl_WorkGroupID.x * uint(DW_LANES) + lane;
  vec2 v[8];
  for (uint m = 0u; m < 8u; ++m) {
    const uint x = j + m * uint(FFT_SPAN);
    vec2 hphi = field[y * uint(FFT_N) + x];
    for (int s = 0; s < u_sourceCount; ++s) {
      const vec2 d = vec2(float(x), float(y)) + 0.5 - u_sources[s].xy;
      hphi.y -= u_sources[s].w * exp(-dot(d, d) / (u_sources[s].z * u_sources[s].z));
    }
    v[m] = hphi;
  }
  fftForward(v, lane, j);
  for (uint m = 0u; m < 8u; ++m) field[y * uint(FFT_N) + j + m * uint(FFT_SPAN)] = v[m];
}
