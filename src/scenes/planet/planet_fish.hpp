#pragma once
// The planet's fish: a Flock (src/sim/boids, the bowl's module) kept inside
// the water, away from the surface (waves and floating crates) and from the
// rocky core of the ocean look; plus what only drawing needs: a tail phase
// per fish (beating faster when it swims faster) and a colour, from a
// palette like the seed's (pink, green, blue, yellow).
#include <span>
#include <vector>

#include "render/fish_renderer.hpp"
#include "sim/boids/boid_volume.hpp"
#include "sim/boids/flock.hpp"

namespace tp {

// The water the fish may swim in: under a sphere of radius `outer` (the
// surface, less room for the waves), and above the sea floor when there is
// one: `floor(direction)` is the floor's radius along a unit direction (the
// ocean look's core), which the fish keep `clearance` above. Where the floor
// comes within kMinRoom of the ceiling the floor gives way, so some water is
// always left. Depth and "inward" are measured radially: exact for the
// ceiling, close for a floor whose slopes are gentle.
class ShellVolume final : public BoidVolume {
 public:
  using FloorRadius = float (*)(const glm::vec3& direction);
  static constexpr float kMinRoom = 0.04f;
  explicit ShellVolume(float outer, FloorRadius floor = nullptr, float clearance = 0)
      : outer_(outer), floor_(floor), clearance_(clearance) {}
  float depthInside(const glm::vec3& p) const override;
  glm::vec3 inward(const glm::vec3& p) const override;
  void bounds(glm::vec3& lo, glm::vec3& hi) const override;
  float outer() const { return outer_; }
  // The lowest radius a fish may swim at along a unit direction (0: no floor).
  float bottom(const glm::vec3& direction) const;

 private:
  float outer_;
  FloorRadius floor_;
  float clearance_;
};

class PlanetFish {
 public:
  void reset(const BoidParams& params, const BoidVolume& volume);
  void step(const BoidParams& params, const BoidVolume& volume, float dt, std::span<const BoidStimulus> stimuli);
  const std::vector<Boid>& boids() const { return flock_.boids(); }
  std::vector<Boid>& boids() { return flock_.boids(); }
  std::vector<FishInstance> instances(float fishLength, float maxSpeed) const;

 private:
  Flock flock_;
  std::vector<float> tailPhase_;  // radians, one per boid
};

}  // namespace tp
