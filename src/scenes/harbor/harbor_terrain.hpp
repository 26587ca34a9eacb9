#pragma once
// The harbor's sea floor and islands, from an 8-bit grey height image
// (assets/harbor/islands.png, made by scripts/make_assets.py): grey level 128
// is sea level, each level 3.5 cm, so 255 is a 4.4 m hill top and the basin
// floor (about 30) lies near −3.4 m. The image covers the whole basin, row 0
// at −z (the far side from the start camera), column 0 at −x. Cells whose
// terrain stands above sea level are land: the wave solver's land mask.
// Also where to find assets (findAsset), so a missing file can be named.
#include <cstdint>
#include <string>
#include <vector>

#include <glm/glm.hpp>

namespace tp {

inline constexpr float kTerrainMetresPerLevel = 0.035f;
inline constexpr int kTerrainSeaLevel = 128;

struct HarborTerrain {
  int size = 0;                // samples per edge
  std::vector<float> heights;  // metres above sea level, size², row 0 first
  glm::vec2 extent{50, 50};    // metres covered, centred on the origin

  // Bilinear between sample centres, metres. Beyond the image's edge the
  // floor at the nearest edge shelves down kShelfSlope a metre outwards (the
  // open sea; the water shader's floorAt does the same).
  float heightAt(float x, float z) const;
  static constexpr float kShelfSlope = 0.25f;
  // Upward unit normal from central differences one sample apart.
  glm::vec3 normalAt(float x, float z) const;
  // n×n bytes over `extent` metres centred on `centre` (world x, z): 1 where
  // the terrain at the cell's centre is above sea level. A travelling patch
  // asks again wherever it moves: the islands stay put in the world.
  std::vector<uint8_t> landMask(int n, glm::vec2 centre = glm::vec2(0.0f)) const;
  // How far a point is from land, searching outwards up to `reach` metres
  // (returns reach when no land is that close). For route checks and tests.
  float distanceToLand(float x, float z, float reach) const;
};

// A flat floor `depth` metres down: no islands (what the harbor uses when its
// image cannot be read).
HarborTerrain flatSeabed(float depth, glm::vec2 extent);

// Reads the height image into `terrain`. Returns "" or one line naming the
// file and the problem (missing, not an image, not square, too small).
std::string loadHarborTerrain(const std::string& path, glm::vec2 extent, HarborTerrain& terrain);

// An asset's path: $TIDEPOOL_ASSETS/<relative> if that variable is set,
// else $TIDEPOOL_DATA/assets/..., else ./assets/..., else the source tree's.
std::string findAsset(const std::string& relative);

}  // namespace tp
