// How much of the wind sea reaches water `depth` metres deep, and how much of
// it breaks there: one source for the water's shaders
// (render/wind_sea_sample.glsl), the floor's caustics and the harbor's
// floating bodies (scenes/harbor/probe_reader.cpp), so a boat rides the waves
// drawn where it floats.
//
// Linear theory, for waves at the sea's peak angular frequency ω (the drawn
// sea is scaled as one; its short waves, deep-water waves nearly to the
// shore, shoal less than this says):
//  - dispersion ω² = g·k·tanh(k·h) gives the wavenumber k at depth h
//    (Fenton & McKee 1990's explicit form, then one Newton step: within
//    0.01 % of the root);
//  - shoaling: a wave keeps its energy flux E·cg as the water shallows, so
//    its height goes as Ks = √(cg₀/cg), cg = (ω/k)·(1 + 2kh/sinh 2kh)/2 and
//    cg₀ = g/(2ω) in deep water (Dean & Dalrymple 1991, §4.5): 0.913 at its
//    lowest (kh ≈ 1.3), then rising as the water thins;
//  - breaking: a wave breaks once it is 0.78 of the depth high (McCowan
//    1894), so the sea's height is held to that;
//  - of waves whose heights are Rayleigh-distributed about Hrms = Hs/√2 (the
//    shoaled ones), those above the breaking height Hb = 0.78·h break: a
//    share exp(−(Hb/Hrms)²) (Baldock et al. 1998), the surf.
#ifndef TIDEPOOL_WIND_SEA_DEPTH_SHARE_H
#define TIDEPOOL_WIND_SEA_DEPTH_SHARE_H

#include "../../common/shared_functions.h"

#ifdef __cplusplus
namespace tp::wind_sea {
using namespace tp::glsl;
#endif

TP_SHARED_CONST float kShoalGravity = 9.81f;  // m/s²
TP_SHARED_CONST float kBreakingIndex = 0.78f; // a wave's height over the depth it breaks at

// k₀ (rad/m) of deep water, ω² = g·k₀, at angular frequency ω (rad/s).
TP_SHARED_FUNCTION float deepWaterWaveNumber(float omega) { return omega * omega / kShoalGravity; }

// k (rad/m) with ω² = g·k·tanh(k·h), for ω > 0 and h > 0.
TP_SHARED_FUNCTION float waveNumberAtDepth(float omega, float depth) {
  const float deep = deepWaterWaveNumber(omega);     // k₀
  const float deepDepth = deep * depth;              // k₀h
  // Fenton & McKee 1990: kh ≈ k₀h·coth((k₀h)^(3/4))^(2/3).
  float k = deep * pow(1.0f / tanh(pow(deepDepth, 0.75f)), 2.0f / 3.0f);
  const float t = tanh(min(k * depth, 20.0f));
  const float f = kShoalGravity * k * t - omega * omega;
  const float slope = kShoalGravity * (t + k * depth * (1.0f - t * t));
  return k - f / slope;
}

// Ks = √(cg₀/cg) at depth h for waves of angular frequency ω (deep water: 1).
TP_SHARED_FUNCTION float shoalingCoefficient(float omega, float depth) {
  const float k = waveNumberAtDepth(omega, depth);
  const float twice = min(2.0f * k * depth, 40.0f);  // 2kh: past it, 2kh/sinh(2kh) is below 1e-16
  const float groupSpeed = 0.5f * (omega / k) * (1.0f + twice / sinh(twice));
  return sqrt(kShoalGravity / (2.0f * omega) / groupSpeed);
}

// Ks at `depth` for a sea peaking at `peakOmega` (rad/s; 0: no shoaling, 1),
// worked out once a point for the two below.
TP_SHARED_FUNCTION float windSeaShoalingFor(float depth, float peakOmega) {
  return peakOmega > 0.0f && depth > 0.0f ? shoalingCoefficient(peakOmega, depth) : 1.0f;
}

// The drawn sea's height at `depth` over its deep-water height
// `significantHeight` (m, 4·√m₀), `shoaling` its Ks there: shoaled, and held
// to the breaking height.
TP_SHARED_FUNCTION float windSeaDepthShareFor(float depth, float significantHeight, float shoaling) {
  if (depth <= 0.0f) return 0.0f;
  return significantHeight > 0.0f ? min(shoaling, kBreakingIndex * depth / significantHeight) : shoaling;
}

// The share of the waves arriving at `depth` that break there (0 .. 1).
TP_SHARED_FUNCTION float windSeaBreakingShareFor(float depth, float significantHeight, float shoaling) {
  if (significantHeight <= 0.0f) return 0.0f;
  if (depth <= 0.0f) return 1.0f;
  const float ratio = kBreakingIndex * depth / (shoaling * significantHeight / sqrt(2.0f));  // Hb/Hrms
  return exp(-ratio * ratio);
}

#ifdef __cplusplus
}  // namespace tp::wind_sea
#endif

#endif
