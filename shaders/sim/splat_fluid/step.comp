#version 450
// One step of the Gaussian splat fluid, seed 001 (the deobfuscated shader;
// the CPU twin in src/sim/splat_fluid/splat_fluid_cpu.cpp states it in full).
// Each cell gathers the particles of its (2R+1)^2 neighbours after they moved
// by their velocity, splatted with a Gaussian, plus a simplified SPH force.
// State: rgba32f = (vx, vy, mass, unused), velocities in cells per step.
#include "../../common/shared_layout.h"
#include "splat_fluid_constants.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D stateIn;
layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly image2D stateOut;

uniform int radius;          // R: the window is (2R+1)^2

#include "step_common.glsl"

void main() {
  ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(cell, gridSize))) return;

  float m = 0.0;
  vec2 p = vec2(0.0), f = vec2(0.0);
  for (int oy = -radius; oy <= radius; ++oy) {
    for (int ox = -radius; ox <= radius; ++ox) {
      vec3 n;
      bool image;
      if (!fetchNeighbour(cell + ivec2(ox, oy), n, image)) continue;
      vec2 vi = n.xy;
      float mi = n.z;
      vec2 xi = vec2(ox, oy) + vi;          // where its particle lands, relative to us
      // Gaussian splat, sigma = sqrt(1/2)
      float G = exp(-dot(xi, xi)) / (conserveMass ? latticeSum(xi) : kSeedPi);
      m += G * mi;                          // mass that ends up here
      p += G * mi * vi;                     // momentum
      f += G * mi * pressureWeight(mi, image) * xi;  // simplified SPH pressure force
    }
  }

  vec2 v = vec2(0.0);
  if (epsilonHack) {
    v = (p + f) / (m + SPLAT_FLUID_EPSILON);
  } else if (m > SPLAT_FLUID_MIN_MASS) {  // "m > 0", made portable: see the constant
    v = p / m + f / m;
  }
  if (m > SPLAT_FLUID_MIN_MASS) v.y -= gravity;
  if (splashNow) {
    v += (vec2(cell) + 0.5 - 0.5 * vec2(gridSize)) * sprayScale;
    m += periodicMass;
  }
  imageStore(stateOut, cell, vec4(v, m, 0.0));
}
