#include "scenes/planet/planet_ripples.hpp"

#include <cmath>
#include <glm/vec3.hpp>

namespace tp {

RippleWaves planetRipples(float seconds) {
  RippleWaves waves{};
  constexpr double kTwoPi = 6.283185307179586;
  for (int i = 0; i < kRippleWaves; ++i) {
    const double wavelength = 0.1 * std::pow(0.012 / 0.1, double(i) / (kRippleWaves - 1));
    const double k = kTwoPi / wavelength;
    const double omega = std::sqrt(kRippleGravity * k);
    // The golden ratio's fractions scatter the phases; the directions lie on
    // a golden-angle spiral over the sphere, taken in a stride of 5 (prime to
    // 12) so that length and direction are not tied together.
    const double phase = kTwoPi * std::fmod(0.754877 * i + 0.17, 1.0);
    const int turn = (i * 5) % kRippleWaves;
    const double z = 1.0 - 2.0 * (turn + 0.5) / kRippleWaves;
    const double r = std::sqrt(1.0 - z * z), angle = 2.39996 * turn;
    const glm::dvec3 direction(r * std::cos(angle), r * std::sin(angle), z);
    const double now = std::fmod(phase - omega * seconds, kTwoPi);
    waves.wavevectorPhase[size_t(i)] = glm::vec4(glm::vec3(k * direction), float(now));
    waves.slope[size_t(i)] = glm::vec4(glm::vec3(double(kRippleSteepness) * direction), float(k));
  }
  return waves;
}

float planetRippleSlopeVariance() { return kRippleWaves * kRippleSteepness * kRippleSteepness * 0.5f * (2.0f / 3.0f); }

}  // namespace tp
