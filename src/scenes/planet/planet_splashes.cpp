#include "scenes/planet/planet_splashes.hpp"

#include <algorithm>

namespace tp {

void SplashSchedule::add(const glm::vec3& direction, float strength, float radius, float time, float pause,
                         double now) {
  const double duration = std::max(double(time), 0.0);
  pushes_.push_back({direction, double(strength), radius, now, duration});
  pushes_.push_back({direction, -double(strength), radius, now + duration + std::max(double(pause), 0.0), duration});
}

std::vector<SphereSplash> SplashSchedule::advance(double now, double dt) {
  std::vector<SphereSplash> increments;
  const double end = now + dt;
  for (Push& push : pushes_) {
    if (end <= push.start) continue;  // not yet: a step must reach past the start
    // Linear ramp over [start, start + duration]; a zero duration is one step.
    // A step that ends within a microsecond of the push's end finishes it (times
    // come from float parameters): no crumb is left for the next step.
    const bool finished = push.duration <= 0 || end >= push.start + push.duration - 1e-6;
    const double target = finished ? push.strength : push.strength * (end - push.start) / push.duration;
    // The solver adds floats: count what it is given, so the last increment is the float remainder.
    const float increment = float(target - push.applied);
    push.applied = finished ? push.strength : push.applied + double(increment);
    if (increment != 0.0f) increments.push_back({push.direction, increment, push.radius, true});
  }
  std::erase_if(pushes_, [](const Push& p) { return p.applied == p.strength; });
  return increments;
}

}  // namespace tp
