#include "sim/boids/shell_volume.hpp"

#include <algorithm>
#include <limits>

#include "shaders/common/planet_core_relief.h"

namespace tp {

float ShellVolume::bottom(const glm::vec3& direction) const {
  if (floor_ == ShellFloor::None) return 0.0f;
  return std::min(core_relief::coreRadius(direction) + clearance_, outer_ - kMinRoom);
}

float ShellVolume::depthInside(const glm::vec3& p) const {
  const float r = glm::length(p);
  const float aboveFloor = floor_ != ShellFloor::None && r > 1e-6f ? r - bottom(p / r) : std::numeric_limits<float>::infinity();
  return std::min(outer_ - r, aboveFloor);
}

glm::vec3 ShellVolume::inward(const glm::vec3& p) const {
  const float r = glm::length(p);
  const glm::vec3 out = r > 1e-6f ? p / r : glm::vec3(0, 1, 0);
  const bool nearerTheFloor = floor_ != ShellFloor::None && r - bottom(out) < outer_ - r;
  return nearerTheFloor ? out : -out;
}

void ShellVolume::bounds(glm::vec3& lo, glm::vec3& hi) const {
  lo = glm::vec3(-outer_);
  hi = glm::vec3(outer_);
}

}  // namespace tp
