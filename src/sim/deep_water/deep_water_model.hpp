#pragma once
// The deep-water solver's formulas, in double precision, shared by the CPU
// twin and (restated in GLSL, shaders/sim/deep_water/) the GPU solver.
//
// State: the surface height h and the velocity potential φ at the surface,
// on an n×n periodic grid of spacing `cellSize`. Linear water waves of depth
// d: each Fourier mode (wavevector k, |k| = k) is an oscillator of frequency
//   ω = √(g·k·tanh(k·d))
// and one step of Δt advances it exactly (Tessendorf, "eWave", 2014):
//   ĥ' = cos(ωΔt)·ĥ + (ω/g)·sin(ωΔt)·φ̂,   φ̂' = cos(ωΔt)·φ̂ − (g/ω)·sin(ωΔt)·ĥ,
// with (ω/g) written as k·tanh(k·d)/ω (it stays bounded as ω → 0), and at
// k = 0 the limit ĥ' = ĥ, φ̂' = φ̂ − g·Δt·ĥ. Both are scaled by e^(−damping·Δt).
// The map is a rotation of (√g·ĥ, (ω/√g)·φ̂), so the energy
//   E = ½·Σ (g·h² + φ·∂φ/∂n)·cell² = ½·(cell²/n²)·Σ_k (g·|ĥ|² + (ω²/g)·|φ̂|²)
// (per unit density) is kept exactly when undamped.
//
// Real-space passes: before the transform, moving pressure patches,
//   φ −= (p/ρ)·G·Δt, G = e^(−r²/R²) (Bernoulli's surface condition,
//   ∂φ/∂t = −g·h − p/ρ); after it, in this order,
//   obstacles: h and φ times (1 − mask) (so land stays at rest at the end of every step);
//   the sponge: h and φ times 1 − strength·t², t = how far into the edge
//   layer the cell lies (0 at its inner edge, 1 at the grid edge).
#include <cmath>

#include "sim/deep_water/deep_water_params.hpp"
#include "sim/fft/fft_index.hpp"
#include "sim/moving_source.hpp"

namespace tp {

// One mode's step: ĥ' = keep·ĥ + heightFromPotential·φ̂, φ̂' = keep·φ̂ + potentialFromHeight·ĥ.
struct SpectralStep {
  double keep = 1, heightFromPotential = 0, potentialFromHeight = 0;
};

inline double deepWaterFrequency(double k, const DeepWaterParams& p) {
  return std::sqrt(double(p.gravity) * k * std::tanh(k * double(p.depth)));
}

inline SpectralStep deepWaterStepFor(double k, const DeepWaterParams& p) {
  const double g = p.gravity, dt = p.dt, decay = std::exp(-double(p.damping) * dt);
  if (k <= 0.0) return {decay, 0.0, -g * dt * decay};
  const double omega = deepWaterFrequency(k, p);
  const double c = std::cos(omega * dt), s = std::sin(omega * dt);
  return {c * decay, k * std::tanh(k * double(p.depth)) / omega * s * decay, -g / omega * s * decay};
}

// The wavenumber in rad/m of row or column i of an n-point transform.
inline double deepWaterWavenumber(int i, int n, double cellSize) {
  return 2.0 * 3.14159265358979323846 * double(fftSignedIndex(i, n)) / (double(n) * cellSize);
}

// The sponge's factor for cell (x, y) of an n×n grid (1 outside the layer).
inline double deepWaterSpongeFactor(int x, int y, int n, double widthCells, double strength) {
  if (widthCells <= 0.0) return 1.0;
  const double toEdgeX = std::fmin(x + 0.5, n - x - 0.5), toEdgeY = std::fmin(y + 0.5, n - y - 0.5);
  const double into = widthCells - std::fmin(toEdgeX, toEdgeY);
  if (into <= 0.0) return 1.0;
  const double t = std::fmin(into / widthCells, 1.0);
  return 1.0 - strength * t * t;
}

}  // namespace tp
