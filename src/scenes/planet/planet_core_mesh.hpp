#pragma once
// The ocean look's rocky core, built once on the CPU (testable without GL):
// an icosphere whose vertices are moved out or in by a few octaves of 3D
// value noise (mountains and basins of ± PLANET_CORE_RELIEF around
// PLANET_CORE_RADIUS), area-weighted vertex normals from its triangles, and
// colours by height: dark basins, sandy slopes, pale peaks. Deterministic.
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace tp {

struct CoreVertex {
  glm::vec3 position;
  glm::vec3 normal;
  glm::vec3 colour;  // linear
};

struct CoreMesh {
  std::vector<CoreVertex> vertices;
  std::vector<uint32_t> indices;  // triangles, counter-clockwise seen from outside
};

// Relief in [−1, 1] at a unit direction (the shape's noise).
float coreRelief(const glm::vec3& direction);
// The core's radius along a unit direction.
float coreRadius(const glm::vec3& direction);

CoreMesh buildCoreMesh(int level = 5);

}  // namespace tp
