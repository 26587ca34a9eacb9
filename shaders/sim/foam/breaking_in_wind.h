// Where the simulated waves (a wake, a splash's rings) break when the wind
// sea rides on them: one source for the foam step (foam_step.comp) and its
// tests.
//
// A crest breaks where the surface grows steeper than it can stand; the foam
// step makes white water as smoothstep(start, full, s) of the slope s. The
// foam grid sees only the simulated waves, but in a wind the wind sea's own
// slopes add to theirs: a wake's crest that alone stays clear breaks where a
// wind wave steepens it further, and so a wind whitens the V of a wake, most
// over its steepest crests. Along the simulated slope's direction the wind
// sea's slope X is Gaussian with deviation σ (a sum of many independent
// modes, as in whitecaps.hpp), so the breaking there is the mean of
// smoothstep(start, full, s + X), worked out exactly: smoothstep is 0 below
// start, 1 above full and a cubic between, and a cubic's mean over part of a
// Gaussian comes from the normal's tail and density (the truncated normal's
// first three moments). Less the same mean at s = 0: the wind sea's own
// breaking is drawn by the renderer already (its whitecaps), so flat water
// gains nothing here and the foam grid's patch shows no edge. With σ = 0 it
// is the smoothstep alone.
#ifndef TIDEPOOL_FOAM_BREAKING_IN_WIND_H
#define TIDEPOOL_FOAM_BREAKING_IN_WIND_H

#include "../../common/shared_functions.h"

#ifdef __cplusplus
namespace tp::foam {
using namespace tp::glsl;
#endif

// The standard normal's density φ(z).
TP_SHARED_FUNCTION float normalDensity(float z) { return 0.39894228f * exp(-0.5f * z * z); }

// P(Z > z) for the standard normal: for z >= 0 Abramowitz & Stegun 7.1.26's
// erfc (error under 1.5e-7, relative to the tail's own size where it is
// small), and 1 − P(Z > −z) below.
TP_SHARED_FUNCTION float normalTail(float z) {
  const float x = abs(z) * 0.70710678f;  // erfc's argument, z/√2
  const float t = 1.0f / (1.0f + 0.3275911f * x);
  const float poly = t * (0.254829592f + t * (-0.284496736f + t * (1.421413741f + t * (-1.453152027f + t * 1.061405429f))));
  const float upper = 0.5f * poly * exp(-x * x);
  return z >= 0.0f ? upper : 1.0f - upper;
}

// The mean of smoothstep(start, full, slope + σ·Z), Z standard normal, σ > 0.
TP_SHARED_FUNCTION float windBrokenMean(float slope, float start, float full, float deviation) {
  const float alpha = (start - slope) / deviation, beta = (full - slope) / deviation;
  // Between start and full, t = (slope + σz − start)/(full − start) = c0 + c1·z,
  // and smoothstep = 3t² − 2t³, a cubic in z.
  const float c0 = (slope - start) / (full - start), c1 = deviation / (full - start);
  const float k0 = 3.0f * c0 * c0 - 2.0f * c0 * c0 * c0;
  const float k1 = 6.0f * c0 * c1 * (1.0f - c0);
  const float k2 = 3.0f * c1 * c1 * (1.0f - 2.0f * c0);
  const float k3 = -2.0f * c1 * c1 * c1;
  // ∫ z^k φ(z) dz over [α, β]: zeroth to third moments.
  const float da = normalDensity(alpha), db = normalDensity(beta);
  const float m0 = normalTail(alpha) - normalTail(beta);
  const float m1 = da - db;
  const float m2 = m0 + alpha * da - beta * db;
  const float m3 = 2.0f * m1 + alpha * alpha * da - beta * beta * db;
  return normalTail(beta) + k0 * m0 + k1 * m1 + k2 * m2 + k3 * m3;
}

// The breaking (0 .. 1) of simulated waves of slope `slope` (tan of the
// tilt, >= 0) where breaking runs from `start` to `full` (start < full), with
// the wind sea's slope along that direction of deviation `deviation` (0: no
// wind sea).
TP_SHARED_FUNCTION float breakingInWind(float slope, float start, float full, float deviation) {
  if (deviation <= 0.0f) return smoothstep(start, full, slope);
  return clamp(windBrokenMean(slope, start, full, deviation) - windBrokenMean(0.0f, start, full, deviation), 0.0f,
               1.0f);
}

#ifdef __cplusplus
}  // namespace tp::foam
#endif

#endif
