#include "app/compare/tile_layout.hpp"

#include <algorithm>
#include <cmath>

namespace tp {
namespace {
// The tile shapes a contact sheet may use (width / height).
constexpr float kWidestTile = 2.0f, kTallestTile = 1.0f;
}  // namespace

GridShape gridShapeFor(int count, int width, int height) {
  count = std::max(count, 1);
  GridShape best;
  float bestArea = -1;
  for (int columns = 1; columns <= count; ++columns) {
    const int rows = (count + columns - 1) / columns;
    const float tileWidth = float(width - (columns - 1) * kTileGutter) / float(columns);
    const float tileHeight = float(height - (rows - 1) * kTileGutter) / float(rows);
    if (tileWidth < 1 || tileHeight < 1) continue;
    // The part of the tile a landscape picture would use: clamp its shape.
    const float usedWidth = std::min(tileWidth, tileHeight * kWidestTile);
    const float usedHeight = std::min(tileHeight, usedWidth / kTallestTile);
    const float area = usedWidth * usedHeight;
    if (area > bestArea + 0.5f) {  // ties go to fewer columns
      bestArea = area;
      best = {columns, rows};
    }
  }
  return best;
}

std::vector<TileRect> layoutTiles(TileLayout layout, int count, int width, int height) {
  std::vector<TileRect> tiles;
  count = std::max(count, 1);
  switch (layout) {
    case TileLayout::Single:
    case TileLayout::Wipe:
      tiles.assign(size_t(count), TileRect{0, 0, width, height});
      break;
    case TileLayout::SideBySide: {
      const int half = std::max(1, (width - kTileGutter) / 2);
      tiles.push_back({0, 0, half, height});
      tiles.push_back({width - half, 0, half, height});
      break;
    }
    case TileLayout::Grid: {
      const GridShape shape = gridShapeFor(count, width, height);
      const int tileWidth = std::max(1, (width - (shape.columns - 1) * kTileGutter) / shape.columns);
      const int tileHeight = std::max(1, (height - (shape.rows - 1) * kTileGutter) / shape.rows);
      for (int i = 0; i < count; ++i) {
        const int column = i % shape.columns, row = i / shape.columns;
        tiles.push_back({column * (tileWidth + kTileGutter), row * (tileHeight + kTileGutter), tileWidth,
                         tileHeight});
      }
      break;
    }
  }
  return tiles;
}

int wipeColumn(float fraction, int width) {
  return std::clamp(int(std::lround(double(std::clamp(fraction, 0.0f, 1.0f)) * width)), 0, width);
}

}  // namespace tp
