#include "scenes/planet/sphere_locator.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace tp {

SphereLocator::SphereLocator(const IcosphereMesh& mesh) : mesh_(mesh) {
  for (int v = 0; v < mesh.vertexCount(); ++v)
    if (mesh.neighbourCount(v) == 5) corners_.push_back(v);
}

int32_t SphereLocator::nearestVertex(const glm::vec3& unitDirection, int32_t hint) const {
  int32_t best = hint;
  if (best < 0 || best >= mesh_.vertexCount()) {
    best = corners_.empty() ? 0 : corners_[0];
    for (int32_t corner : corners_)
      if (glm::dot(mesh_.positions[size_t(corner)], unitDirection) > glm::dot(mesh_.positions[size_t(best)], unitDirection))
        best = corner;
  }
  float closeness = glm::dot(mesh_.positions[size_t(best)], unitDirection);
  for (bool moved = true; moved;) {
    moved = false;
    for (int k = 0; k < mesh_.neighbourCount(best); ++k) {
      const int32_t n = mesh_.rings[size_t(best)][size_t(k)];
      const float c = glm::dot(mesh_.positions[size_t(n)], unitDirection);
      if (c > closeness) {
        closeness = c;
        best = n;
        moved = true;
      }
    }
  }
  return best;
}

// Is the ray through `direction` inside one of the triangles round `vertex`?
// Weights by the triple products (the volumes the ray cuts off the triangle's
// cone): all ≥ 0 exactly when the ray passes through the triangle.
bool SphereLocator::inFan(int32_t vertex, const glm::vec3& direction, SpherePoint& point) const {
  const glm::vec3 a = mesh_.positions[size_t(vertex)];
  const int count = mesh_.neighbourCount(vertex);
  for (int k = 0; k < count; ++k) {
    const int32_t ib = mesh_.rings[size_t(vertex)][size_t(k)], ic = mesh_.rings[size_t(vertex)][size_t((k + 1) % count)];
    const glm::vec3 b = mesh_.positions[size_t(ib)], c = mesh_.positions[size_t(ic)];
    const float wa = glm::dot(direction, glm::cross(b, c));
    const float wb = glm::dot(a, glm::cross(direction, c));
    const float wc = glm::dot(a, glm::cross(b, direction));
    const float sum = wa + wb + wc;
    const float slack = -1e-7f * std::abs(sum);
    if (wa < slack || wb < slack || wc < slack || !(sum > 0)) continue;
    point.vertices = {vertex, ib, ic};
    point.weights = {std::max(wa, 0.0f) / sum, std::max(wb, 0.0f) / sum, std::max(wc, 0.0f) / sum};
    return true;
  }
  return false;
}

SpherePoint SphereLocator::locate(const glm::vec3& direction, int32_t hint) const {
  const glm::vec3 unit = glm::normalize(direction);
  SpherePoint point;
  point.nearest = nearestVertex(unit, hint);
  if (inFan(point.nearest, unit, point)) return point;
  const int count = mesh_.neighbourCount(point.nearest);
  for (int k = 0; k < count; ++k)
    if (inFan(mesh_.rings[size_t(point.nearest)][size_t(k)], unit, point)) return point;
  point.vertices = {point.nearest, point.nearest, point.nearest};  // never seen; the nearest vertex alone
  point.weights = {1, 0, 0};
  return point;
}

}  // namespace tp
