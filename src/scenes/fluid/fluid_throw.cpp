#include "scenes/fluid/fluid_throw.hpp"

#include <algorithm>

namespace tp {

SplatFluidSplash FluidThrow::press(glm::vec2 cell, int64_t step, const SplatFluidParams& params) {
  active_ = true;
  lastCell_ = cell;
  lastStep_ = step;
  return {cell.x, cell.y, params.splashMass, params.splashRadius, 0.0f, 0.0f};
}

std::optional<SplatFluidSplash> FluidThrow::drag(glm::vec2 cell, int64_t step, const SplatFluidParams& params) {
  if (!active_) return std::nullopt;
  const glm::vec2 moved = cell - lastCell_;
  const float distance = glm::length(moved);
  const int64_t steps = step - lastStep_;
  if (steps <= 0 || distance < std::max(1.0f, 0.5f * params.splashRadius)) return std::nullopt;
  glm::vec2 velocity = moved / float(steps);
  const float fastest = splatFluidMaxSpeed(params.radius);
  const float speed = glm::length(velocity);
  if (speed > fastest) velocity *= fastest / speed;
  lastCell_ = cell;
  lastStep_ = step;
  const float mass = params.splashMass * std::min(1.0f, distance / std::max(params.splashRadius, 1e-3f));
  return SplatFluidSplash{cell.x, cell.y, mass, params.splashRadius, velocity.x, velocity.y};
}

}  // namespace tp
