#pragma once
// CPU twin of the sphere solver, in float64: the readable statement of the
// method that the GPU solver (sphere_wave_gpu.hpp) is tested against.
// Per step, for every vertex v with neighbours k (5 or 6 of them):
//   mean = Σ z_k / count
//   z'   = z + (1 − damping)·(z − z_old) + a·(mean − z)
// (damping 0: z' = a·mean + (2 − a)·z − z_old, seed 000), computed in
// velocity form with u = z − z_old, as the GPU does (step.comp says why):
//   u' = (1 − damping)·u + a·(mean − z),   z' = z + u'.
#include <vector>

#include "sim/param_table.hpp"
#include "sim/sphere_wave/icosphere.hpp"
#include "sim/sphere_wave/sphere_splash.hpp"
#include "sim/sphere_wave/sphere_wave_measures.hpp"
#include "sim/sphere_wave/sphere_wave_params.hpp"

namespace tp {

class SphereWaveCpu {
 public:
  explicit SphereWaveCpu(int level);

  SphereWaveParams& params() { return params_; }
  ParamTable paramTable() { return {sphereWaveParamList(), params_}; }
  const IcosphereMesh& mesh() const { return mesh_; }
  int level() const { return mesh_.level; }

  // Rebuilds the mesh and carries both heights over (icosphere_resample.hpp).
  void setLevel(int level);
  void reset();  // flat water at rest
  // Throws std::invalid_argument as SphereWaveGpu::addSplash does (checkSphereSplash).
  void addSplash(const SphereSplash& splash);
  void step(int count);

  // Indexed by the mesh's vertex order. The state as SphereWaveGpu reads and
  // writes it (readHeight, readHeightPrev, writeState), in double.
  const std::vector<double>& height() const { return height_; }
  const std::vector<double>& velocity() const { return velocity_; }  // z − z_old
  std::vector<double> readHeight() const { return height_; }
  std::vector<double> readHeightPrev() const;  // z − velocity
  void writeState(const std::vector<double>& height, const std::vector<double>& heightPrev);
  SphereWaveMeasures measure() const;

 private:
  SphereWaveParams params_;
  IcosphereMesh mesh_;
  std::vector<double> height_, velocity_, nextHeight_;
};

}  // namespace tp
