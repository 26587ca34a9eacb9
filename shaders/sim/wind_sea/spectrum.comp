#version 450
// The wind sea's first pass: every mode's spectra at time u_time
// (wind_sea_model.hpp), packed two to a plane for the inverse transforms.
#include "wind_sea_layout.h"

layout(local_size_x = 16, local_size_y = 16) in;
#include "field_access.glsl"
// Per mode: h₀(k) in xy, its whole turns per loop m in z (windSeaLoopTurns).
layout(std430, binding = WS_SSBO_AMPLITUDES) readonly buffer Amplitudes { vec4 amplitudes[]; };
uniform vec2 u_loopTime;          // t/T within the loop, as high + low (windSeaLoopTime)
uniform float u_wavenumberUnit;   // rad/m between neighbouring modes: 2π/patch

vec2 complexTimes(vec2 a, vec2 b) { return vec2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }

// As fftSignedIndex (sim/fft/fft_index.hpp): the Nyquist index counts as −n/2.
int signedIndex(uint i) { return i < uint(FFT_N / 2) ? int(i) : int(i) - FFT_N; }

void main() {
  const uint column = gl_GlobalInvocationID.x, row = gl_GlobalInvocationID.y;
  if (column >= uint(FFT_N) || row >= uint(FFT_N)) return;
  const float kx = float(signedIndex(column)) * u_wavenumberUnit;
  const float kz = float(signedIndex(row)) * u_wavenumberUnit;
  const float k = length(vec2(kx, kz));
  vec2 h = vec2(0.0);
  if (k > 0.0) {
    // The phase ω·t is m·t/T turns (m whole, below 2¹³): m·high is exact in
    // float and m·low tiny, each taken modulo a turn.
    const vec4 at = amplitudes[row * uint(FFT_N) + column];
    const vec4 mirror = amplitudes[((uint(FFT_N) - row) % uint(FFT_N)) * uint(FFT_N) + (uint(FFT_N) - column) % uint(FFT_N)];
    const float turns = fract(fract(at.z * u_loopTime.x) + at.z * u_loopTime.y);
    const float phase = 6.2831853 * turns;
    const vec2 spin = vec2(cos(phase), sin(phase));  // e^(iωt)
    h = complexTimes(at.xy, vec2(spin.x, -spin.y)) + complexTimes(vec2(mirror.x, -mirror.y), spin);
  }
  // The four packed planes A + i·B (wind_sea_layout.h), multiplied out so
  // that no i·(i·h) is left to the compiler: with ih = i·h and s = 1/|k|,
  //   h + i·dx    = h − h·kx·s               (dx = ih·kx·s)
  //   dz + i·hx   = ih·kz·s − h·kx           (hx = ih·kx)
  //   hz + i·dxx  = ih·kz − ih·kx²·s         (dxx = −h·kx²·s)
  //   dzz + i·dxz = −h·kz²·s − ih·kx·kz·s    (dxz = −h·kx·kz·s)
  // (The NVIDIA 580 driver got i·(i·h) wrong when it was written as two
  // nested rotations.)
  const float s = 1.0 / max(k, 1e-30);  // at k = 0, h is 0
  const vec2 ih = vec2(-h.y, h.x);
  field[fieldIndex(0u, row, column)] = h - h * (kx * s);
  field[fieldIndex(1u, row, column)] = ih * (kz * s) - h * kx;
  field[fieldIndex(2u, row, column)] = ih * kz - ih * (kx * kx * s);
  field[fieldIndex(3u, row, column)] = -h * (kz * kz * s) - ih * (kx * kz * s);
}
