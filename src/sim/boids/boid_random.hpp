#pragma once
// A small deterministic random generator for the boids: PCG32 (O'Neill 2014,
// "PCG: a family of simple fast space-efficient statistically good
// algorithms"), a 64-bit linear congruential state with a permuted 32-bit
// output. Written out here rather than using <random>'s distributions, whose
// results differ between standard libraries: the same random seed must give the same
// school on every machine (tests and screenshots depend on it).
#include <cstdint>
#include <glm/glm.hpp>

namespace tp {

class BoidRandom {
 public:
  explicit BoidRandom(uint64_t seed = 1, uint64_t stream = 0x5eed) { reseed(seed, stream); }

  void reseed(uint64_t seed, uint64_t stream = 0x5eed) {
    state_ = 0;
    increment_ = (stream << 1u) | 1u;  // must be odd
    next();
    state_ += seed;
    next();
  }

  uint32_t next() {
    const uint64_t old = state_;
    state_ = old * 6364136223846793005ull + increment_;
    const uint32_t xorShifted = uint32_t(((old >> 18u) ^ old) >> 27u);
    const uint32_t rotation = uint32_t(old >> 59u);
    return (xorShifted >> rotation) | (xorShifted << ((32u - rotation) & 31u));
  }

  // Uniform in [0, 1): the top 24 bits, exactly representable in a float.
  float uniform() { return float(next() >> 8) * (1.0f / 16777216.0f); }
  float uniform(float lo, float hi) { return lo + (hi - lo) * uniform(); }

  // Uniform in the ball of radius 1 (rejection from the cube: 52 % accepted).
  glm::vec3 insideUnitBall() {
    for (;;) {
      const glm::vec3 p(uniform(-1, 1), uniform(-1, 1), uniform(-1, 1));
      if (glm::dot(p, p) <= 1.0f) return p;
    }
  }
  // Uniform on the unit sphere.
  glm::vec3 unitVector() {
    for (;;) {
      const glm::vec3 p = insideUnitBall();
      const float length2 = glm::dot(p, p);
      if (length2 > 1e-4f) return p / std::sqrt(length2);
    }
  }

 private:
  uint64_t state_ = 0, increment_ = 1;
};

}  // namespace tp
