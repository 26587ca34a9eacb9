#pragma once
// Which cells of the spring grid are water. With the bowl's rim on, the water
// is the disc inscribed in the N×N grid: cell (x, y), centre (x + 0.5, y + 0.5),
// is water iff its centre lies strictly inside the circle of radius N/2 about
// (N/2, N/2). In integers, to be exact and identical everywhere:
//   (2x + 1 − N)² + (2y + 1 − N)² < N².
// Cells that are not water hold h = v = 0 and are not counted as neighbours
// (exactly like cells beyond the grid edge), so the rim reflects waves and
// Σh over the water is conserved. Without the rim every cell is water.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tp {

inline bool insideSpringRim(int x, int y, int gridSize) {
  const int64_t dx = 2 * int64_t(x) + 1 - gridSize, dy = 2 * int64_t(y) + 1 - gridSize;
  return dx * dx + dy * dy < int64_t(gridSize) * gridSize;
}

// Row-major N×N mask, 1 = water, 0 = not water (the R8 texture the GPU reads).
std::vector<uint8_t> makeSpringWaterMask(int gridSize, bool rim);

}  // namespace tp
