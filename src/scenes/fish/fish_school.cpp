#include "scenes/fish/fish_school.hpp"

#include <algorithm>
#include <cmath>

#include "shaders/scenes/planet/fish_look.h"

namespace tp {
namespace {

constexpr float kTwoPi = 6.2831853f;
constexpr float kGoldenAngle = float(PLANET_FISH_GOLDEN_ANGLE);  // radians: neighbours' tails beat out of step

}  // namespace

FishSchool::FishSchool(std::vector<glm::vec3> colourCycle) : colours_(std::move(colourCycle)) {
  if (colours_.empty()) colours_.push_back(glm::vec3(1.0f, 0.4f, 0.08f));
}

void FishSchool::reset(const BoidParams& params, const BoidVolume& volume) {
  flock_.reset(params, volume);
  tailPhase_.assign(flock_.boids().size(), 0.0f);
  for (size_t i = 0; i < tailPhase_.size(); ++i) tailPhase_[i] = kGoldenAngle * float(i);
}

void FishSchool::step(const BoidParams& params, const BoidVolume& volume, float dt,
                      std::span<const BoidStimulus> stimuli) {
  flock_.step(params, volume, dt, stimuli);
  const std::vector<Boid>& boids = flock_.boids();
  while (tailPhase_.size() < boids.size()) tailPhase_.push_back(kGoldenAngle * float(tailPhase_.size()));
  tailPhase_.resize(boids.size());
  for (size_t i = 0; i < boids.size(); ++i) {
    // 1.5 beats/s idling, up to 5 at full speed.
    const float pace = glm::length(boids[i].velocity) / std::max(params.maxSpeed, 1e-4f);
    const float beats = float(PLANET_FISH_BEATS_IDLE) + float(PLANET_FISH_BEATS_AT_FULL_SPEED) * pace;
    tailPhase_[i] = std::fmod(tailPhase_[i] + dt * kTwoPi * beats, kTwoPi * float(PLANET_FISH_PHASE_WRAP_TURNS));
  }
}

std::vector<FishInstance> FishSchool::instances(float fishLength, float maxSpeed) const {
  std::vector<FishInstance> result;
  const std::vector<Boid>& boids = flock_.boids();
  result.reserve(boids.size());
  for (size_t i = 0; i < boids.size(); ++i) {
    const float pace = std::min(glm::length(boids[i].velocity) / std::max(maxSpeed, 1e-4f), 1.0f);
    FishInstance fish;
    fish.position = boids[i].position;
    const float variation = float((i * PLANET_FISH_LENGTH_HASH) % PLANET_FISH_LENGTH_STEPS);
    fish.length = fishLength * (0.85f + 0.3f * variation / 100.0f);  // ±15 %: not clones
    fish.forward = boids[i].velocity;
    fish.tailPhase = i < tailPhase_.size() ? tailPhase_[i] : 0.0f;
    fish.colour = colours_[i % colours_.size()];
    fish.wiggle = float(PLANET_FISH_WIGGLE_IDLE) + float(PLANET_FISH_WIGGLE_AT_FULL_SPEED) * pace;
    result.push_back(fish);
  }
  return result;
}

}  // namespace tp
