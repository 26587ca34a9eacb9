#pragma once
// The planet's water as a boid volume (a BoidVolume, as boid_volume.hpp's
// shapes): under a sphere of radius `outer` centred at the origin (the
// surface, less room for the waves), and above the sea floor when there is
// one: `floor(direction)` is the floor's radius along a unit direction (the
// ocean look's core), which the boids keep `clearance` above. Where the floor
// comes within kMinRoom of the ceiling the floor gives way, so some water is
// always left. Depth and "inward" are measured radially: exact for the
// ceiling, close for a floor whose slopes are gentle.
//
// Its GLSL twin is shaders/sim/boids/shell_volume.glsl, which the GPU flock
// (flock_gpu.hpp) steps in. The floor is named, not passed as a function, so
// both sides know it: none, or the planet core's, whose one source for C++ and
// GLSL alike is shaders/common/planet_core_relief.h.
#include <glm/glm.hpp>

#include "shaders/sim/boids/boid_layout.h"
#include "sim/boids/boid_volume.hpp"

namespace tp {

enum class ShellFloor { None, PlanetCore };

class ShellVolume final : public BoidVolume {
 public:
  static constexpr float kMinRoom = float(TP_SHELL_MIN_ROOM);
  explicit ShellVolume(float outer, ShellFloor floor = ShellFloor::None, float clearance = 0)
      : outer_(outer), floor_(floor), clearance_(clearance) {}
  float depthInside(const glm::vec3& p) const override;
  glm::vec3 inward(const glm::vec3& p) const override;
  void bounds(glm::vec3& lo, glm::vec3& hi) const override;
  float outer() const { return outer_; }
  ShellFloor floor() const { return floor_; }
  float clearance() const { return clearance_; }
  // The lowest radius a boid may swim at along a unit direction (0: no floor).
  float bottom(const glm::vec3& direction) const;

 private:
  float outer_;
  ShellFloor floor_;
  float clearance_;
};

}  // namespace tp
