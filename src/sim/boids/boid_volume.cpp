#include "sim/boids/boid_volume.hpp"

#include <algorithm>
#include <cmath>

namespace tp {
namespace {

// Towards the centre; any direction at the centre itself (all are equally "in").
glm::vec3 towards(const glm::vec3& from, const glm::vec3& to) {
  const glm::vec3 d = to - from;
  const float length = glm::length(d);
  return length > 1e-6f ? d / length : glm::vec3(0, 1, 0);
}

}  // namespace

float SphereVolume::depthInside(const glm::vec3& p) const { return radius_ - glm::length(p - centre_); }
glm::vec3 SphereVolume::inward(const glm::vec3& p) const { return towards(p, centre_); }
void SphereVolume::bounds(glm::vec3& lo, glm::vec3& hi) const {
  lo = centre_ - glm::vec3(radius_);
  hi = centre_ + glm::vec3(radius_);
}

// The intersection of three solids has depth = the smallest of their depths
// (exact inside near a single face, a lower bound near the edges), and the
// inward direction of the face that is nearest.
float CappedSphereVolume::depthInside(const glm::vec3& p) const {
  const float sphere = radius_ - glm::length(p - centre_);
  return std::min({sphere, p.y - floorY_, ceilingY_ - p.y});
}

glm::vec3 CappedSphereVolume::inward(const glm::vec3& p) const {
  const float sphere = radius_ - glm::length(p - centre_);
  const float floor = p.y - floorY_, ceiling = ceilingY_ - p.y;
  if (sphere <= floor && sphere <= ceiling) return towards(p, centre_);
  return floor < ceiling ? glm::vec3(0, 1, 0) : glm::vec3(0, -1, 0);
}

void CappedSphereVolume::bounds(glm::vec3& lo, glm::vec3& hi) const {
  lo = centre_ - glm::vec3(radius_);
  hi = centre_ + glm::vec3(radius_);
  lo.y = std::max(lo.y, floorY_);
  hi.y = std::min(hi.y, ceilingY_);
}

}  // namespace tp
