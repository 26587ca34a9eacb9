#pragma once
// The harbor's water, by either model (HarborParams::waterModel): the seed's
// wave equation (GridWaveGpu: every wavelength at one speed, so a fast boat
// drags a Mach cone and a slow one leaves no V) or deep water (DeepWaterGpu:
// water's own dispersion, ω² = g·k·tanh(k·depth), so every boat leaves
// Kelvin's wake). The scene feeds both the same hull displacements and
// splashes and reads the same height texture; each model turns the harbor's
// parameters into its own at every step.
#include <cstdint>
#include <memory>
#include <vector>

#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "scenes/harbor/harbor_params.hpp"

namespace tp {

class HarborWaves {
 public:
  virtual ~HarborWaves() = default;
  virtual HarborWaterModel model() const = 0;
  virtual int size() const = 0;  // cells per edge of the 50 m patch
  virtual void reset() = 0;      // still water
  // A new grid: the waves resampled bilinearly; the caller sets the land anew.
  virtual void resize(int size) = 0;
  // The water moved by whole cells as the patch travels the other way;
  // still water flows in. The caller sets the land anew for the new place.
  virtual void shiftContents(glm::ivec2 by) = 0;
  // size×size bytes, nonzero = land: islands hold the water at rest and reflect waves.
  virtual void setLandMask(std::vector<uint8_t> mask) = 0;
  virtual const std::vector<uint8_t>& landMask() const = 0;
  // Water a hull pushed aside this step (WakeMask's delta: + where it newly
  // covers a cell, − where it left one), over cells (x0, y0)-(x1, y1), exclusive.
  virtual void addDisplacement(const gl::Texture& delta, glm::ivec4 cells) = 0;
  // A splash at (cx, cy) (cells): the water pressed down by `depth` m within
  // about `radius` cells and as much raised round it, so no water is added.
  // Each model gives the pit the shape whose rings read in it.
  virtual void splash(float cx, float cy, float depth, float radius) = 0;
  // One scene step of `dt` s; `wave` is the wave equation's split into solver steps.
  virtual void step(const HarborParams& params, const HarborWaveStep& wave, float dt) = 0;
  // The energy for the plot into energyBuffer() (vec2 kinetic, potential).
  virtual void computeEnergy() = 0;
  virtual const gl::Buffer& energyBuffer() const = 0;
  // The height (R32F, size×size, m) renderers and probes sample; ask again after step().
  virtual const gl::Texture& heightTexture() const = 0;
  // Readbacks (wait for the GPU): the height, and the whole state for replays.
  virtual std::vector<float> readHeight() const = 0;
  virtual std::vector<float> readState() const = 0;
  // Solver steps a scene step runs (the frame statistics' cells per step).
  virtual int solverStepsPerStep(const HarborWaveStep& wave) const = 0;
};

// The grid a model runs for the panel's grid_size: the wave equation takes
// it as it is; deep water the nearest power of two (its transform needs one).
int harborGridFor(HarborWaterModel model, int gridSize);

// `params` (its `solver` member) must outlive the wave-equation model, which reads it at every step.
std::unique_ptr<HarborWaves> makeHarborWaves(gl::ShaderLibrary& shaders, HarborParams& params);

}  // namespace tp
