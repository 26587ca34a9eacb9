#pragma once
// CPU twin of the mass-spring water surface: the readable statement of the
// method (seed 004), and the reference the GPU solver is tested against.
// Float32 state with the same operation order as the shaders (which are
// `precise`, so no fused multiply-adds), so the two agree to rounding.
//
// One step, for every water cell i (k = stiffness, c = damping):
//   velocity pass: acc = Σ over the 8 neighbours n that are inside the grid and
//                  water of (h_n − h)·k + (v_n − v)·c;   v ← v + acc·dt
//   position pass: v ← v + force·dt (scene only);       h ← h + v·dt
//                  then h ← clamp(h, heightMin, heightMax) (the container;
//                  v is kept: container_range.glsl says why)
// Each pass reads one copy of the state and writes the other, so no cell
// ever sees a neighbour's already-updated value (the seed's two-kernel rule).
// The seed's saturate() clamped heights to 0..1, a bug its author points out
// (it flattened every trough); his fix, the container's own range, is kept.
#include <cstdint>
#include <vector>

#include "sim/param_table.hpp"
#include "sim/spring_surface/spring_surface_energy.hpp"
#include "sim/spring_surface/spring_surface_params.hpp"

namespace tp {

class SpringSurfaceCpu {
 public:
  explicit SpringSurfaceCpu(int gridSize, const SpringSurfaceParams& initial = {});

  SpringSurfaceParams& params() { return params_; }
  const SpringSurfaceParams& params() const { return params_; }
  ParamTable paramTable() { return {springSurfaceParamList(), params_}; }
  int gridSize() const { return gridSize_; }

  // Advances `count` steps with the parameters as they are now (read at
  // every call, so they may change between steps).
  void step(int count = 1);
  // Applies a changed grid_size (resamples, as resize()) or rim (rebuilds the
  // mask; the next pass zeroes the cells that became dry). step(), splash()
  // and writeState() call it first.
  void applyPendingChanges();
  // Adds strength·(1 − d/radius) to the height of water cells whose centre
  // (x + 0.5, y + 0.5) is at distance d < radius from (cx, cy), all in cells.
  // Velocities are left as they are.
  void splash(double cx, double cy, double strength, double radius);
  // Adds `height` and `velocity` to every water cell, then clamps the heights
  // to the container's range (shaders/sim/spring_surface/shift.comp).
  void shiftWater(float height, float velocity);
  // Resamples height and velocity bilinearly onto an n×n grid (cell centres
  // matched, edges clamped), then applies the new mask. Same formula as
  // shaders/sim/spring_surface/resample.comp.
  void resize(int gridSize);
  void reset();  // rest: h = v = 0 everywhere
  // Per-cell external acceleration (height units/s², row-major N×N) added in
  // the position pass as v += force·dt; empty = none.
  void setForce(std::vector<float> acceleration);

  // Interleaved [row][column][h, v], row 0 first (the headless dump layout).
  const std::vector<float>& state() const { return state_; }
  std::vector<float> readState() const { return state_; }  // as SpringSurfaceGpu::readState
  // Replaces the state (same layout and size); non-water cells are set to 0.
  void writeState(std::vector<float> state);
  float height(int x, int y) const { return state_[2 * index(x, y)]; }
  float velocity(int x, int y) const { return state_[2 * index(x, y) + 1]; }

  const std::vector<uint8_t>& waterMask() const { return mask_; }
  bool isWater(int x, int y) const;
  SpringEnergy energy() const;

 private:
  size_t index(int x, int y) const { return size_t(y) * size_t(gridSize_) + size_t(x); }
  void rebuildMask();
  void zeroOutsideWater();
  void velocityPass();  // state_ → scratch_
  void positionPass();  // scratch_ → state_

  SpringSurfaceParams params_;
  int gridSize_ = 0;
  bool maskHasRim_ = false;
  std::vector<uint8_t> mask_;
  std::vector<float> state_, scratch_;
  std::vector<float> force_;
};

}  // namespace tp
