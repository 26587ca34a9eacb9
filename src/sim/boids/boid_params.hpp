#pragma once
// Parameters of a flock of boids (Reynolds 1987, "Flocks, herds and schools:
// a distributed behavioral model"): separation, alignment and cohesion among
// neighbours, plus what fish in a tank need on top: walls (containment), a
// preference for swimming level, and a slow random wander so a school never
// settles into a fixed loop. Lengths in world units, times in seconds; the
// weights are dimensionless shares of `maxAcceleration`.
#include <string>

#include "sim/param_table.hpp"

namespace tp {

struct BoidParams {
  int count = 24;
  float minSpeed = 0.12f;          // units/s: fish never stop
  float maxSpeed = 0.40f;          // units/s
  float maxAcceleration = 1.2f;    // units/s², what all the rules together may ask (walls excepted)
  float perceptionRadius = 0.35f;  // units: neighbours closer than this are seen
  float separationRadius = 0.12f;  // units: neighbours closer than this push apart
  float separation = 1.6f;         // weight: keep apart
  float alignment = 0.7f;          // weight: match the neighbours' velocity
  float cohesion = 0.5f;           // weight: steer to the neighbours' centre
  float wallMargin = 0.15f;        // units: start turning this far from the boundary
  float containment = 4.0f;        // weight of the wall push at the boundary (not capped)
  float leveling = 0.6f;           // weight: damp vertical velocity (fish swim level)
  float wander = 0.35f;            // weight: a slowly drifting random direction
  float wanderRate = 1.5f;         // 1/√s: how fast that direction drifts (a random walk)
  int randomSeed = 1;                    // positions, velocities and wander of a reset
};

// Every field, as `count`, `max_speed`, ... (a scene adopts them with its own
// prefix, "fish_").
const ParamList<BoidParams>& boidParamList();

}  // namespace tp
