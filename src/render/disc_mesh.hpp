#pragma once
// A flat unit disc in polar rings for round height fields (the bowl's water):
// each vertex holds its (x, z) in the unit disc; the vertex shader scales it
// and samples heights. Ring k of `rings` has radius k/rings and, so that
// triangles stay near equilateral, 6k vertices (capped at `maxSegments`), the
// centre one vertex. Triangles are listed counter-clockwise seen from +y.
#include <cstdint>
#include <vector>

#include "gl/objects.hpp"

namespace tp {

struct DiscGeometry {
  std::vector<float> positions;   // 2 floats a vertex: x, z in the unit disc
  std::vector<uint32_t> indices;
};

DiscGeometry buildDiscGeometry(int rings, int maxSegments);

class DiscMesh {
 public:
  DiscMesh() = default;
  static DiscMesh create(int rings, int maxSegments);
  void draw() const;  // attribute 0 = (x, z)
  int rings() const { return rings_; }
  int maxSegments() const { return maxSegments_; }
  int vertexCount() const { return vertexCount_; }
  explicit operator bool() const { return bool(vertexArray_); }

 private:
  gl::Buffer vertices_, indices_;
  gl::VertexArray vertexArray_;
  int rings_ = 0, maxSegments_ = 0, indexCount_ = 0, vertexCount_ = 0;
};

}  // namespace tp
