#version 450
// The wind sea's first pass: every mode's spectra at time u_time
// (wind_sea_model.hpp), packed two to a plane for the inverse transforms.
#extension GL_ARB_gpu_shader_fp64 : enable
#include "wind_sea_layout.h"

layout(local_size_x = 16, local_size_y = 16) in;
#include "field_access.glsl"
layout(std430, binding = WS_SSBO_AMPLITUDES) readonly buffer Amplitudes { vec2 amplitudes[]; };
uniform double u_time;            // s
uniform double u_gravity;         // m/s²
uniform double u_wavenumberUnit;  // rad/m between neighbouring modes: 2π/patch

vec2 complexTimes(vec2 a, vec2 b) { return vec2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
vec2 timesI(vec2 a) { return vec2(-a.y, a.x); }

int signedIndex(uint i) { return i <= uint(FFT_N / 2) ? int(i) : int(i) - FFT_N; }

void main() {
  const uint column = gl_GlobalInvocationID.x, row = gl_GlobalInvocationID.y;
  if (column >= uint(FFT_N) || row >= uint(FFT_N)) return;
  const double kxd = double(signedIndex(column)) * u_wavenumberUnit;
  const double kzd = double(signedIndex(row)) * u_wavenumberUnit;
  const double kd = sqrt(kxd * kxd + kzd * kzd);
  vec2 h = vec2(0.0);
  if (kd > 0.0lf) {
    // The phase ω·t in double, wrapped to one turn before the float sine: an
    // hour in, ω·t passes 10⁴ rad, where a float keeps only 10⁻³ of a radian.
    const double turn = 6.283185307179586lf;
    double phase = sqrt(u_gravity * kd) * u_time;
    phase -= floor(phase / turn) * turn;
    const vec2 spin = vec2(cos(float(phase)), sin(float(phase)));  // e^(iωt)
    const vec2 at = amplitudes[row * uint(FFT_N) + column];
    const vec2 mirror = amplitudes[((uint(FFT_N) - row) % uint(FFT_N)) * uint(FFT_N) + (uint(FFT_N) - column) % uint(FFT_N)];
    h = complexTimes(at, vec2(spin.x, -spin.y)) + complexTimes(vec2(mirror.x, -mirror.y), spin);
  }
  const float kx = float(kxd), kz = float(kzd), k = max(float(kd), 1e-30);
  const vec2 dx = timesI(h) * (kx / k), dz = timesI(h) * (kz / k);
  const vec2 hx = timesI(h) * kx, hz = timesI(h) * kz;
  const vec2 dxx = -h * (kx * kx / k), dzz = -h * (kz * kz / k), dxz = -h * (kx * kz / k);
  field[fieldIndex(0u, row, column)] = h + timesI(dx);
  field[fieldIndex(1u, row, column)] = dz + timesI(hx);
  field[fieldIndex(2u, row, column)] = hz + timesI(dxx);
  field[fieldIndex(3u, row, column)] = dzz + timesI(dxz);
}
