#pragma once
// The bowl's fish: a Flock (src/sim/boids) kept in the water under the
// surface, plus what only drawing needs: each fish's tail phase (beating
// faster when it swims faster) and its colour, a goldfish palette.
#include <span>
#include <vector>

#include "render/fish_renderer.hpp"
#include "scenes/bowl/bowl_shape.hpp"
#include "sim/boids/flock.hpp"

namespace tp {

class BowlFish {
 public:
  // The water the fish swim in: inside the glass, above the sand, below the
  // surface, less the room a fish's body needs.
  static CappedSphereVolume waterVolume(const BowlShape& bowl, float fishLength);

  void reset(const BoidParams& params, const BoidVolume& volume);
  void step(const BoidParams& params, const BoidVolume& volume, float dt, std::span<const BoidStimulus> stimuli);
  const std::vector<Boid>& boids() const { return flock_.boids(); }
  std::vector<Boid>& boids() { return flock_.boids(); }
  // Instances for FishRenderer.
  std::vector<FishInstance> instances(float fishLength, float maxSpeed) const;

 private:
  Flock flock_;
  std::vector<float> tailPhase_;  // radians, one per boid
};

}  // namespace tp
