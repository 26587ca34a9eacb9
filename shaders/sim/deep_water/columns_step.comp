#version 450
// A deep-water step's second pass (src/sim/deep_water/deep_water_model.hpp):
// one work group takes column kx of the row-transformed field and its mirror
// column n − kx, transforms both along y, advances every mode exactly,
// and transforms back. A mode k and its mirror −k lie in these two columns,
// and h and φ are unpacked from the pair: with C = FFT(h + iφ),
//   ĥ(k) = (C(k) + conj C(−k))/2,   φ̂(k) = (C(k) − conj C(−k))/(2i).
// Columns 0 and n/2 are their own mirrors (one lane).
#include "deep_water_layout.h"

layout(local_size_x = DW_GROUP) in;
#include "field_access.glsl"

uniform float u_gravity;    // m/s²
uniform float u_dt;         // s
uniform float u_depth;      // m
uniform float u_decay;      // e^(−damping·Δt)
uniform float u_wavenumberUnit;  // rad/m per index: 2π/(n·cell)

shared vec2 fftData[2 * FFT_N];
#include "../fft/fft_radix2.glsl"

int signedIndex(uint i) { return i < uint(FFT_N / 2) ? int(i) : int(i) - FFT_N; }

// ĥ' = keep·ĥ + hFromPhi·φ̂, φ̂' = keep·φ̂ + phiFromH·ĥ (deepWaterStepFor), in
// double precision. The step is a rotation of (√g·ĥ, (ω/√g)·φ̂): its
// determinant keep² − hFromPhi·phiFromH is 1. Rounded to float, each mode's
// coefficients would miss that by up to about 1e-7 the same way at every
// step, and its energy would grow or decay by that much a step (1e-3 over
// 10⁴ steps); so the float sine and cosine are rescaled in double to make
// the determinant 1, and the mode is advanced in double.
void modeStep(float k, out double keep, out double hFromPhi, out double phiFromH) {
  if (k <= 0.0) {
    keep = double(u_decay);
    hFromPhi = 0.0lf;
    phiFromH = -double(u_gravity) * double(u_dt) * double(u_decay);
    return;
  }
  const float depthTanh = tanh(min(k * u_depth, 20.0));  // tanh is 1 to float precision past 20
  const float omega = sqrt(u_gravity * k * depthTanh);
  double c = double(cos(omega * u_dt)), s = double(sin(omega * u_dt));
  const double unit = 1.0lf / sqrt(c * c + s * s);
  c *= unit;
  s *= unit;
  // (ω/g)·(g/ω) must be 1 exactly: both from one ratio in double.
  const double heightPerPotential = double(k) * double(depthTanh) / double(omega);
  keep = c * double(u_decay);
  hFromPhi = heightPerPotential * s * double(u_decay);
  phiFromH = -s / heightPerPotential * double(u_decay);
}

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
    const dvec2 atK = dvec2(fftData[at]), mirrored = dvec2(fftData[mirror].x, -fftData[mirror].y);
    const dvec2 h = (atK + mirrored) * 0.5lf;
    const dvec2 phi = dvec2(atK.y - mirrored.y, mirrored.x - atK.x) * 0.5lf;  // (atK − mirrored)/(2i)
    double keep, hFromPhi, phiFromH;
    modeStep(length(vec2(float(signedIndex(kx)), float(signedIndex(ky)))) * u_wavenumberUnit, keep, hFromPhi,
             phiFromH);
    const dvec2 h2 = keep * h + hFromPhi * phi;
    const dvec2 phi2 = keep * phi + phiFromH * h;
    fftData[at] = vec2(h2 + dvec2(-phi2.y, phi2.x));                      // ĥ' + i·φ̂'
    fftData[mirror] = vec2(dvec2(h2.x, -h2.y) + dvec2(phi2.y, phi2.x));  // conj ĥ' + i·conj φ̂'
  }
  memoryBarrierShared();
  barrier();
  fftInverse(lanes);
  for (uint i = gl_LocalInvocationIndex; i < lanes * uint(FFT_N); i += gl_WorkGroupSize.x) {
    const uint lane = i / uint(FFT_N), position = i % uint(FFT_N);
    field[fftReversed(position) * uint(FFT_N) + (lane == 0u ? kx : mx)] = fftData[i];
  }
}
