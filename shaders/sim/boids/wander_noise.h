// The wander's random kicks as a function of (random seed, boid, step), compiled
// both as C++ (src/sim/boids/flock.cpp's CounterHash noise, the GPU flock's
// CPU twin) and as GLSL (flock_step.comp), so the two draw the very same
// numbers. A counter-based generator rather than BoidRandom's one sequence:
// on the GPU every boid steps at once, so boid i's kick at step s may depend
// on (random seed, i, s) only, not on how many numbers the boids before it drew.
//
// The hash is PCG's output permutation as a hash of one 32-bit word
// (Jarzynski & Olano 2020, "Hash Functions for GPU Rendering", JCGT 9(3)),
// chained over the three counters. The kick is uniform in the unit ball by
// rejection from the cube, decided in integers (15-bit coordinates, sums of
// squares below 2^30) so that C++ and GLSL accept the same candidates bit for
// bit: a float test could round differently on the two sides. 52 % of
// candidates are accepted; after 16 rejections (one kick in 130,000) the kick
// is 0.
#ifndef TIDEPOOL_WANDER_NOISE_H
#define TIDEPOOL_WANDER_NOISE_H

#include "../../common/shared_functions.h"

#ifdef __cplusplus
namespace tp::wander_noise {
using namespace tp::glsl;
#endif

// A kick's coordinates are integers in [-2^14, 2^14), scaled by 2^-14.
#define TP_WANDER_HALF_RANGE 16384

TP_SHARED_FUNCTION uint wanderHash(uint value) {
  uint state = value * 747796405u + 2891336453u;
  uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
  return (word >> 22u) ^ word;
}

// Uniform in the ball of radius 1: the kick boid `boid` takes at step `step`.
TP_SHARED_FUNCTION vec3 wanderKick(uint seed, uint boid, uint step) {
  uint key = wanderHash(wanderHash(wanderHash(seed) + boid) + step);
  for (uint attempt = 0u; attempt < 16u; ++attempt) {
    // The top 15 bits of three hashes: the high bits of PCG's output are its best.
    int x = int(wanderHash(key + 3u * attempt) >> 17u) - TP_WANDER_HALF_RANGE;
    int y = int(wanderHash(key + 3u * attempt + 1u) >> 17u) - TP_WANDER_HALF_RANGE;
    int z = int(wanderHash(key + 3u * attempt + 2u) >> 17u) - TP_WANDER_HALF_RANGE;
    if (x * x + y * y + z * z <= TP_WANDER_HALF_RANGE * TP_WANDER_HALF_RANGE)
      return vec3(float(x), float(y), float(z)) * (1.0f / float(TP_WANDER_HALF_RANGE));
  }
  return vec3(0.0f);
}

#ifdef __cplusplus
}  // namespace tp::wander_noise
#endif

#endif
