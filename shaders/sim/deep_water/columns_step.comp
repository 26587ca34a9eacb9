#version 450
// A deep-water step's second pass (src/sim/deep_water/deep_water_model.hpp):
// one work group takes column kx of the row-transformed field (lane 0) and
// its mirror column n − kx (lane 1), transforms both along y, advances every
// mode exactly (mode_step.glsl: a mode k and its mirror −k lie in these two
// columns) and transforms back. Columns 0 and n/2 are their own mirrors: both
// lanes then hold the same column, and write back the same values.
#include "deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "field_access.glsl"

uniform float u_gravity;    // m/s²
uniform float u_dt;         // s
uniform float u_depth;      // m
uniform float u_decay;      // e^(−damping·Δt)
uniform float u_wavenumberUnit;  // rad/m per index: 2π/(n·cell)

#define FFT_LANES 2
#include "../fft/fft_stockham.glsl"
#include "mode_step.glsl"

int signedIndex(uint i) { return i < uint(FFT_N / 2) ? int(i) : int(i) - FFT_N; }

void main() {
  const uint kx = gl_WorkGroupID.x, mx = (uint(FFT_N) - kx) % uint(FFT_N);
  const uint lane = gl_LocalInvocationIndex / uint(FFT_SPAN), j = gl_LocalInvocationIndex % uint(FFT_SPAN);
  const uint column = lane == 0u ? kx : mx;
  vec2 v[8];
  for (uint m = 0u; m < 8u; ++m) v[m] = imageLoad(spectrum, ivec2(column, j + m * uint(FFT_SPAN))).xy;
  fftForward(v, lane, j);

  // Each lane advances its own values; the mirror comes from the other lane
  // through shared memory. Both lanes compute a pair alike, so the two
  // halves agree.
  const uint own = lane * uint(FFT_LANE_STRIDE), other = (1u - lane) * uint(FFT_LANE_STRIDE);
  for (uint m = 0u; m < 8u; ++m) fftData[own + FFT_PAD(j + m * uint(FFT_SPAN))] = v[m];
  memoryBarrierShared();
  barrier();
  for (uint m = 0u; m < 8u; ++m) {
    const uint ky = j + m * uint(FFT_SPAN), my = (uint(FFT_N) - ky) % uint(FFT_N);
    const vec2 mirror = fftData[other + FFT_PAD(my)];
    const float k = length(vec2(float(signedIndex(column)), float(signedIndex(ky)))) * u_wavenumberUnit;
    vec2 atK, atMinusK;
    if (lane == 0u)
      advanceModePair(v[m], mirror, k, v[m], atMinusK);
    else
      advanceModePair(mirror, v[m], k, atK, v[m]);
  }
  memoryBarrierShared();
  barrier();  // every mirror read before the inverse's first exchange writes
  fftInverse(v, lane, j);
  for (uint m = 0u; m < 8u; ++m) imageStore(spectrum, ivec2(column, j + m * uint(FFT_SPAN)), vec4(v[m], 0.0, 0.0));
}
