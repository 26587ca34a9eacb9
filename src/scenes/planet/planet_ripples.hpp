#pragma once
// The planet's wind ripples on the CPU (shaders/scenes/planet/planet_ripples.h
// has the waves and why they are these): their mean square slope, which the
// glint takes over as the waves fade.
#include "shaders/scenes/planet/planet_ripples.h"

namespace tp {

inline constexpr int kRippleWaves = PLANET_RIPPLE_WAVES;

// The ripples' mean square slope along the surface, averaged over the ball,
// at full wind: Σ (a·k)²/2 · 2/3.
inline float planetRippleSlopeVariance() {
  return float(kRippleWaves) * ripples::kRippleSteepness * ripples::kRippleSteepness * 0.5f * (2.0f / 3.0f);
}

}  // namespace tp
