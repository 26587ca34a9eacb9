#pragma once
// How rough the sea is below what the renderer draws, for the sun's glitter
// (shaders/render/water_look.glsl's sunGlitter). Cox & Munk 1954 ("Measurement
// of the roughness of the sea surface from photographs of the sun's glitter",
// JOSA 44(11)) measured the mean square slope of the whole surface, σ² =
// 0.003 + 5.12e-3·W (W the wind 12.5 m up, m/s), and of a surface whose
// capillary and short waves an oil slick had damped, 0.008 + 1.56e-3·W. The
// difference is the share of waves shorter than about 30 cm, which no drawn
// grid here resolves; the longer ones are drawn (the wind sea). A floor of
// 0.001 stands for the ripples even still water has, so a calm sea's sun is
// a small patch of glitter, not a mirrored disc.
#include <algorithm>

namespace tp {

// The mean square slope of the ripples even still water keeps: the glitter's
// floor, and all that is left of the short waves in a slick.
inline constexpr float kStillRippleSlopeVariance = 0.001f;

// Cox & Munk's mean square slope of a clean sea in wind `windSpeed` (m/s).
inline float coxMunkSlopeVariance(float windSpeed) { return 0.003f + 5.12e-3f * windSpeed; }

// The part of it in waves too short to draw.
inline float unresolvedSlopeVariance(float windSpeed) {
  const float slick = 0.008f + 1.56e-3f * windSpeed;
  return std::max(coxMunkSlopeVariance(windSpeed) - slick, kStillRippleSlopeVariance);
}

}  // namespace tp
