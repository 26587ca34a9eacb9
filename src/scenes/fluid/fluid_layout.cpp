#include "scenes/fluid/fluid_layout.hpp"

#include <algorithm>

namespace tp {

FluidRect FluidRect::fit(int viewWidth, int viewHeight, int columns, int rows) {
  const float w = float(std::max(viewWidth, 1)), h = float(std::max(viewHeight, 1));
  const float margin = std::max(4.0f, 0.045f * std::min(w, h));  // clear of the stats strip
  const float scale = std::max(1e-3f, std::min((w - 2 * margin) / float(columns), (h - 2 * margin) / float(rows)));
  FluidRect rect;
  rect.width = scale * float(columns);
  rect.height = scale * float(rows);
  rect.x = 0.5f * (w - rect.width);
  rect.y = 0.5f * (h - rect.height);
  return rect;
}

std::optional<glm::vec2> FluidRect::cellAt(glm::vec2 pixel, int columns, int rows) const {
  const glm::vec2 cell((pixel.x - x) / width * float(columns), (y + height - pixel.y) / height * float(rows));
  if (cell.x < 0 || cell.y < 0 || cell.x > float(columns) || cell.y > float(rows)) return std::nullopt;
  return cell;
}

glm::vec2 FluidRect::pixelAt(glm::vec2 cell, int columns, int rows) const {
  return {x + cell.x / float(columns) * width, y + height - cell.y / float(rows) * height};
}

glm::vec2 FluidPatch::cellAt(const glm::vec3& world) const {
  return {(world.x / extent.x + 0.5f) * float(columns), (0.5f - world.z / extent.y) * float(rows)};
}

glm::vec3 FluidPatch::worldAt(glm::vec2 cell, float height) const {
  return {(cell.x / float(columns) - 0.5f) * extent.x, height, (0.5f - cell.y / float(rows)) * extent.y};
}

bool FluidPatch::contains(glm::vec2 cell) const {
  return cell.x >= 0 && cell.y >= 0 && cell.x <= float(columns) && cell.y <= float(rows);
}

}  // namespace tp
