#include "sim/boids/boid_grid.hpp"

#include <algorithm>
#include <cmath>

namespace tp {

namespace {
// Cells along an axis at most: a cell size far below the flock's extent
// (a tiny perception radius) would otherwise ask for a huge grid; past this
// the cells are simply larger than asked, which only adds candidates.
constexpr int kMaxCellsPerAxis = 64;
}  // namespace

glm::ivec3 BoidGrid::cellOf(const glm::vec3& position) const {
  const glm::ivec3 cell(glm::floor((position - origin_) * inverseCell_));
  return glm::clamp(cell, glm::ivec3(0), dims_ - 1);
}

size_t BoidGrid::cellIndex(const glm::ivec3& cell) const {
  return (size_t(cell.z) * size_t(dims_.y) + size_t(cell.y)) * size_t(dims_.x) + size_t(cell.x);
}

void BoidGrid::build(const std::vector<glm::vec3>& positions, float cellSize) {
  glm::vec3 lo(0), hi(0);
  if (!positions.empty()) lo = hi = positions[0];
  for (const glm::vec3& p : positions) lo = glm::min(lo, p), hi = glm::max(hi, p);
  const glm::vec3 extent = hi - lo;
  const float largest = std::max({extent.x, extent.y, extent.z});
  const float size = std::max(cellSize, largest / float(kMaxCellsPerAxis));
  origin_ = lo;
  inverseCell_ = size > 0 ? 1.0f / size : 1.0f;
  dims_ = glm::clamp(glm::ivec3(glm::floor(extent * inverseCell_)) + 1, glm::ivec3(1), glm::ivec3(kMaxCellsPerAxis));

  // Counting sort by cell; visiting boids in index order keeps each cell ascending.
  cellStart_.assign(size_t(dims_.x) * size_t(dims_.y) * size_t(dims_.z) + 1, 0);
  std::vector<uint32_t> cellOfBoid(positions.size());
  for (size_t i = 0; i < positions.size(); ++i) {
    cellOfBoid[i] = uint32_t(cellIndex(cellOf(positions[i])));
    ++cellStart_[cellOfBoid[i] + 1];
  }
  for (size_t c = 1; c < cellStart_.size(); ++c) cellStart_[c] += cellStart_[c - 1];
  order_.resize(positions.size());
  std::vector<uint32_t> fill(cellStart_.begin(), cellStart_.end() - 1);
  for (size_t i = 0; i < positions.size(); ++i) order_[fill[cellOfBoid[i]]++] = uint32_t(i);
}

void BoidGrid::candidates(const glm::vec3& position, std::vector<uint32_t>& out) const {
  out.clear();
  const glm::ivec3 centre = cellOf(position);
  const glm::ivec3 lo = glm::max(centre - 2, glm::ivec3(0)), hi = glm::min(centre + 2, dims_ - 1);
  for (int z = lo.z; z <= hi.z; ++z)
    for (int y = lo.y; y <= hi.y; ++y)
      for (int x = lo.x; x <= hi.x; ++x) {
        const size_t c = cellIndex({x, y, z});
        out.insert(out.end(), order_.begin() + cellStart_[c], order_.begin() + cellStart_[c + 1]);
      }
}

}  // namespace tp
