#pragma once
// A flock (school) of boids on the CPU, scene-agnostic: the bowl's fish now,
// the planet's fish later. Each step every boid looks at the others as they
// were at the start of the step (a snapshot), so the result does not depend
// on the order boids are visited in, and with the same random seed and the same
// calls two flocks stay identical (BoidRandom is portable).
//
// Rules per boid i, each a dimensionless steering vector of length ≲ 1, then
// acceleration = maxAcceleration · Σ weight·steer (capped at maxAcceleration),
// plus the wall push, which is not capped so that walls always win:
//   separation  Σ_j (p_i − p_j)/|p_i − p_j| · (1 − |p_i − p_j|/separationRadius)
//   alignment   (mean v_j − v_i) / maxSpeed                       over neighbours
//   cohesion    (mean p_j − p_i) / perceptionRadius               over neighbours
//   leveling    (0, −v_i.y / maxSpeed, 0)
//   wander      w_i, a unit vector doing a random walk (wanderRate)
//   stimuli     ±(1 − d/radius) towards/away from points the scene names
//   walls       inward · (margin − depth)/margin where depth < margin
// then semi-implicit Euler: v += a·dt, |v| clamped to [minSpeed, maxSpeed],
// p += v·dt, and a boid that still left the volume is put back on its
// boundary with its outward velocity removed (slides along the wall).
// Neighbours are found through a grid of cells half a perception radius wide
// (boid_grid.hpp), visited in a fixed order: deterministic, far fewer pairs.
//
// The wander's random kicks come, by default, from one BoidRandom sequence
// drawn boid by boid (the bowl's fish and recorded replays depend on that
// sequence). A flock made with WanderNoise::CounterHash takes boid i's kick at
// step s from a hash of (random seed, i, s) instead (shaders/sim/boids/wander_noise.h),
// as the GPU flock (flock_gpu.hpp) must: it is that flock's CPU twin, the same
// equations in the same floats, up to rounding and summation order.
#include <cstdint>
#include <span>
#include <vector>

#include <glm/glm.hpp>

#include "sim/boids/boid_grid.hpp"
#include "sim/boids/boid_params.hpp"
#include "sim/boids/boid_random.hpp"
#include "sim/boids/boid_volume.hpp"

namespace tp {

struct Boid {
  glm::vec3 position{0};
  glm::vec3 velocity{0, 0, 0.1f};
  glm::vec3 wander{1, 0, 0};  // unit
};

// Something the boids react to for a while: weight > 0 attracts (food),
// weight < 0 repels (a splash), within `radius` of `point`.
// `roundTheCentre`: the boids live in a shell about the origin (the planet's
// water over its core) and cannot swim through the middle, so the pull runs
// along the sphere through the boid towards the point (the great circle),
// plus the difference of their distances from the centre; a straight pull
// would pin the boids on the far side against the core.
struct BoidStimulus {
  glm::vec3 point{0};
  float radius = 1;
  float weight = 0;
  bool roundTheCentre = false;
};

// The unit direction a stimulus pulls a boid at `position` (see BoidStimulus);
// `toPoint` = point − position, `reach` its length (> 0). The GPU flock
// (shaders/sim/boids/flock_step.comp) computes the same, in the same order.
glm::vec3 stimulusDirection(const BoidStimulus& stimulus, const glm::vec3& position, const glm::vec3& toPoint,
                            float reach);

// Where a new boid starts: inside `volume` (at least wallMargin deep where the
// volume allows), a random heading at mean speed, a random wander direction,
// drawn from `random`. The CPU and the GPU flock spawn through it.
Boid spawnBoid(const BoidParams& params, const BoidVolume& volume, BoidRandom& random);

// The source of the wander's random walk (see the header comment).
enum class WanderNoise {
  Sequence,     // one BoidRandom sequence, boid after boid (the default)
  CounterHash,  // wanderKick(random seed, boid, step): what the GPU flock draws
};

class Flock {
 public:
  explicit Flock(WanderNoise noise = WanderNoise::Sequence) : noise_(noise) {}

  // Places params.count boids inside `volume` (at least wallMargin deep where
  // the volume allows), with random headings at mean speed, from params.randomSeed.
  void reset(const BoidParams& params, const BoidVolume& volume);
  // One step of `dt` seconds. A changed params.count adds boids (placed as in
  // reset, continuing the random sequence) or removes the newest ones.
  void step(const BoidParams& params, const BoidVolume& volume, float dt,
            std::span<const BoidStimulus> stimuli = {});

  const std::vector<Boid>& boids() const { return boids_; }
  std::vector<Boid>& boids() { return boids_; }  // a scene may nudge them (tests, scripted shots)
  // Steps taken (with dt > 0) since the last reset: the counter of CounterHash noise.
  uint32_t stepIndex() const { return stepIndex_; }

 private:
  glm::vec3 steering(size_t i, const BoidParams& params, const BoidVolume& volume, float dt,
                     std::span<const BoidStimulus> stimuli);

  std::vector<Boid> boids_;
  std::vector<Boid> snapshot_;  // the flock at the start of the step
  BoidGrid grid_;                // of the snapshot's positions
  std::vector<glm::vec3> positions_;
  std::vector<uint32_t> candidates_;
  BoidRandom random_;
  WanderNoise noise_;
  uint32_t stepIndex_ = 0;
};

}  // namespace tp
