#include "render/grid_mesh.hpp"

#include <cmath>
#include <stdexcept>

namespace tp {

GridGeometry buildGridGeometry(int columns, int rows, float holeInside) {
  if (columns < 2 || rows < 2) throw std::invalid_argument("a grid mesh needs at least 2x2 vertices");
  GridGeometry grid;
  grid.uvs.reserve(size_t(columns) * size_t(rows) * 2);
  for (int row = 0; row < rows; ++row)
    for (int column = 0; column < columns; ++column) {
      grid.uvs.push_back(float(column) / float(columns - 1));
      grid.uvs.push_back(float(row) / float(rows - 1));
    }
  grid.indices.reserve(size_t(columns - 1) * size_t(rows - 1) * 6);
  // Whether vertex `i` of `count` lies inside the hole along its axis.
  const auto inHole = [holeInside](int i, int count) {
    return std::abs(2.0f * float(i) / float(count - 1) - 1.0f) < holeInside;
  };
  for (int row = 0; row + 1 < rows; ++row)
    for (int column = 0; column + 1 < columns; ++column) {
      if (inHole(row, rows) && inHole(row + 1, rows) && inHole(column, columns) && inHole(column + 1, columns))
        continue;
      const uint32_t a = uint32_t(row * columns + column);  // (u, v)
      const uint32_t b = a + 1;                              // (u + du, v)
      const uint32_t c = a + uint32_t(columns);              // (u, v + dv)
      const uint32_t d = c + 1;                              // (u + du, v + dv)
      // With u → +x and v → +z, counter-clockwise seen from +y is a, c, b.
      if ((row + column) % 2 == 0) {
        grid.indices.insert(grid.indices.end(), {a, c, d, a, d, b});
      } else {
        grid.indices.insert(grid.indices.end(), {a, c, b, b, c, d});
      }
    }
  return grid;
}

GridMesh GridMesh::create(int columns, int rows, float holeInside) {
  const GridGeometry grid = buildGridGeometry(columns, rows, holeInside);
  GridMesh mesh;
  mesh.columns_ = columns;
  mesh.rows_ = rows;
  mesh.holeInside_ = holeInside;
  mesh.indexCount_ = int(grid.indices.size());
  mesh.vertices_ = gl::Buffer::create(GLsizeiptr(grid.uvs.size() * sizeof(float)), grid.uvs.data(), 0);
  mesh.indices_ =
      gl::Buffer::create(GLsizeiptr(grid.indices.size() * sizeof(uint32_t)), grid.indices.data(), 0);
  mesh.vertexArray_ = gl::VertexArray::create();
  mesh.vertexArray_.setVertexBuffer(0, mesh.vertices_, 0, 2 * sizeof(float));
  mesh.vertexArray_.setFloatAttribute(0, 0, 2, 0);
  mesh.vertexArray_.setIndexBuffer(mesh.indices_);
  mesh.vertexArray_.setLabel(GL_VERTEX_ARRAY, "grid mesh");
  return mesh;
}

void GridMesh::draw() const {
  vertexArray_.bind();
  glDrawElements(GL_TRIANGLES, indexCount_, GL_UNSIGNED_INT, nullptr);
}

}  // namespace tp
