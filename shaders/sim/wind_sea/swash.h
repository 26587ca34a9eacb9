// The swash: the sheet of water each wave sends up a beach after it breaks,
// and that runs back down before the next. One source for the water's
// shaders (render/wind_sea_sample.glsl) and the tests.
//
// Stockdon, Holman, Howd & Sallenger 2006, "Empirical parameterization of
// setup, swash, and runup" (Coastal Engineering 53), fitted to ten field
// experiments, for deep-water significant height H0 and wavelength
// L0 = g·T²/(2π) at the peak period T, over a foreshore of slope βf:
//  - setup, the mean water level at the shore: 0.35·βf·√(H0·L0);
//  - significant swash height S = √(H0·L0·(0.563·βf² + 0.004));
//  - run-up exceeded by 2 % of the waves R2 = 1.1·(setup + S/2).
// Their beaches were sandy, βf up to about 0.16; the islands' rocky flanks
// are steeper, where the formula would keep growing: the slope is held to
// kSwashSlopeLimit.
//
// Drawn, the water's level at the shore follows the waves arriving there:
// setup + gain·η, η the deep-water sea's height at the point (its long
// waves), the gain chosen so that the level is exceeded 2 % of the time at
// R2: η is Gaussian with σ = H0/4, exceeded 2 % of the time at 2.054·σ.
#ifndef TIDEPOOL_WIND_SEA_SWASH_H
#define TIDEPOOL_WIND_SEA_SWASH_H

#include "depth_share.h"

#ifdef __cplusplus
namespace tp::wind_sea {
using namespace tp::glsl;
#endif

TP_SHARED_CONST float kSwashSlopeLimit = 0.2f;
TP_SHARED_CONST float kTwoPercentElevation = 2.054f / 4.0f;  // of H0: a Gaussian sea's 2 % exceedance

// Deep-water wavelength (m) at angular frequency ω (rad/s): 2π/k₀ = 2π·g/ω².
TP_SHARED_FUNCTION float deepWaterWavelength(float omega) { return 6.2831853f / deepWaterWaveNumber(omega); }

// Stockdon et al.'s setup (m) for H0 (m), L0 (m) and foreshore slope βf.
TP_SHARED_FUNCTION float swashSetup(float height, float wavelength, float slope) {
  return 0.35f * min(slope, kSwashSlopeLimit) * sqrt(height * wavelength);
}

// Their significant swash height S (m).
TP_SHARED_FUNCTION float swashHeight(float height, float wavelength, float slope) {
  const float beta = min(slope, kSwashSlopeLimit);
  return sqrt(height * wavelength * (0.563f * beta * beta + 0.004f));
}

// Their 2 % run-up R2 (m above the still water).
TP_SHARED_FUNCTION float runUpTwoPercent(float height, float wavelength, float slope) {
  return 1.1f * (swashSetup(height, wavelength, slope) + 0.5f * swashHeight(height, wavelength, slope));
}

// The water's level at the shore (m above the still water) while the deep
// sea there stands `eta` metres, for a sea of significant height `height`
// (m) peaking at `peakOmega` (rad/s) on a foreshore of `slope`: its mean the
// setup, exceeded by 2 % of the time at R2. 0 without a sea.
TP_SHARED_FUNCTION float swashLevel(float eta, float height, float peakOmega, float slope) {
  if (height <= 0.0f || peakOmega <= 0.0f) return 0.0f;
  const float wavelength = deepWaterWavelength(peakOmega);
  const float setup = swashSetup(height, wavelength, slope);
  const float gain = (runUpTwoPercent(height, wavelength, slope) - setup) / (kTwoPercentElevation * height);
  return setup + gain * eta;
}

// How much of the swash the water `depth` metres deep (at rest) carries: all
// of it at and above the still waterline, none where the sea's significant
// wave `height` (m) has not yet broken (deeper than height/0.78, McCowan's
// index as in depth_share.h); in between the surf zone, where it rises.
TP_SHARED_FUNCTION float swashShare(float depth, float height) {
  if (height <= 0.0f) return 0.0f;
  return 1.0f - smoothstep(0.0f, height / kBreakingIndex, depth);
}

#ifdef __cplusplus
}  // namespace tp::wind_sea
#endif

#endif
