#pragma once
// Where the fluid's cells are on screen (2d view) and in the world (3d
// view), both ways, so a click lands on the cell under the cursor. Cell
// coordinates are the solver's: column x, row y has its centre at
// (x + 0.5, y + 0.5). Both views put row 0 at the bottom (2d) or nearest the
// start camera (3d), where gravity pulls, so the two views agree.
#include <optional>

#include <glm/glm.hpp>

namespace tp {

// The 2d view: the grid drawn as the largest rectangle of its aspect that
// fits the view with a margin, centred. Pixels, origin top-left.
struct FluidRect {
  float x = 0, y = 0, width = 1, height = 1;

  static FluidRect fit(int viewWidth, int viewHeight, int columns, int rows);
  // The cell position under `pixel`, or nothing outside the grid.
  std::optional<glm::vec2> cellAt(glm::vec2 pixel, int columns, int rows) const;
  // The pixel showing cell position `cell` (the inverse).
  glm::vec2 pixelAt(glm::vec2 cell, int columns, int rows) const;
};

// The 3d view: the grid lies on the floor y = 0, centred on the origin,
// `extent` metres wide in x and deep in z; row 0 is at z = +extent.y/2.
struct FluidPatch {
  glm::vec2 extent{10, 10};
  int columns = 1, rows = 1;

  float cellSize() const { return extent.x / float(columns); }  // metres (square cells)
  glm::vec2 cellAt(const glm::vec3& world) const;
  glm::vec3 worldAt(glm::vec2 cell, float height = 0) const;
  bool contains(glm::vec2 cell) const;
};

}  // namespace tp
