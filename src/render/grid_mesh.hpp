#pragma once
// A flat grid of columns × rows vertices for height-field surfaces: each
// vertex holds its (u, v) in [0, 1]², the vertex shader turns that into a
// world position and samples the height. Triangles are indexed, two per
// cell, with the diagonal alternating in a checkerboard so no direction is
// favoured (a uniform diagonal shows as streaks on waves).
#include <cstdint>
#include <vector>

#include "gl/objects.hpp"

namespace tp {

struct GridGeometry {
  std::vector<float> uvs;          // 2 floats a vertex, row-major, row 0 at v = 0
  std::vector<uint32_t> indices;   // counter-clockwise seen from +y when u→x, v→z
};

// CPU side, testable without GL. columns, rows >= 2. Cells whose four
// corners all lie within |2·uv − 1| < holeInside on both axes are left out
// (0: none): a grid round something another mesh draws need not rasterise
// what that mesh covers.
GridGeometry buildGridGeometry(int columns, int rows, float holeInside = 0.0f);

class GridMesh {
 public:
  GridMesh() = default;
  static GridMesh create(int columns, int rows, float holeInside = 0.0f);
  // Draws every triangle with the bound program (attribute 0 = uv).
  void draw() const;
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int indexCount() const { return indexCount_; }
  float holeInside() const { return holeInside_; }
  explicit operator bool() const { return bool(vertexArray_); }

 private:
  gl::Buffer vertices_, indices_;
  gl::VertexArray vertexArray_;
  int columns_ = 0, rows_ = 0, indexCount_ = 0;
  float holeInside_ = 0.0f;
};

}  // namespace tp
