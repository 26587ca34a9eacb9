#include "sim/spring_surface/spring_surface_mask.hpp"

namespace tp {

std::vector<uint8_t> makeSpringWaterMask(int gridSize, bool rim) {
  std::vector<uint8_t> mask(size_t(gridSize) * size_t(gridSize), 1);
  if (!rim) return mask;
  for (int y = 0; y < gridSize; ++y)
    for (int x = 0; x < gridSize; ++x)
      mask[size_t(y) * size_t(gridSize) + size_t(x)] = insideSpringRim(x, y, gridSize) ? 1 : 0;
  return mask;
}

}  // namespace tp
