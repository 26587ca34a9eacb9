#pragma once
// CPU twin of the Gaussian splat fluid (seed 001): the readable statement of
// the method and the reference the GPU solver is tested against. Same params,
// same equation, float state, double sums.
#include <cstdint>
#include <vector>

#include "sim/param_table.hpp"
#include "sim/splat_fluid/splat_fluid_params.hpp"
#include "sim/splat_fluid/splat_fluid_splash.hpp"

namespace tp {

class SplatFluidCpu {
 public:
  static constexpr int kChannels = 3;  // vx, vy (cells/step), mass

  SplatFluidCpu(int width, int height);

  SplatFluidParams& params() { return params_; }
  ParamTable paramTable() { return {splatFluidParamList(), params_}; }

  void step(int count);
  void splash(const SplatFluidSplash& splash);
  void reset();  // rest state: no mass, no velocity; step count 0

  int width() const { return width_; }
  int height() const { return height_; }
  int64_t stepCount() const { return stepCount_; }
  SplatFluidTotals totals() const;

  // [row][column][vx, vy, mass], row 0 first.
  const std::vector<float>& state() const { return state_; }  // a view, no copy
  // The twin interface, as SplatFluidGpu's: a copy of the state, and a whole state set.
  std::vector<float> readState() const { return state_; }
  void writeState(const std::vector<float>& state);  // size must be width*height*3

 private:
  struct Particle {
    float vx = 0, vy = 0, mass = 0;
    bool image = false;  // a mirror image beyond a wall
  };
  // The particle of the cell at (x, y), which may be outside the grid: with
  // open edges there is none (false); with walls it is the mirror image of an
  // inside cell, its velocity reflected.
  bool neighbour(int x, int y, Particle& out) const;
  void stepOnce();

  int width_, height_;
  std::vector<float> state_, next_;
  int64_t stepCount_ = 0;
  SplatFluidParams params_;
};

// Folds an index of the infinite grid tiled by mirror images (... | mirror |
// grid | mirror | ...) into [0, n); `flipped` says the copy is mirrored.
// The walls are at -0.5 and n - 0.5: cell -1 is the image of cell 0.
int splatFluidMirrorFold(int index, int n, bool& flipped);

}  // namespace tp
