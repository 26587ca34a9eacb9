#include "scenes/bowl/bowl_fish.hpp"

#include <algorithm>
#include <cmath>

namespace tp {
namespace {

constexpr glm::vec3 kPalette[] = {
    {1.0f, 0.32f, 0.03f},  // goldfish orange
    {0.95f, 0.12f, 0.03f}, // red
    {1.0f, 0.6f, 0.12f},   // yellow-orange
    {0.95f, 0.85f, 0.7f},  // pale
    {0.9f, 0.45f, 0.2f},   // salmon
};

}  // namespace

CappedSphereVolume BowlFish::waterVolume(const BowlShape& bowl, float fishLength) {
  const float body = 0.35f * fishLength;  // half a fish, a little less: noses may touch the glass
  return CappedSphereVolume(bowl.centre, bowl.innerRadius() - body, bowl.sandY + 0.5f * body,
                            bowl.waterLevel - 0.2f * body);
}

void BowlFish::reset(const BoidParams& params, const BoidVolume& volume) {
  flock_.reset(params, volume);
  tailPhase_.assign(flock_.boids().size(), 0.0f);
  for (size_t i = 0; i < tailPhase_.size(); ++i) tailPhase_[i] = 2.399963f * float(i);  // golden angle: out of step
}

void BowlFish::step(const BoidParams& params, const BoidVolume& volume, float dt,
                    std::span<const BoidStimulus> stimuli) {
  flock_.step(params, volume, dt, stimuli);
  const std::vector<Boid>& boids = flock_.boids();
  while (tailPhase_.size() < boids.size()) tailPhase_.push_back(2.399963f * float(tailPhase_.size()));
  tailPhase_.resize(boids.size());
  for (size_t i = 0; i < boids.size(); ++i) {
    // 1.5 beats/s idling, up to 5 at full speed.
    const float pace = glm::length(boids[i].velocity) / std::max(params.maxSpeed, 1e-4f);
    tailPhase_[i] = std::fmod(tailPhase_[i] + dt * 6.2831853f * (1.5f + 3.5f * pace), 6.2831853f * 64.0f);
  }
}

std::vector<FishInstance> BowlFish::instances(float fishLength, float maxSpeed) const {
  std::vector<FishInstance> result;
  const std::vector<Boid>& boids = flock_.boids();
  result.reserve(boids.size());
  for (size_t i = 0; i < boids.size(); ++i) {
    const float pace = std::min(glm::length(boids[i].velocity) / std::max(maxSpeed, 1e-4f), 1.0f);
    FishInstance fish;
    fish.position = boids[i].position;
    // Sizes vary ±15 % so the school does not look cloned.
    fish.length = fishLength * (0.85f + 0.3f * float((i * 7919u) % 101u) / 100.0f);
    fish.forward = boids[i].velocity;
    fish.tailPhase = i < tailPhase_.size() ? tailPhase_[i] : 0.0f;
    fish.colour = kPalette[(i * 3u + i / 5u) % std::size(kPalette)];
    fish.wiggle = 0.06f + 0.06f * pace;
    result.push_back(fish);
  }
  return result;
}

}  // namespace tp
