#pragma once
// The cells a round patch can touch: the bounding box of a disc of radius
// `reach` (cells) round (centreX, centreY), clamped to an n×n grid. Cell
// (x, y) spans [x, x + 1) × [y, y + 1). Splashes, pressure kicks and moving
// patches walk this box instead of the whole grid.
#include <algorithm>
#include <cmath>

namespace tp {

struct CellBox {
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;  // inclusive; empty when x1 < x0 or y1 < y0

  bool empty() const { return x1 < x0 || y1 < y0; }
  int width() const { return x1 - x0 + 1; }
  int height() const { return y1 - y0 + 1; }
};

template <typename Real>
CellBox cellsWithin(Real centreX, Real centreY, Real reach, int n) {
  CellBox box;
  box.x0 = std::max(0, int(std::floor(centreX - reach)));
  box.y0 = std::max(0, int(std::floor(centreY - reach)));
  box.x1 = std::min(n - 1, int(std::ceil(centreX + reach)));
  box.y1 = std::min(n - 1, int(std::ceil(centreY + reach)));
  return box;
}

}  // namespace tp
