#include "render/terrain_slopes.hpp"

#include <algorithm>

namespace tp {

std::vector<glm::vec2> terrainSlopes(const std::vector<float>& heights, int size, glm::vec2 extent) {
  std::vector<glm::vec2> slopes(size_t(size) * size_t(size));
  const auto at = [&](int column, int row) {
    return heights[size_t(std::clamp(row, 0, size - 1)) * size_t(size) + size_t(std::clamp(column, 0, size - 1))];
  };
  // Two samples apart, in metres: the shader's 2·extent·texel.
  const glm::vec2 span = 2.0f * extent / float(size);
  for (int row = 0; row < size; ++row)
    for (int column = 0; column < size; ++column)
      slopes[size_t(row) * size_t(size) + size_t(column)] = {(at(column + 1, row) - at(column - 1, row)) / span.x,
                                                             (at(column, row + 1) - at(column, row - 1)) / span.y};
  return slopes;
}

gl::Texture terrainSlopesTexture(const std::vector<float>& heights, int size, glm::vec2 extent) {
  const std::vector<glm::vec2> slopes = terrainSlopes(heights, size, extent);
  gl::Texture texture = gl::Texture::create2D(GL_RG32F, size, size);
  texture.upload(GL_RG, GL_FLOAT, slopes.data());
  return texture;
}

}  // namespace tp
