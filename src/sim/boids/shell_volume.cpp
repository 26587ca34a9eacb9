#include "sim/boids/shell_volume.hpp"

#include <algorithm>
#include <limits>

namespace tp {

float ShellVolume::bottom(const glm::vec3& direction) const {
  return floor_ ? std::min(floor_(direction) + clearance_, outer_ - kMinRoom) : 0.0f;
}

float ShellVolume::depthInside(const glm::vec3& p) const {
  const float r = glm::length(p);
  const float aboveFloor = floor_ && r > 1e-6f ? r - bottom(p / r) : std::numeric_limits<float>::infinity();
  return std::min(outer_ - r, aboveFloor);
}

glm::vec3 ShellVolume::inward(const glm::vec3& p) const {
  const float r = glm::length(p);
  const glm::vec3 out = r > 1e-6f ? p / r : glm::vec3(0, 1, 0);
  const bool nearerTheFloor = floor_ && r - bottom(out) < outer_ - r;
  return nearerTheFloor ? out : -out;
}

void ShellVolume::bounds(glm::vec3& lo, glm::vec3& hi) const {
  lo = glm::vec3(-outer_);
  hi = glm::vec3(outer_);
}

}  // namespace tp
