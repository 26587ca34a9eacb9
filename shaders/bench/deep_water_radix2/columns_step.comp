#version 450
// The radix-2 version of a deep-water step's second pass (src/sim/deep_water/deep_water_model.hpp):
// one work group takes column kx of the row-transformed field and its mirror
// column n − kx, transforms both along y, advances every mode exactly,
// and transforms back. A mode k and its mirror −k lie in these two columns,
// and h and φ are unpacked from the pair: with C = FFT(h + iφ),
//   ĥ(k) = (C(k) + conj C(−k))/2,   φ̂(k) = (C(k) − conj C(−k))/(2i).
// Columns 0 and n/2 are their own mirrors (one lane).
#include "../../sim/deep_water/deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "../../sim/deep_water/field_access.glsl"

uniform float u_gravity;    // m/s²
uniform float u_dt;         // s
uniform float u_depth;      // m
uniform float u_decay;      // e^(−damping·Δt)
uniform float u_wavenumberUnit;  // rad/m per index: 2π/(n·cell)

shared vec2 fftData[2 * FFT_N];
#include "../../sim/fft/fft_radix2.glsl"

int signedIndex(uint i) { return i < uint(FFT_N / 2) ? int(i) : int(i) - FFT_N; }

#include "../../sim/deep_water/mode_step.glsl"

void main() {
  const uint kx = gl_WorkGroupID.x, mx = (uint(FFT_N) - kx) % uint(FFT_N);
  const uint lanes = kx == mx ? 1u : 2u;
  for (uint i = gl_LocalInvocationIndex; i < lanes * uint(FFT_N); i += gl_WorkGroupSize.x) {
    const uint lane = i / uint(FFT_N), y = i % uint(FFT_N);
    fftData[lane * uint(FFT_N) + fftReversed(y)] = field[y * uint(FFT_N) + (lane == 0u ? kx : mx)];
  }
  memoryBarrierShared();
  barrier();
  fftForward(lanes);

  for (uint ky = gl_LocalInvocationIndex; ky < uint(FFT_N); ky += gl_WorkGroupSize.x) {
    const uint my = (uint(FFT_N) - ky) % uint(FFT_N);
    if (lanes == 1u && my < ky) continue;  // the pair's other row does it
    const uint at = ky, mirror = (lanes - 1u) * uint(FFT_N) + my;
    advanceModePair(fftData[at], fftData[mirror],
                    length(vec2(float(signedIndex(kx)), float(signedIndex(ky)))) * u_wavenumberUnit, fftData[at],
                    fftData[mirror]);
  }
  memoryBarrierShared();
  barrier();
  fftInverse(lanes);
  for (uint i = gl_LocalInvocationIndex; i < lanes * uint(FFT_N); i += gl_WorkGroupSize.x) {
    const uint lane = i / uint(FFT_N), position = i % uint(FFT_N);
    field[fftReversed(position) * uint(FFT_N) + (lane == 0u ? kx : mx)] = fftData[i];
  }
}
