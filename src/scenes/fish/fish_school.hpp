#pragma once
// A school of fish on the CPU: a Flock (src/sim/boids) plus what only drawing
// needs: each fish's tail phase (beating faster when it swims faster), its
// length (±15 %, so the school does not look cloned) and its colour from the
// scene's palette. The bowl and the planet each keep one; the look's numbers
// are shaders/scenes/planet/fish_look.h, which the planet's GPU school reads too.
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "render/fish_renderer.hpp"
#include "sim/boids/flock.hpp"

namespace tp {

class FishSchool {
 public:
  // Fish i wears colourCycle[i % size] (a cycle longer than the palette spreads its colours unevenly).
  explicit FishSchool(std::vector<glm::vec3> colourCycle);

  void reset(const BoidParams& params, const BoidVolume& volume);
  void step(const BoidParams& params, const BoidVolume& volume, float dt, std::span<const BoidStimulus> stimuli);
  const std::vector<Boid>& boids() const { return flock_.boids(); }
  std::vector<Boid>& boids() { return flock_.boids(); }
  // Instances for FishRenderer.
  std::vector<FishInstance> instances(float fishLength, float maxSpeed) const;

 private:
  Flock flock_;
  std::vector<float> tailPhase_;  // radians, one per boid
  std::vector<glm::vec3> colours_;
};

}  // namespace tp
