#pragma once
// The CPU statement of the planet's surface normals (seed 000's
// calculateVertexNormal; GPU: shaders/scenes/planet/planet_normals.comp):
// each vertex and its ordered ring moved along their directions to radius
// 1 + amplitude·height, and the normal is the normalised sum of the cross
// products of consecutive displaced ring edges (the adjacent faces' normals,
// weighted by area). With all heights 0 these deviate from the vertex
// directions by a small angle that halves with each level (1.35° at level 2).
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "sim/sphere_wave/icosphere.hpp"

namespace tp {

// The displaced position of `vertex`.
glm::vec3 displacedVertex(const IcosphereMesh& mesh, std::span<const float> height, float amplitude, int vertex);

// One unit normal per vertex, in mesh order.
std::vector<glm::vec3> displacedNormals(const IcosphereMesh& mesh, std::span<const float> height, float amplitude);

}  // namespace tp
