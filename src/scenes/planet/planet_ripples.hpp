#pragma once
// The wind's short waves over the planet's water (drawn as normal detail by
// shaders/scenes/planet/planet_wind_waves.glsl): twelve plane waves in 3D,
// h = Σ aᵢ·sin(kᵢ·p − ωᵢ·t + φᵢ), seen where they cut the ball's surface. A
// plane wave restricted to a sphere is seamless by itself, so the ripples
// need no tiling and no seam anywhere on the ball; with their wavevectors
// spread over every direction (a golden-angle spiral), each point sees most
// of them as crests running across it.
//
// Wavelengths run from 0.1 down to 0.012 of the radius, evenly in their
// logarithm (each 1.21 times the next): waves of like length beat into a
// regular lattice, which reads as a net over the ball. Longest first, so the
// shader can stop at the first wave too fine for the pixel: all after it are
// finer. Each runs at deep water's ω = √(g·k), with g taken as 0.14 radii/s²
// (the ball is a toy sea: no scale would fit a real one). Every wave has the
// same steepness a·k = kRippleSteepness, so twelve of them, two thirds of
// each one's slope along the surface, give a mean square slope of
// 12·(1/2)·(2/3)·0.075² ≈ 0.022 at full wind: what Cox & Munk (1954)
// measured in a 4 m/s breeze (0.003 + 0.00512·W).
//
// Worked out here once a frame, so the shader spends one cosine a wave.
#include <array>

#include <glm/vec4.hpp>

namespace tp {

inline constexpr int kRippleWaves = 12;
inline constexpr float kRippleSteepness = 0.075f;
inline constexpr float kRippleGravity = 0.14f;  // radii/s²

struct RippleWaves {
  // xyz: the wavevector k·d (1/radius); w: its phase at the time, −ω·t + φ.
  std::array<glm::vec4, kRippleWaves> wavevectorPhase;
  // xyz: the steepness along d, a·k·d (the height's gradient at a crest); w: k.
  std::array<glm::vec4, kRippleWaves> slope;
};

RippleWaves planetRipples(float seconds);

// The ripples' mean square slope along the surface, averaged over the ball,
// at full wind (the sum planet_wind_waves.glsl hands the glint as the
// waves fade): Σ (a·k)²/2 · 2/3.
float planetRippleSlopeVariance();

}  // namespace tp
