#pragma once
// Click-to-splash on the planet, timed as the seed does it (seed 000): the
// water within the splash radius rises for `time` seconds, then (after a
// pause) sinks by as much over the same time, "so the volume of the sphere is
// conserved". Each push is spread over the steps it spans as increments of an
// at-rest splash (SphereSplash with atRest: the solver's conserved volume
// moves by exactly the increment's volume, and no velocity is injected), and
// the increments of a push sum to its strength exactly: the last one is the
// remainder. So a rise and its fall cancel up to float rounding in the solver.
// CPU only (no GL): the scene hands the increments to SphereWaveGpu.
#include <vector>

#include <glm/vec3.hpp>

#include "sim/sphere_wave/sphere_splash.hpp"

namespace tp {

class SplashSchedule {
 public:
  // A rise starting at scene time `now` (s) and its fall starting `time + pause` later.
  void add(const glm::vec3& direction, float strength, float radius, float time, float pause, double now);
  // The increments for the step from `now` to `now + dt` (s), one per push
  // under way; pushes that are complete are forgotten.
  std::vector<SphereSplash> advance(double now, double dt);
  void clear() { pushes_.clear(); }
  // Pushes started or waiting (a click makes two).
  int pending() const { return int(pushes_.size()); }

 private:
  struct Push {
    glm::vec3 direction;
    double strength;  // signed: + rise, − fall
    float radius;
    double start, duration;  // s
    double applied = 0;      // of strength, so far
  };
  std::vector<Push> pushes_;
};

}  // namespace tp
