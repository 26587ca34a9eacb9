#include "render/lathe_mesh.hpp"

#include <cmath>
#include <stdexcept>

namespace tp {

LatheGeometry buildLatheGeometry(const std::vector<glm::vec2>& profile, int segments) {
  if (profile.size() < 2 || segments < 3) throw std::invalid_argument("lathe: >= 2 profile points, >= 3 segments");
  const int points = int(profile.size());
  LatheGeometry g;
  for (int i = 0; i < points; ++i) {
    // Tangent from the neighbours (one-sided at the ends).
    const glm::vec2 before = profile[size_t(std::max(i - 1, 0))];
    const glm::vec2 after = profile[size_t(std::min(i + 1, points - 1))];
    glm::vec2 tangent = after - before;
    const float length = glm::length(tangent);
    tangent = length > 0 ? tangent / length : glm::vec2(0, 1);
    // Right of the direction of travel in (r, y): (t.y, −t.x).
    const glm::vec2 normal2(tangent.y, -tangent.x);
    for (int s = 0; s <= segments; ++s) {  // the seam is duplicated: s = 0 and s = segments
      const float angle = 6.2831853f * float(s) / float(segments);
      const float c = std::cos(angle), sn = std::sin(angle);
      const glm::vec2& p = profile[size_t(i)];
      g.vertices.push_back({{p.x * c, p.y, p.x * sn}, {normal2.x * c, normal2.y, normal2.x * sn}});
    }
  }
  const uint32_t row = uint32_t(segments + 1);
  for (uint32_t i = 0; i + 1 < uint32_t(points); ++i)
    for (uint32_t s = 0; s < uint32_t(segments); ++s) {
      const uint32_t a = i * row + s, b = a + 1, c = a + row, d = c + 1;
      // Angle grows from +x towards +z, which seen from outside (normals
      // outwards) runs clockwise; so the counter-clockwise order is a, c, b.
      g.indices.insert(g.indices.end(), {a, c, b, b, c, d});
    }
  return g;
}

LatheMesh LatheMesh::create(const LatheGeometry& geometry, const char* label) {
  LatheMesh mesh;
  mesh.indexCount_ = int(geometry.indices.size());
  mesh.vertices_ = gl::Buffer::create(GLsizeiptr(geometry.vertices.size() * sizeof(LatheVertex)),
                                      geometry.vertices.data(), 0);
  mesh.indices_ = gl::Buffer::create(GLsizeiptr(geometry.indices.size() * sizeof(uint32_t)),
                                     geometry.indices.data(), 0);
  mesh.vertexArray_ = gl::VertexArray::create();
  mesh.vertexArray_.setVertexBuffer(0, mesh.vertices_, 0, sizeof(LatheVertex));
  mesh.vertexArray_.setFloatAttribute(0, 0, 3, 0);
  mesh.vertexArray_.setFloatAttribute(1, 0, 3, 3 * sizeof(float));
  mesh.vertexArray_.setIndexBuffer(mesh.indices_);
  mesh.vertexArray_.setLabel(GL_VERTEX_ARRAY, label);
  return mesh;
}

void LatheMesh::draw() const {
  vertexArray_.bind();
  glDrawElements(GL_TRIANGLES, indexCount_, GL_UNSIGNED_INT, nullptr);
}

}  // namespace tp
