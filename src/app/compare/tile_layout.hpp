#pragma once
// Where each side of a comparison goes in the frame: one tile for a single
// scene, two halves side by side, two full frames split by a wipe, or a grid
// of tiles for a sweep's contact sheet. Pure arithmetic, unit tested.
#include <vector>

namespace tp {

enum class TileLayout { Single, SideBySide, Wipe, Grid };

// Pixels, origin top-left (as the window, ImGui and screenshots count them).
struct TileRect {
  int x = 0, y = 0, width = 0, height = 0;
  bool contains(float px, float py) const {
    return px >= float(x) && py >= float(y) && px < float(x + width) && py < float(y + height);
  }
};

// Background pixels between tiles, so the halves and tiles read as separate pictures.
inline constexpr int kTileGutter = 2;

struct GridShape {
  int columns = 1, rows = 1;
};

// The columns × rows for `count` tiles in a width × height frame that give
// the largest tiles with a landscape shape (at most as wide as 2:1, at least 1:1).
GridShape gridShapeFor(int count, int width, int height);

// One rect per side, in side order. Single and Wipe: every side fills the
// frame (a wipe composites parts of them). SideBySide: two equal halves.
// Grid: row by row, left to right. Every tile of a layout has the same size,
// so a pixel in one tile maps to the same place in every other.
std::vector<TileRect> layoutTiles(TileLayout layout, int count, int width, int height);

// The wipe's dividing column for a fraction in [0, 1] of the width.
int wipeColumn(float fraction, int width);

}  // namespace tp
