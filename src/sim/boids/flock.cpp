#include "sim/boids/flock.hpp"

#include <algorithm>
#include <cmath>

#include "shaders/sim/boids/wander_noise.h"

namespace tp {
namespace {

glm::vec3 clampLength(const glm::vec3& v, float maxLength) {
  const float length = glm::length(v);
  return length > maxLength && length > 0 ? v * (maxLength / length) : v;
}

}  // namespace

glm::vec3 stimulusDirection(const BoidStimulus& stimulus, const glm::vec3& position, const glm::vec3& toPoint,
                            float reach) {
  const glm::vec3 straight = toPoint / reach;
  if (!stimulus.roundTheCentre) return straight;
  const float fromCentre = glm::length(position);
  if (fromCentre < 1e-6f) return straight;
  const glm::vec3 outward = position / fromCentre;
  const glm::vec3 along = toPoint - glm::dot(toPoint, outward) * outward;  // tangent at the boid
  const glm::vec3 pull = along + (glm::length(stimulus.point) - fromCentre) * outward;
  const float length = glm::length(pull);
  return length > 1e-6f ? pull / length : straight;
}

Boid spawnBoid(const BoidParams& params, const BoidVolume& volume, BoidRandom& random) {
  glm::vec3 lo, hi;
  volume.bounds(lo, hi);
  // Rejection sampling in the bounding box: deep enough if the volume allows,
  // else anywhere inside, else (a degenerate volume) the box centre.
  Boid boid;
  boid.position = (lo + hi) * 0.5f;
  for (float wantDepth : {params.wallMargin, 0.0f}) {
    bool placed = false;
    for (int attempt = 0; attempt < 200 && !placed; ++attempt) {
      const glm::vec3 p(random.uniform(lo.x, hi.x), random.uniform(lo.y, hi.y), random.uniform(lo.z, hi.z));
      if (volume.depthInside(p) >= wantDepth) {
        boid.position = p;
        placed = true;
      }
    }
    if (placed) break;
  }
  glm::vec3 heading = random.unitVector();
  heading.y *= 0.2f;  // start roughly level
  heading = glm::length(heading) > 1e-4f ? glm::normalize(heading) : glm::vec3(1, 0, 0);
  boid.velocity = heading * (0.5f * (params.minSpeed + params.maxSpeed));
  boid.wander = random.unitVector();
  return boid;
}

void Flock::reset(const BoidParams& params, const BoidVolume& volume) {
  random_.reseed(uint64_t(uint32_t(params.randomSeed)));
  boids_.clear();
  stepIndex_ = 0;
  for (int i = 0; i < params.count; ++i) boids_.push_back(spawnBoid(params, volume, random_));
}

glm::vec3 Flock::steering(size_t i, const BoidParams& params, const BoidVolume& volume, float dt,
                          std::span<const BoidStimulus> stimuli) {
  const Boid& self = snapshot_[i];
  const float perception2 = params.perceptionRadius * params.perceptionRadius;
  const float maxSpeed = std::max(params.maxSpeed, 1e-6f);

  glm::vec3 separation(0), velocitySum(0), positionSum(0);
  int neighbours = 0;
  grid_.candidates(self.position, candidates_);
  for (const uint32_t j : candidates_) {
    if (j == i) continue;
    const glm::vec3 away = self.position - snapshot_[j].position;
    const float distance2 = glm::dot(away, away);
    if (distance2 > perception2) continue;
    ++neighbours;
    velocitySum += snapshot_[j].velocity;
    positionSum += snapshot_[j].position;
    const float distance = std::sqrt(distance2);
    if (distance < params.separationRadius && distance > 1e-6f)
      separation += away / distance * (1.0f - distance / params.separationRadius);
  }

  glm::vec3 steer = params.separation * clampLength(separation, 1.0f);
  if (neighbours > 0) {
    const float n = float(neighbours);
    steer += params.alignment * (velocitySum / n - self.velocity) / maxSpeed;
    steer += params.cohesion * (positionSum / n - self.position) / std::max(params.perceptionRadius, 1e-6f);
  }
  steer.y -= params.leveling * self.velocity.y / maxSpeed;

  // The wander direction does a random walk on the sphere: a step of size
  // rate·√dt (Brownian scaling, so the drift does not depend on dt).
  Boid& next = boids_[i];
  const glm::vec3 kick = noise_ == WanderNoise::Sequence
                             ? random_.insideUnitBall()
                             : wander_noise::wanderKick(uint32_t(params.randomSeed), uint32_t(i), stepIndex_);
  next.wander = self.wander + params.wanderRate * std::sqrt(dt) * kick;
  const float wanderLength = glm::length(next.wander);
  next.wander = wanderLength > 1e-6f ? next.wander / wanderLength : glm::vec3(1, 0, 0);
  steer += params.wander * next.wander;

  for (const BoidStimulus& s : stimuli) {
    const glm::vec3 toPoint = s.point - self.position;
    const float distance = glm::length(toPoint);
    if (distance >= s.radius || distance < 1e-6f) continue;
    steer += s.weight * (1.0f - distance / s.radius) * stimulusDirection(s, self.position, toPoint, distance);
  }

  glm::vec3 acceleration = clampLength(steer * params.maxAcceleration, params.maxAcceleration);

  const float depth = volume.depthInside(self.position);
  if (depth < params.wallMargin) {
    const float push = params.wallMargin > 0 ? (params.wallMargin - depth) / params.wallMargin : 1.0f;
    acceleration += params.containment * params.maxAcceleration * push * volume.inward(self.position);
  }
  return acceleration;
}

void Flock::step(const BoidParams& params, const BoidVolume& volume, float dt,
                 std::span<const BoidStimulus> stimuli) {
  const size_t count = size_t(std::max(params.count, 0));
  while (boids_.size() < count) boids_.push_back(spawnBoid(params, volume, random_));
  if (boids_.size() > count) boids_.resize(count);
  if (!(dt > 0)) return;

  snapshot_ = boids_;
  positions_.resize(snapshot_.size());
  for (size_t i = 0; i < snapshot_.size(); ++i) positions_[i] = snapshot_[i].position;
  grid_.build(positions_, 0.5f * std::max(params.perceptionRadius, 1e-6f));
  const float minSpeed = std::min(params.minSpeed, params.maxSpeed);
  for (size_t i = 0; i < boids_.size(); ++i) {
    const glm::vec3 acceleration = steering(i, params, volume, dt, stimuli);
    Boid& boid = boids_[i];
    glm::vec3 velocity = snapshot_[i].velocity + acceleration * dt;
    float speed = glm::length(velocity);
    if (speed < 1e-6f) {  // no heading left: keep the old one
      velocity = snapshot_[i].velocity;
      speed = glm::length(velocity);
    }
    if (speed > 1e-6f) velocity *= std::clamp(speed, minSpeed, params.maxSpeed) / speed;
    glm::vec3 position = snapshot_[i].position + velocity * dt;

    // Back inside, face by face (a corner of two faces may need two moves).
    for (int attempt = 0; attempt < 3; ++attempt) {
      const float depth = volume.depthInside(position);
      if (depth >= 0) break;
      const glm::vec3 in = volume.inward(position);
      position += in * (-depth);
      const float inwardSpeed = glm::dot(velocity, in);
      if (inwardSpeed < 0) velocity -= inwardSpeed * in;  // slide along the wall
    }
    boid.position = position;
    boid.velocity = velocity;
  }
  ++stepIndex_;
}

}  // namespace tp
