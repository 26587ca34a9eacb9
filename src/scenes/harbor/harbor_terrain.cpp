#include "scenes/harbor/harbor_terrain.hpp"

#include <stb_image.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "core/data_root.hpp"

namespace tp {

float HarborTerrain::heightAt(float x, float z) const {
  const float beyond = std::hypot(std::max(std::fabs(x) - 0.5f * extent.x, 0.0f),
                                  std::max(std::fabs(z) - 0.5f * extent.y, 0.0f));
  const float shelf = -kShelfSlope * beyond;
  if (size < 2) return (heights.empty() ? 0.0f : heights[0]) + shelf;
  // Sample (i, j) sits at the centre of its cell: ((i + 0.5)/size − 0.5)·extent.
  const float fx = std::clamp((x / extent.x + 0.5f) * float(size) - 0.5f, 0.0f, float(size - 1));
  const float fz = std::clamp((z / extent.y + 0.5f) * float(size) - 0.5f, 0.0f, float(size - 1));
  const int i = std::min(int(fx), size - 2), j = std::min(int(fz), size - 2);
  const int i1 = i + 1, j1 = j + 1;
  const float tx = fx - float(i), tz = fz - float(j);
  auto at = [&](int column, int row) { return heights[size_t(row) * size_t(size) + size_t(column)]; };
  const float top = at(i, j) + (at(i1, j) - at(i, j)) * tx;
  const float bottom = at(i, j1) + (at(i1, j1) - at(i, j1)) * tx;
  return top + (bottom - top) * tz + shelf;
}

glm::vec3 HarborTerrain::normalAt(float x, float z) const {
  const float hx = extent.x / float(std::max(size, 1)), hz = extent.y / float(std::max(size, 1));
  const float dx = (heightAt(x + hx, z) - heightAt(x - hx, z)) / (2 * hx);
  const float dz = (heightAt(x, z + hz) - heightAt(x, z - hz)) / (2 * hz);
  return glm::normalize(glm::vec3(-dx, 1, -dz));
}

std::vector<uint8_t> HarborTerrain::landMask(int n, glm::vec2 centre) const {
  std::vector<uint8_t> mask(size_t(n) * size_t(n), 0);
  if (size == 0) return mask;
  for (int row = 0; row < n; ++row)
    for (int column = 0; column < n; ++column) {
      const float x = centre.x + ((float(column) + 0.5f) / float(n) - 0.5f) * extent.x;
      const float z = centre.y + ((float(row) + 0.5f) / float(n) - 0.5f) * extent.y;
      mask[size_t(row) * size_t(n) + size_t(column)] = heightAt(x, z) > 0 ? 1 : 0;
    }
  return mask;
}

float HarborTerrain::distanceToLand(float x, float z, float reach) const {
  const float step = extent.x / float(std::max(size, 1));
  float nearest = reach;
  for (float dz = -reach; dz <= reach; dz += step)
    for (float dx = -reach; dx <= reach; dx += step) {
      const float d = std::hypot(dx, dz);
      if (d < nearest && heightAt(x + dx, z + dz) > 0) nearest = d;
    }
  return nearest;
}

HarborTerrain flatSeabed(float depth, glm::vec2 extent) {
  HarborTerrain terrain;
  terrain.size = 2;
  terrain.extent = extent;
  terrain.heights.assign(4, -depth);
  return terrain;
}

std::string loadHarborTerrain(const std::string& path, glm::vec2 extent, HarborTerrain& terrain) {
  std::error_code ignored;
  if (!std::filesystem::is_regular_file(path, ignored)) return path + ": no such file";
  int width = 0, height = 0, channels = 0;
  std::unique_ptr<stbi_uc, void (*)(void*)> pixels(stbi_load(path.c_str(), &width, &height, &channels, 1),
                                                     stbi_image_free);
  if (!pixels) return path + ": not a readable image (" + std::string(stbi_failure_reason()) + ")";
  if (width != height) return path + ": " + std::to_string(width) + "x" + std::to_string(height) + " is not square";
  if (width < 8) return path + ": " + std::to_string(width) + " pixels a side is too small";
  terrain.size = width;
  terrain.extent = extent;
  terrain.heights.resize(size_t(width) * size_t(width));
  for (size_t i = 0; i < terrain.heights.size(); ++i)
    terrain.heights[i] = float(int(pixels.get()[i]) - kTerrainSeaLevel) * kTerrainMetresPerLevel;
  return {};
}

std::string findAsset(const std::string& relative) {
  namespace fs = std::filesystem;
  if (const char* assets = std::getenv("TIDEPOOL_ASSETS")) return (fs::path(assets) / relative).string();
  if (const char* data = std::getenv("TIDEPOOL_DATA")) return (fs::path(data) / "assets" / relative).string();
  std::error_code ignored;
  if (fs::exists(fs::path("assets") / relative, ignored)) return (fs::path("assets") / relative).string();
  if (const auto installed = installedDataRoot(); installed && fs::exists(*installed / "assets" / relative, ignored))
    return (*installed / "assets" / relative).string();
  return (fs::path(TIDEPOOL_SOURCE_DIR) / "assets" / relative).string();
}

}  // namespace tp
