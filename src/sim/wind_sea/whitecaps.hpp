#pragma once
// Where a wind sea turns white. The whitecaps' share of the sea's surface at
// a wind speed U (m/s, 10 m up) is Monahan & O'Muircheartaigh 1980's fit to
// photographs of the open ocean: W = 3.84e-6·U^3.41 (about 0.1 % in a gentle
// breeze, 1 % in a fresh one, 9 % in a gale). A drawn sea turns white where
// its choppy map is squeezed most: where the first-order part of its
// Jacobian (wind_sea_model.hpp), S = 1 + λ·(Dxx + Dzz), is lowest. Dxx + Dzz,
// a sum of many independent modes, is Gaussian with the deviation σ the
// amplitudes give; so the threshold below which a share W of the surface
// lies is 1 + λ·σ·Φ⁻¹(W). (The whole Jacobian's product form runs higher at
// crests, and would leave half the whitecaps out in a fresh breeze.)
#include <complex>
#include <vector>

namespace tp {

// Monahan & O'Muircheartaigh 1980: the whitecaps' share of the surface, 0..1.
double whitecapCoverage(double windSpeed);

// σ of Dxx + Dzz (its spectrum is −|k|·H) over a patch's n×n amplitudes h₀
// (windSeaAmplitudes) `patchMetres` wide: √(Σ k²·(|h₀(k)|² + |h₀(−k)|²)).
double divergenceVariance(const std::vector<std::complex<float>>& amplitudes, int n, double patchMetres);

// The values of S where whitecaps begin and where they are full (half a
// deviation further down), for a sea whose Dxx + Dzz has variance
// `divergenceVariance` drawn with choppiness λ; begin <= full (no whitecaps)
// when there is no wind or no choppiness.
struct WhitecapThreshold {
  double begin = 0, full = 0;
};
WhitecapThreshold whitecapThreshold(double windSpeed, double choppiness, double divergenceVariance);

}  // namespace tp
