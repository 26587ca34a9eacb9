#include "scenes/planet/planet_ripples.hpp"

#include <cmath>
#include <glm/vec3.hpp>

namespace tp {

RippleWaves planetRipples(float seconds) {
  RippleWaves waves{};
  constexpr double kTwoPi = 6.283185307179586;
  for (int i = 0; i < kRippleWaves; ++i) {
    // The golden ratio's fractions scatter length and phase over the indices;
    // the golden angle spirals the directions over the sphere.
    const double frac = std::fmod(0.618034 * i + 0.31, 1.0);
    const double wavelength = 0.012 * std::pow(0.1 / 0.012, frac);
    const double k = kTwoPi / wavelength;
    const double omega = std::sqrt(kRippleGravity * k);
    const double phase = kTwoPi * std::fmod(0.754877 * i + 0.17, 1.0);
    const double z = 1.0 - 2.0 * (i + 0.5) / kRippleWaves;
    const double r = std::sqrt(1.0 - z * z), angle = 2.39996 * i;
    const glm::dvec3 direction(r * std::cos(angle), r * std::sin(angle), z);
    const double now = std::fmod(phase - omega * seconds, kTwoPi);
    waves.wavevectorPhase[size_t(i)] = glm::vec4(glm::vec3(k * direction), float(now));
    waves.slope[size_t(i)] = glm::vec4(glm::vec3(double(kRippleSteepness) * direction), 0.0f);
  }
  return waves;
}

float planetRippleSlopeVariance() { return kRippleWaves * kRippleSteepness * kRippleSteepness * 0.5f * (2.0f / 3.0f); }

}  // namespace tp
