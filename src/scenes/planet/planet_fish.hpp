#pragma once
// The planet's fish: a Flock (src/sim/boids, the bowl's module) kept inside
// the water, away from the surface (waves and floating crates) and from the
// rocky core of the ocean look; plus what only drawing needs: a tail phase
// per fish (beating faster when it swims faster) and a colour, from a
// palette like the seed's (pink, green, blue, yellow). They swim in a
// ShellVolume (sim/boids/shell_volume.hpp): under the surface, over the core.
#include <span>
#include <vector>

#include "render/fish_renderer.hpp"
#include "sim/boids/flock.hpp"
#include "sim/boids/shell_volume.hpp"

namespace tp {

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
