#version 450
// The radix-2 version of a deep-water step's first pass (src/sim/deep_water/deep_water_model.hpp),
// one work group a row: the moving pressure patches kick φ, then the
// forward transform of the row of h + iφ, in place.
#include "../../sim/deep_water/deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "../../sim/deep_water/field_access.glsl"

uniform int u_sourceCount;
// Per patch: centre x, y (cells) now, radius (cells), p/ρ·Δt (m²/s).
uniform vec4 u_sources[DW_MAX_SOURCES];

shared vec2 fftData[FFT_N];
#include "../../sim/fft/fft_radix2.glsl"

void main() {
  const uint y = gl_WorkGroupID.x;
  for (uint x = gl_LocalInvocationIndex; x < uint(FFT_N); x += gl_WorkGroupSize.x) {
    vec2 hphi = field[y * uint(FFT_N) + x];
    for (int s = 0; s < u_sourceCount; ++s) {
      const vec2 d = vec2(float(x), float(y)) + 0.5 - u_sources[s].xy;
      hphi.y -= u_sources[s].w * exp(-dot(d, d) / (u_sources[s].z * u_sources[s].z));
    }
    fftData[fftReversed(x)] = hphi;
  }
  memoryBarrierShared();
  barrier();
  fftForward(1u);
  for (uint x = gl_LocalInvocationIndex; x < uint(FFT_N); x += gl_WorkGroupSize.x)
    field[y * uint(FFT_N) + x] = fftData[x];
}
