#pragma once
// Helpers for the icosphere and sphere-solver tests: find vertices by
// position, and the icosahedron's rotations, which map the icosphere (and so
// the solver) onto itself.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/mat3x3.hpp>

#include "sim/sphere_wave/icosphere.hpp"

namespace tp::test {

// For each point, the mesh vertex within `tolerance` of it (Euclidean), or −1.
inline std::vector<int> matchVertices(const IcosphereMesh& mesh, const std::vector<glm::vec3>& points,
                                      float tolerance) {
  std::vector<int> byX(size_t(mesh.vertexCount()));
  std::iota(byX.begin(), byX.end(), 0);
  auto x = [&](int v) { return mesh.positions[size_t(v)].x; };
  std::sort(byX.begin(), byX.end(), [&](int a, int b) { return x(a) < x(b); });
  std::vector<int> match(points.size(), -1);
  for (size_t i = 0; i < points.size(); ++i) {
    auto it = std::lower_bound(byX.begin(), byX.end(), points[i].x - tolerance,
                               [&](int v, float value) { return x(v) < value; });
    for (; it != byX.end() && x(*it) <= points[i].x + tolerance; ++it)
      if (glm::distance(mesh.positions[size_t(*it)], points[i]) <= tolerance) {
        match[i] = *it;
        break;
      }
  }
  return match;
}

// Three rotations of the icosahedral group, found from the mesh's own
// five-neighbour vertices: 72° about one of them, 120° about a base face's
// centre, 180° about a base edge's midpoint.
inline std::vector<glm::mat3> icosahedralRotations(const IcosphereMesh& mesh) {
  std::vector<glm::vec3> corners;
  for (int v = 0; v < mesh.vertexCount(); ++v)
    if (mesh.neighbourCount(v) == 5) corners.push_back(mesh.positions[size_t(v)]);
  const glm::vec3 p0 = corners[0];
  // Base edges are the shortest corner-to-corner distances.
  std::sort(corners.begin() + 1, corners.end(),
            [&](const glm::vec3& a, const glm::vec3& b) { return glm::distance(a, p0) < glm::distance(b, p0); });
  const glm::vec3 p1 = corners[1];
  glm::vec3 p2 = corners[2];
  for (size_t i = 2; i < 6; ++i)  // a corner adjacent to both p0 and p1 closes a base face
    if (glm::distance(corners[i], p1) < glm::distance(p0, p1) * 1.01f) p2 = corners[i];
  auto rotation = [](float degrees, glm::vec3 axis) {
    return glm::mat3(glm::rotate(glm::mat4(1.0f), glm::radians(degrees), glm::normalize(axis)));
  };
  return {rotation(72.0f, p0), rotation(120.0f, p0 + p1 + p2), rotation(180.0f, p0 + p1)};
}

}  // namespace tp::test
