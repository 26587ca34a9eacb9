#include "scenes/harbor/harbor_waves.hpp"

#include <algorithm>
#include <cmath>

#include "sim/deep_water/deep_water_gpu.hpp"
#include "sim/fft/fft_index.hpp"
#include "sim/grid_wave/grid_wave_cpu.hpp"  // resampleGridField
#include "sim/grid_wave/grid_wave_gpu.hpp"

namespace tp {
namespace {

class WaveEquationWaves final : public HarborWaves {
 public:
  WaveEquationWaves(gl::ShaderLibrary& shaders, HarborParams& params)
      : solver_(shaders, params.solver, harborGridFor(HarborWaterModel::WaveEquation, params.gridSize)) {}
  HarborWaterModel model() const override { return HarborWaterModel::WaveEquation; }
  int size() const override { return solver_.size(); }
  void reset() override { solver_.reset(); }
  void resize(int size) override { solver_.resize(size); }
  void shiftContents(glm::ivec2 by) override { solver_.shiftContents(by); }
  void setLandMask(std::vector<uint8_t> mask) override { solver_.setLandMask(std::move(mask)); }
  const std::vector<uint8_t>& landMask() const override { return solver_.landMask(); }
  // Displaced water at rest: into both heights.
  void addDisplacement(const gl::Texture& delta, glm::ivec4 cells) override {
    solver_.addHeightDelta(delta, 1.0f, true, cells);
  }
  // A cone pressed `depth` m down within `radius` and a ring twice as wide
  // raised by a quarter of it (equal volumes): every wavelength runs at one
  // speed, so the pit's rim travels out as one crisp ring.
  void splash(float cx, float cy, float depth, float radius) override {
    solver_.addSplash(cx, cy, -depth, radius);
    solver_.addSplash(cx, cy, 0.25f * depth, 2.0f * radius);
  }
  // The scene has written a and damping (per solver step) into params.solver.
  void step(const HarborParams&, const HarborWaveStep& wave, float) override { solver_.step(wave.substeps); }
  void computeEnergy() override { solver_.computeEnergy(); }
  const gl::Buffer& energyBuffer() const override { return solver_.energyBuffer(); }
  const gl::Texture& heightTexture() const override { return solver_.heightTexture(); }
  std::vector<float> readHeight() const override { return solver_.readHeight(); }
  std::vector<float> readState() const override { return solver_.readState(); }
  int solverStepsPerStep(const HarborWaveStep& wave) const override { return wave.substeps; }

