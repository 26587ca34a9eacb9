#include "scenes/planet/planet_normals.hpp"

#include <glm/geometric.hpp>

#include "shaders/scenes/planet/planet_layout.h"

namespace tp {

glm::vec3 displacedVertex(const IcosphereMesh& mesh, std::span<const float> height, float amplitude, int vertex) {
  const size_t v = size_t(vertex);
  return mesh.positions[v] * (float(PLANET_WATER_RADIUS) + amplitude * height[v]);
}

std::vector<glm::vec3> displacedNormals(const IcosphereMesh& mesh, std::span<const float> height, float amplitude) {
  std::vector<glm::vec3> normals(mesh.positions.size());
  for (int v = 0; v < mesh.vertexCount(); ++v) {
    const glm::vec3 centre = displacedVertex(mesh, height, amplitude, v);
    const int count = mesh.neighbourCount(v);
    glm::vec3 sum(0);
    for (int k = 0; k < count; ++k) {
      const glm::vec3 a = displacedVertex(mesh, height, amplitude, mesh.rings[size_t(v)][size_t(k)]) - centre;
      const glm::vec3 b =
          displacedVertex(mesh, height, amplitude, mesh.rings[size_t(v)][size_t((k + 1) % count)]) - centre;
      sum += glm::cross(a, b);
    }
    normals[size_t(v)] = glm::normalize(sum);
  }
  return normals;
}

}  // namespace tp
