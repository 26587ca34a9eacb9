#include "render/disc_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace tp {
namespace {

int segmentsOfRing(int ring, int maxSegments) { return ring == 0 ? 1 : std::min(6 * ring, maxSegments); }

// A ring's vertices from angle 0; ring 0 is the centre.
void addRing(DiscGeometry& g, int ring, int rings, int segments) {
  const float radius = float(ring) / float(rings);
  for (int s = 0; s < segments; ++s) {
    const float angle = 6.2831853f * float(s) / float(segments);
    g.positions.push_back(radius * std::cos(angle));
    g.positions.push_back(radius * std::sin(angle));
  }
}

}  // namespace

DiscGeometry buildDiscGeometry(int rings, int maxSegments) {
  if (rings < 1 || maxSegments < 6) throw std::invalid_argument("disc mesh: rings >= 1, maxSegments >= 6");
  DiscGeometry g;
  uint32_t innerStart = 0;
  addRing(g, 0, rings, 1);
  for (int ring = 1; ring <= rings; ++ring) {
    const int inner = segmentsOfRing(ring - 1, maxSegments), outer = segmentsOfRing(ring, maxSegments);
    const uint32_t outerStart = uint32_t(g.positions.size() / 2);
    addRing(g, ring, rings, outer);
    // Walk both rings by angle, always advancing the one whose next vertex
    // comes first: a strip between two rings of any vertex counts. Angle
    // grows from +x to +z, which seen from +y is clockwise, so each triangle
    // is emitted (current, next, other) reversed.
    int i = inner == 1 ? 1 : 0, o = 0;  // the centre has no edge to walk: only the outer ring advances
    while (i < inner || o < outer) {
      const float nextInner = float(i + 1) / float(inner);
      const float nextOuter = float(o + 1) / float(outer);
      const uint32_t a = innerStart + uint32_t(i % inner), b = outerStart + uint32_t(o % outer);
      if (o < outer && (i >= inner || nextOuter <= nextInner)) {
        const uint32_t c = outerStart + uint32_t((o + 1) % outer);
        g.indices.insert(g.indices.end(), {a, c, b});
        ++o;
      } else {
        const uint32_t c = innerStart + uint32_t((i + 1) % inner);
        g.indices.insert(g.indices.end(), {a, c, b});
        ++i;
      }
    }
    innerStart = outerStart;
  }
  return g;
}

DiscMesh DiscMesh::create(int rings, int maxSegments) {
  const DiscGeometry g = buildDiscGeometry(rings, maxSegments);
  DiscMesh mesh;
  mesh.rings_ = rings;
  mesh.maxSegments_ = maxSegments;
  mesh.indexCount_ = int(g.indices.size());
  mesh.vertexCount_ = int(g.positions.size() / 2);
  mesh.vertices_ = gl::Buffer::create(GLsizeiptr(g.positions.size() * sizeof(float)), g.positions.data(), 0);
  mesh.indices_ = gl::Buffer::create(GLsizeiptr(g.indices.size() * sizeof(uint32_t)), g.indices.data(), 0);
  mesh.vertexArray_ = gl::VertexArray::create();
  mesh.vertexArray_.setVertexBuffer(0, mesh.vertices_, 0, 2 * sizeof(float));
  mesh.vertexArray_.setFloatAttribute(0, 0, 2, 0);
  mesh.vertexArray_.setIndexBuffer(mesh.indices_);
  mesh.vertexArray_.setLabel(GL_VERTEX_ARRAY, "disc mesh");
  return mesh;
}

void DiscMesh::draw() const {
  vertexArray_.bind();
  glDrawElements(GL_TRIANGLES, indexCount_, GL_UNSIGNED_INT, nullptr);
}

}  // namespace tp
