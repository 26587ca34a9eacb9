#include "scenes/planet/planet_core_mesh.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "shaders/common/planet_core_relief.h"
#include "sim/sphere_wave/icosphere.hpp"

namespace tp {
namespace {

// Deep basins dark, rocky slopes, weed on the middle slopes, sand on the
// shallow tops (which the water shows turquoise), bare rock where steep.
glm::vec3 colourFor(float relief, float steepness) {
  const glm::vec3 basin(0.05f, 0.07f, 0.09f), rock(0.26f, 0.2f, 0.15f), weed(0.1f, 0.28f, 0.1f),
      sand(0.62f, 0.56f, 0.4f);
  glm::vec3 c = glm::mix(basin, rock, std::clamp((relief + 0.5f) * 1.6f, 0.0f, 1.0f));
  c = glm::mix(c, weed, 0.7f * std::clamp(1.0f - std::fabs(relief - 0.1f) * 6.0f, 0.0f, 1.0f));
  c = glm::mix(c, sand, std::clamp((relief - 0.3f) * 4.0f, 0.0f, 1.0f));
  return glm::mix(c, rock, 0.7f * steepness);
}

}  // namespace

float coreRelief(const glm::vec3& direction) { return core_relief::coreRelief(direction); }

float coreRadius(const glm::vec3& direction) { return core_relief::coreRadius(direction); }

CoreMesh buildCoreMesh(int level) {
  const IcosphereMesh sphere = buildIcosphere(level);
  CoreMesh mesh;
  mesh.vertices.resize(sphere.positions.size());
  for (size_t i = 0; i < sphere.positions.size(); ++i)
    mesh.vertices[i].position = sphere.positions[i] * coreRadius(sphere.positions[i]);
  std::vector<glm::vec3> normalSums(mesh.vertices.size(), glm::vec3(0));
  for (const auto& t : sphere.triangles) {
    const glm::vec3 a = mesh.vertices[t[0]].position, b = mesh.vertices[t[1]].position,
                    c = mesh.vertices[t[2]].position;
    const glm::vec3 areaNormal = glm::cross(b - a, c - a);
    for (uint32_t corner : t) normalSums[corner] += areaNormal;
    mesh.indices.insert(mesh.indices.end(), t.begin(), t.end());
  }
  for (size_t i = 0; i < mesh.vertices.size(); ++i) {
    CoreVertex& v = mesh.vertices[i];
    v.normal = glm::normalize(normalSums[i]);
    const float steepness = std::clamp(1.0f - glm::dot(v.normal, sphere.positions[i]), 0.0f, 1.0f) * 4.0f;
    v.colour = colourFor(coreRelief(sphere.positions[i]), std::min(steepness, 1.0f));
  }
  return mesh;
}

}  // namespace tp
