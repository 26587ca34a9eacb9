#pragma once
// The left button in the fluid scene, in cells and steps: a press adds fluid
// at rest where it lands; dragging lays down more along the way, moving with
// the drag's velocity (cells per step), so a flick throws fluid. CPU only:
// the scene maps pixels or rays to cells and hands the splashes to the solver.
//
// The velocity is the distance since the last splash over the steps taken
// since then (not frames, not wall time): the same drag gives the same throw
// at any frame rate, and a replay gives it bit for bit. While the simulation
// is paused no steps pass, so a drag adds nothing until it runs again.
#include <cstdint>
#include <optional>

#include <glm/glm.hpp>

#include "sim/splat_fluid/splat_fluid_params.hpp"
#include "sim/splat_fluid/splat_fluid_splash.hpp"

namespace tp {

class FluidThrow {
 public:
  // `step` counts the simulation's steps (any origin, never decreasing).
  SplatFluidSplash press(glm::vec2 cell, int64_t step, const SplatFluidParams& params);
  // A splash when the cursor moved at least half a splash radius (one cell at
  // least) and a step passed since the last one; its mass is the click's,
  // scaled by the distance over the radius, so a drag lays down about one
  // click's worth per radius travelled however the events come. The speed is
  // capped at splatFluidMaxSpeed(radius), beyond which the step loses mass.
  std::optional<SplatFluidSplash> drag(glm::vec2 cell, int64_t step, const SplatFluidParams& params);
  void release() { active_ = false; }
  bool active() const { return active_; }

 private:
  bool active_ = false;
  glm::vec2 lastCell_{0};
  int64_t lastStep_ = 0;
};

}  // namespace tp
