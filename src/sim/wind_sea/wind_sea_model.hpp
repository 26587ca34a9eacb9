#pragma once
// How a patch of wind sea is made from its amplitudes h₀(k)
// (wind_sea_spectrum.hpp), after Tessendorf 2001 ("Simulating Ocean Water"),
// shared by the GPU solver (WindSeaGpu) and its CPU twin (WindSeaCpu):
//
//   H(k, t) = h₀(k)·e^(−iωt) + conj h₀(−k)·e^(iωt),   ω = √(g·|k|)
// (each mode travels along k, and H(−k) = conj H(k), so the surface is real);
// ω is rounded to a whole number of turns per kWindSeaLoopSeconds
// (Tessendorf §3.2's looping in time): the sea repeats every quarter of an
// hour, and a mode's phase is a whole multiple m of t/T, which float
// arithmetic keeps to 1e-7 of a turn however long the program runs
// (windSeaLoopTurns).
// every field is f(x) = Σ_k F(k)·e^(ik·x) over the patch's modes, with
//   height h:        F = H
//   displacement D:  F = i·(k/|k|)·H    (x, z): a point at x is drawn at x + λ·D,
//                    so crests sharpen and troughs widen for choppiness λ > 0
//   slope ∇h:        F = i·k·H
//   ∂D/∂x, ∂D/∂z:    F = −k_a·k_b/|k|·H  (xx, zz, xz): the Jacobian of the
//                    choppy map, J = (1 + λDxx)(1 + λDzz) − λ²Dxz², below 0
//                    where the surface folds over (a breaking crest).
// Sample i of n lies at x = i·patch/n; the patch tiles seamlessly.
#include <cmath>
#include <cstddef>
#include <numbers>

#include "sim/fft/fft_index.hpp"

namespace tp {

inline constexpr double kWindSeaLoopSeconds = 1000.0;

// The wavevector (rad/m) of row `row` (z), column `column` (x) of an n×n
// patch `patchMetres` wide, and its length.
struct WindSeaMode {
  double kx = 0, kz = 0, k = 0;
  bool nyquist = false;  // on the Nyquist row or column: its own mirror, left out of the sea
};
inline WindSeaMode windSeaMode(int row, int column, int n, double patchMetres) {
  const double unit = 2.0 * std::numbers::pi / patchMetres;
  const int ix = fftSignedIndex(column, n), iz = fftSignedIndex(row, n);
  WindSeaMode mode{ix * unit, iz * unit, 0.0, ix == -n / 2 || iz == -n / 2};
  mode.k = std::hypot(mode.kx, mode.kz);
  return mode;
}

// The mode's turns per loop: ω·T/2π rounded, at least 1.
inline double windSeaLoopTurns(double gravity, double waveNumber) {
  const double turns = std::round(std::sqrt(gravity * waveNumber) * kWindSeaLoopSeconds / (2.0 * std::numbers::pi));
  return turns < 1.0 ? 1.0 : turns;
}
// The time within the loop as a fraction of it, in two floats: `high` a
// multiple of 2⁻¹¹ (so m·high is exact in float for m < 2¹³) and `low` the
// rest (below 2⁻¹¹).
struct WindSeaLoopTime {
  float high = 0, low = 0;
};
inline WindSeaLoopTime windSeaLoopTime(double seconds) {
  double loop = seconds / kWindSeaLoopSeconds;
  loop -= std::floor(loop);
  const double high = std::floor(loop * 2048.0) / 2048.0;
  return {float(high), float(loop - high)};
}

// The eight fields a patch holds, in the order the GPU writes them to its two
// RGBA textures: displacement (dx, h, dz, dxz) and slope (hx, hz, dxx, dzz).
enum class WindSeaField : std::size_t { DisplacementX, Height, DisplacementZ, DxDz, SlopeX, SlopeZ, DxDx, DzDz };
inline constexpr std::size_t kWindSeaFields = 8;

}  // namespace tp
