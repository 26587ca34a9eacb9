#pragma once
// Parameters of the sphere solver (seed 000): the seed's update on the
// icosphere's vertex graph,
//   z' = a·mean(z_k) + (2 − a)·z − z_old,
// written with velocity damping d (d = 0 is the seed's equation):
//   z' = z + (1 − d)·(z − z_old) + a·(mean(z_k) − z).
//
// Stability (derived in sphere_wave_params.cpp): a < (4 − 2d) / λmax, where
// λmax < 3/2 is the largest eigenvalue of the mean-based Laplacian
// I − D⁻¹A on any closed triangle mesh, so a ≤ (8 − 4d)/3 is always stable
// (8/3 ≈ 2.667 undamped), and the bound is tight: λmax → 3/2 as the level grows.
#include "sim/param_table.hpp"

namespace tp {

struct SphereWaveParams {
  // a = D·Δt² of the seed: spring constant times the squared step. The seed's
  // scene runs 0.3 (its shader's default is 0.1). Wave speed ∝ √a edges per step.
  float a = 0.3f;
  // Fraction of each vertex's velocity (z − z_old) removed per step.
  float damping = 0.0f;
};

// The largest stable `a` for a given damping: (8 − 4·damping)/3.
double maxStableCoupling(double damping);

// The parameters of SphereWaveParams (a with its stability limit).
const ParamList<SphereWaveParams>& sphereWaveParamList();

}  // namespace tp
