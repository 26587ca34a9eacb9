#include "scenes/harbor/travelling_patch.hpp"

#include <algorithm>
#include <cmath>

namespace tp {

void TravellingPatch::reset(int cells, float cellSize) {
  centreCells_ = glm::ivec2(0);
  cells_ = std::max(cells, 1);
  cellSize_ = cellSize;
}

void TravellingPatch::resize(int cells, float cellSize) {
  const glm::vec2 centreBefore = centre();
  cells_ = std::max(cells, 1);
  cellSize_ = cellSize;
  centreCells_ = glm::ivec2(glm::round(centreBefore / cellSize));
}

glm::ivec2 TravellingPatch::follow(glm::vec2 tug, glm::vec2 velocity, int stride, const PatchFollowing& rule) {
  const glm::vec2 offset = tug - centre();
  if (std::fabs(offset.x) <= rule.reach && std::fabs(offset.y) <= rule.reach) return glm::ivec2(0);
  const float speed = glm::length(velocity);
  const glm::vec2 ahead = speed > 1e-3f ? velocity / speed : glm::vec2(0.0f);
  const glm::vec2 wanted = tug - ahead * std::min(rule.lead, rule.leadSeconds * speed);
  const float step = cellSize_ * float(std::max(stride, 1));
  const glm::ivec2 move = glm::ivec2(glm::round((wanted - centre()) / step)) * std::max(stride, 1);
  centreCells_ += move;
  return move;
}

bool TravellingPatch::contains(glm::vec2 world) const {
  const glm::vec2 uv = uvOf(world);
  return uv.x >= 0.0f && uv.x <= 1.0f && uv.y >= 0.0f && uv.y <= 1.0f;
}

}  // namespace tp
