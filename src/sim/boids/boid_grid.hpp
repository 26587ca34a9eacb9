#pragma once
// Neighbour search for the flock (flock.hpp): a uniform grid of cubic cells
// half a perception radius wide, rebuilt from the snapshot every step, so a
// boid looks only at the boids of the 5×5×5 cells around its own (a cube of
// 2.5 radii) instead of at all of them. Candidates come cell by cell, each
// cell in ascending index order: the same every run, so the flock stays
// deterministic, but not the all-pairs loop's order (sums may differ in the
// last bits from it). Why: the planet's fish slider reaches thousands, and
// all pairs cost N² (README's planet notes has both measured).
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

namespace tp {

class BoidGrid {
 public:
  // Sorts `positions` into cells of edge `cellSize` (> 0; pass half the
  // search radius).
  void build(const std::vector<glm::vec3>& positions, float cellSize);
  // Indices of every boid in the 5×5×5 cells around `position` (a superset
  // of those within 2·cellSize of it), each once, into `out` (cleared first).
  void candidates(const glm::vec3& position, std::vector<uint32_t>& out) const;

 private:
  glm::ivec3 cellOf(const glm::vec3& position) const;
  size_t cellIndex(const glm::ivec3& cell) const;

  glm::vec3 origin_{0};
  float inverseCell_ = 1;
  glm::ivec3 dims_{1};
  std::vector<uint32_t> cellStart_;  // dims³ + 1 offsets into order_
  std::vector<uint32_t> order_;      // boid indices, grouped by cell, ascending within a cell
};

}  // namespace tp
