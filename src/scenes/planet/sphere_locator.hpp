#pragma once
// Finds where a direction lands on the icosphere: the triangle around it and
// its barycentric weights, so a field given per vertex (the water's height)
// can be read anywhere, as the surface is drawn (linear across each flat
// triangle). The planet's crates read the water under their probes this way.
//
// How: a greedy walk over the vertex graph to the vertex nearest the
// direction (each move goes to the ring neighbour closest to it; on a mesh as
// regular as the icosphere the walk cannot stall short of the nearest vertex),
// starting from a hint (the answer for a nearby point a step ago) or from the
// nearest of the twelve icosahedron corners; then the fan of triangles round
// that vertex (and, rarely, round its neighbours) is searched for the one the
// ray from the centre passes through. CPU only.
#include <array>
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

#include "sim/sphere_wave/icosphere.hpp"

namespace tp {

struct SpherePoint {
  std::array<int32_t, 3> vertices{0, 0, 0};
  std::array<float, 3> weights{1, 0, 0};  // ≥ 0, sum 1
  int32_t nearest = 0;                    // the walk's end: a good hint for next time
};

class SphereLocator {
 public:
  explicit SphereLocator(const IcosphereMesh& mesh);
  // `direction`: any non-zero length. `hint`: a vertex to start from (−1: none).
  SpherePoint locate(const glm::vec3& direction, int32_t hint = -1) const;
  int32_t nearestVertex(const glm::vec3& unitDirection, int32_t hint = -1) const;
  const IcosphereMesh& mesh() const { return mesh_; }

 private:
  bool inFan(int32_t vertex, const glm::vec3& direction, SpherePoint& point) const;
  const IcosphereMesh& mesh_;
  std::vector<int32_t> corners_;  // the twelve five-neighbour vertices
};

}  // namespace tp