 private:
  GridWaveGpu solver_;
};

// The harbor's parameters as deep water's, for a grid of n cells over the basin.
DeepWaterParams deepWaterFor(const HarborParams& p, int n, float dt) {
  DeepWaterParams deep;
  deep.cellSize = HarborSettings::kBasinMetres / float(n);
  deep.dt = dt;
  deep.depth = p.waterDepth;
  deep.damping = 0.5f * p.dampingRate;  // amplitude rate: the energy falls as e^(−damping_rate·t)
  deep.spongeWidth = p.solver.spongeWidth;
  return deep;
}

class DeepWaterWaves final : public HarborWaves {
 public:
  DeepWaterWaves(gl::ShaderLibrary& shaders, const HarborParams& params)
      : shaders_(&shaders),
        deep_(deepWaterFor(params, harborGridFor(HarborWaterModel::DeepWater, params.gridSize),
                           HarborSettings::kNominalStep)),
        solver_(std::make_unique<DeepWaterGpu>(shaders, deep_,
                                               harborGridFor(HarborWaterModel::DeepWater, params.gridSize))) {}
  HarborWaterModel model() const override { return HarborWaterModel::DeepWater; }
  int size() const override { return solver_->size(); }
  void reset() override { solver_->reset(); }
  void resize(int size) override {
    if (size == solver_->size()) return;
    const int old = solver_->size();
    const std::vector<float> state = solver_->readState();
    std::vector<float> height(state.size() / 2), potential(state.size() / 2);
    for (size_t i = 0; i < height.size(); ++i) {
      height[i] = state[2 * i];
      potential[i] = state[2 * i + 1];
    }
    height = resampleGridField(height, old, size);
    potential = resampleGridField(potential, old, size);
    std::vector<float> resampled(2 * height.size());
    for (size_t i = 0; i < height.size(); ++i) {
      resampled[2 * i] = height[i];
      resampled[2 * i + 1] = potential[i];
    }
    deep_.cellSize = HarborSettings::kBasinMetres / float(size);
    solver_ = std::make_unique<DeepWaterGpu>(*shaders_, deep_, size);
    solver_->writeState(resampled);
    land_.clear();
  }
  void shiftContents(glm::ivec2 by) override { solver_->shiftContents(by); }
  void setLandMask(std::vector<uint8_t> mask) override {
    land_ = std::move(mask);
    std::vector<float> solid(land_.size());
    for (size_t i = 0; i < land_.size(); ++i) solid[i] = land_[i] ? 1.0f : 0.0f;
    solver_->setObstacles(solid);
  }
  const std::vector<uint8_t>& landMask() const override { return land_; }
  // Displaced water raises the surface; the potential is left as it is.
  // The same push as the wave equation's, kDeepWakeGain times over: there
  // every wavelength runs at one speed and a hull's pushes pile up along its
  // cone, where deep water spreads them over the whole dispersive wake. At
  // the seeds' amplitude a 2.5 m/s tug's Kelvin crests stood 2 cm high; a
  // 5 m hull at that speed (a length Froude number of 0.36) raises wake
  // crests of 5-15 cm, which these reach.
  static constexpr float kDeepWakeGain = 3.0f;
  void addDisplacement(const gl::Texture& delta, glm::ivec4 cells) override {
    solver_->addHeightDelta(delta, kDeepWakeGain, cells + glm::ivec4(-1, -1, 1, 1));  // its smoothing reaches a cell further
  }
  // Cauchy-Poisson (Lamb, Hydrodynamics, §255): from a pit of width R deep
  // water sends out rings of every wavelength down to about R, the long
  // ones first and fastest, the short ones trailing inside, each spreading
  // and fading as 1/t. A pit as wide as the wave equation's holds only waves
  // 4 m long and more, which leave as one or two low swells of a few
  // centimetres; so deep water presses a Gaussian e^(−r²/R²) half as wide
  // and kDeepPitGain times as deep (five eighths of the water), whose slopes carry
  // ring after ring for several seconds, with the same volume raised four
  // times wider, too low and long to see. Never narrower than a cell: the
  // grid holds no shorter wave.
  static constexpr float kDeepPitWidth = 0.5f, kDeepPitGain = 2.5f, kDeepRingWidth = 4.0f;
  void splash(float cx, float cy, float depth, float radius) override {
    const float pit = std::max(kDeepPitWidth * radius, 1.0f), pitDepth = kDeepPitGain * depth;
    const float ring = kDeepRingWidth * pit;
    solver_->addSplash(cx, cy, -pitDepth, pit);
    solver_->addSplash(cx, cy, pitDepth * (pit * pit) / (ring * ring), ring);
  }
  void step(const HarborParams& params, const HarborWaveStep&, float dt) override {
    deep_ = deepWaterFor(params, solver_->size(), dt);
    solver_->step(1);  // exact for any step: no splitting
  }
  void computeEnergy() override { solver_->computeEnergy(); }
  const gl::Buffer& energyBuffer() const override { return solver_->energyBuffer(); }
  const gl::Texture& heightTexture() const override { return solver_->heightTexture(); }
  std::vector<float> readHeight() const override {
    const std::vector<float> state = solver_->readState();
    std::vector<float> height(state.size() / 2);
    for (size_t i = 0; i < height.size(); ++i) height[i] = state[2 * i];
    return height;
  }
  std::vector<float> readState() const override { return solver_->readState(); }
  int solverStepsPerStep(const HarborWaveStep&) const override { return 1; }

 private:
  gl::ShaderLibrary* shaders_;
  DeepWaterParams deep_;  // the solver reads it at every step
  std::unique_ptr<DeepWaterGpu> solver_;
  std::vector<uint8_t> land_;
};

}  // namespace

int harborGridFor(HarborWaterModel model, int gridSize) {
  if (model == HarborWaterModel::WaveEquation) return gridSize;
  return nearestPowerOfTwo(gridSize, kDeepWaterMinSize, kDeepWaterMaxSize);
}

std::unique_ptr<HarborWaves> makeHarborWaves(gl::ShaderLibrary& shaders, HarborParams& params) {
  if (params.waterModel == HarborWaterModel::DeepWater) return std::make_unique<DeepWaterWaves>(shaders, params);
  return std::make_unique<WaveEquationWaves>(shaders, params);
}

}  // namespace tp
