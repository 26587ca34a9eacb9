#pragma once
// The CPU twin of GridWaveGpu, in float32 like the GPU and with the same
// order of operations: the readable statement of the method and the
// reference the GL tests compare against. An n×n grid; cell (x, y) has its
// centre at (x + 0.5, y + 0.5) in cell units; fields are row-major, row 0 first.
#include <cstdint>
#include <vector>

#include "sim/grid_wave/grid_wave_energy.hpp"
#include "sim/grid_wave/grid_wave_params.hpp"

namespace tp {

class GridWaveCpu {
 public:
  // `params` is read at every step (not copied) and must outlive the solver.
  GridWaveCpu(const GridWaveParams& params, int size);

  int size() const { return size_; }
  const GridWaveParams& params() const { return *params_; }

  // Water at rest everywhere (keeps the land mask).
  void reset();
  // Changes the grid to size×size, resampling both heights bilinearly (and the
  // land mask to the nearest old cell), so a quality switch keeps the waves.
  void resize(int size);
  void step(int count = 1);

  // Adds strength·(1 − d/radius) where d < radius to both heights (a raised
  // or lowered patch of water at rest); centre and radius in cells.
  void addSplash(float centreX, float centreY, float strength, float radius);
  // A moving pressure patch's push for one step: amount·e^(−r²/radius²)
  // taken from the newest height only (a downward kick), within
  // kMovingSourceReach radii; centre and radius in cells.
  void addPressureKick(float centreX, float centreY, float amount, float radius);
  // Adds scale·delta (an n×n field) to the height, and to the previous height
  // too when `alsoPrevious` (displaced water at rest rather than a kick).
  void addHeightDelta(const std::vector<float>& delta, float scale, bool alsoPrevious);

  // n×n bytes, nonzero = land (height held at zero, waves reflect); empty = no land.
  void setLandMask(std::vector<uint8_t> mask);
  const std::vector<uint8_t>& landMask() const { return land_; }

  const std::vector<float>& height() const { return height_; }          // z, newest
  const std::vector<float>& previousHeight() const { return previous_; }  // z_old
  // The headless layout: [row][column][channel], channels height, height_prev.
  std::vector<float> readState() const;
  void writeState(const std::vector<float>& state);

  GridWaveEnergy energy() const;

 private:
  void stepOnce();
  void zeroLand();
  bool isLand(size_t i) const { return !land_.empty() && land_[i] != 0; }

  const GridWaveParams* params_;
  int size_ = 0;
  std::vector<float> height_, previous_;
  std::vector<uint8_t> land_;
};

// Bilinear resampling of an n×n field to m×m at cell centres, clamped at the
// edges; the GPU resample shader does the same arithmetic.
std::vector<float> resampleGridField(const std::vector<float>& field, int n, int m);
// Nearest-cell resampling of a land mask from n×n to m×m.
std::vector<uint8_t> resampleLandMask(const std::vector<uint8_t>& mask, int n, int m);
// Sponge damping (per step) of cell (x, y) of an n×n grid whose sponge is
// `width` cells wide, for waves travelling `courant` = √a cells per step.
float gridWaveSpongeDamping(int x, int y, int n, float width, float courant);

}  // namespace tp
