#pragma once
// The CPU twin of DeepWaterGpu, in double precision with FFTW: the readable
// statement of the method (deep_water_model.hpp) and the reference the GL
// tests compare against. An n×n grid; cell (x, y) has its centre at
// (x + 0.5, y + 0.5) in cell units; fields are row-major, row 0 first.
#include <complex>
#include <cstdint>
#include <memory>
#include <vector>

#include "sim/deep_water/deep_water_model.hpp"
#include "sim/deep_water/deep_water_params.hpp"

namespace tp {

class DeepWaterCpu {
 public:
  // `params` is read at every step (not copied) and must outlive the solver.
  DeepWaterCpu(const DeepWaterParams& params, int size);
  ~DeepWaterCpu();
  DeepWaterCpu(const DeepWaterCpu&) = delete;
  DeepWaterCpu& operator=(const DeepWaterCpu&) = delete;

  int size() const { return size_; }
  const DeepWaterParams& params() const { return *params_; }
  uint64_t stepCount() const { return steps_; }

  void reset();  // water at rest; keeps the obstacles, drops the moving sources
  void step(int count = 1);

  // Adds strength·e^(−r²/radius²) to the height (a raised or lowered patch
  // of water at rest); centre and radius in cells.
  void addSplash(double centreX, double centreY, double strength, double radius);
  void addMovingSource(const MovingSource& source);
  // n×n values in [0, 1]: 1 = solid (an island, a hull), the water there
  // held at rest; empty = none.
  void setObstacles(std::vector<float> mask);

  // Real space, n×n each.
  std::vector<double> height() const;
  std::vector<double> potential() const;
  // The headless layout: [row][column][channel], channels height, potential.
  std::vector<float> readState() const;
  void writeState(const std::vector<float>& state);

 private:
  struct Plans;
  void pressurePatches();
  void spectralStep();
  // The 2-D transforms in place on field_; the spectrum lies transposed.
  void forwardTransform();
  void inverseTransform();
  // Every mode's step for the current parameters, remade when gravity, the
  // cell size, Δt, the depth or the damping change.
  const std::vector<SpectralStep>& modeSteps();
  void obstaclesAndSponge();

  const DeepWaterParams* params_;
  int size_ = 0;
  uint64_t steps_ = 0;
  // h + i·φ per cell: one complex transform carries both real fields.
  std::vector<std::complex<double>> field_;
  std::vector<float> obstacles_;
  struct Source {
    MovingSource source;
    uint64_t addedAt = 0;
  };
  std::vector<Source> sources_;
  std::unique_ptr<Plans> plans_;
  std::vector<SpectralStep> modeSteps_;  // n×n, row-major like the spectrum
  DeepWaterParams stepsFor_;
};

// The energy (deep_water_model.hpp) of a state in the headless layout, per
// unit density (J per kg/m³, that is m⁵/s²), computed with FFTW.
double deepWaterEnergy(const std::vector<float>& state, int size, const DeepWaterParams& params);

}  // namespace tp
