// The wind's short waves over the planet's water, one wave at a time by its
// index: read by the water's shader (planet_wind_waves.glsl, where a loop of
// constant bounds unrolls and every value here folds into a constant) and by
// C++ (src/scenes/planet/planet_ripples.*: the tests, and the glint's
// variance).
//
// Twelve plane waves in 3D, h = Σ aᵢ·sin(kᵢ·dᵢ·p − ωᵢ·t + φᵢ), seen where
// they cut the ball's surface. A plane wave restricted to a sphere is
// seamless by itself, so the ripples need no tiling and no seam anywhere on
// the ball; with the directions spread over every direction (a golden-angle
// spiral), each point sees most of them as crests running across it.
// Wavelengths run from 0.1 down to 0.012 of the radius, evenly in their
// logarithm (each 1.21 times the next): waves of like length beat into a
// regular lattice, which reads as a net over the ball. Longest first. Each
// runs at deep water's ω = √(g·k), with g taken as 0.14 radii/s² (the ball is
// a toy sea: no scale would fit a real one). Every wave has the same
// steepness a·k, so twelve of them, two thirds of each one's slope along the
// surface, give a mean square slope of 12·(1/2)·(2/3)·0.075² ≈ 0.022 at full
// wind: what Cox & Munk (1954) measured in a 4 m/s breeze (0.003 + 0.00512·W).
#ifndef TIDEPOOL_PLANET_RIPPLES_H
#define TIDEPOOL_PLANET_RIPPLES_H

#include "../../common/shared_functions.h"

#ifdef __cplusplus
namespace tp::ripples {
using namespace tp::glsl;
#endif

#define PLANET_RIPPLE_WAVES 12
TP_SHARED_CONST float kRippleSteepness = 0.075f;
TP_SHARED_CONST float kRippleGravity = 0.14f;  // radii/s²

// Radians per radius along the wave's direction.
TP_SHARED_FUNCTION float rippleWavenumber(int wave) {
  const float wavelength = 0.1f * pow(0.012f / 0.1f, float(wave) / float(PLANET_RIPPLE_WAVES - 1));
  return 6.2831853f / wavelength;
}

// Unit direction: a golden-angle spiral over the sphere, taken in a stride of
// 5 (prime to 12) so that length and direction are not tied together.
TP_SHARED_FUNCTION vec3 rippleDirection(int wave) {
  const int turn = (wave * 5) % PLANET_RIPPLE_WAVES;
  const float z = 1.0f - 2.0f * (float(turn) + 0.5f) / float(PLANET_RIPPLE_WAVES);
  const float r = sqrt(1.0f - z * z), angle = 2.39996f * float(turn);
  return vec3(r * cos(angle), r * sin(angle), z);
}

// The wave's phase at `seconds`, −ω·t + φ, with φ scattered by the golden ratio's fractions.
TP_SHARED_FUNCTION float ripplePhase(int wave, float seconds) {
  const float omega = sqrt(kRippleGravity * rippleWavenumber(wave));
  return 6.2831853f * fract(0.754877f * float(wave) + 0.17f) - omega * seconds;
}

#ifdef __cplusplus
}  // namespace tp::ripples
#endif

#endif
