#include "scenes/planet/planet_fish.hpp"

#include <algorithm>
#include <cmath>

namespace tp {
namespace {

constexpr float kTwoPi = 6.2831853f;
constexpr float kGoldenAngle = 2.399963f;  // radians: neighbours' tails beat out of step

// Bright toy colours, as the seed's school (linear RGB).
constexpr glm::vec3 kPalette[] = {
    {0.95f, 0.18f, 0.45f},  // pink
    {0.25f, 0.85f, 0.15f},  // green
    {0.15f, 0.45f, 1.0f},   // blue
    {1.0f, 0.8f, 0.1f},     // yellow
    {1.0f, 0.4f, 0.08f},    // orange
};

}  // namespace

void PlanetFish::reset(const BoidParams& params, const BoidVolume& volume) {
  flock_.reset(params, volume);
  tailPhase_.assign(flock_.boids().size(), 0.0f);
  for (size_t i = 0; i < tailPhase_.size(); ++i) tailPhase_[i] = kGoldenAngle * float(i);
}

void PlanetFish::step(const BoidParams& params, const BoidVolume& volume, float dt,
                      std::span<const BoidStimulus> stimuli) {
  flock_.step(params, volume, dt, stimuli);
  const std::vector<Boid>& boids = flock_.boids();
  while (tailPhase_.size() < boids.size()) tailPhase_.push_back(kGoldenAngle * float(tailPhase_.size()));
  tailPhase_.resize(boids.size());
  for (size_t i = 0; i < boids.size(); ++i) {
    // 1.5 beats/s idling, up to 5 at full speed.
    const float pace = glm::length(boids[i].velocity) / std::max(params.maxSpeed, 1e-4f);
    tailPhase_[i] = std::fmod(tailPhase_[i] + dt * kTwoPi * (1.5f + 3.5f * pace), kTwoPi * 64.0f);
  }
}

std::vector<FishInstance> PlanetFish::instances(float fishLength, float maxSpeed) const {
  std::vector<FishInstance> result;
  const std::vector<Boid>& boids = flock_.boids();
  result.reserve(boids.size());
  for (size_t i = 0; i < boids.size(); ++i) {
    const float pace = std::min(glm::length(boids[i].velocity) / std::max(maxSpeed, 1e-4f), 1.0f);
    FishInstance fish;
    fish.position = boids[i].position;
    fish.length = fishLength * (0.85f + 0.3f * float((i * 7919u) % 101u) / 100.0f);  // ±15 %: not clones
    fish.forward = boids[i].velocity;
    fish.tailPhase = tailPhase_[i];
    fish.colour = kPalette[i % std::size(kPalette)];
    fish.wiggle = 0.06f + 0.06f * pace;
    result.push_back(fish);
  }
  return result;
}

}  // namespace tp
