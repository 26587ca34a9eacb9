#pragma once
// The icosphere the sphere solver runs on (seed 000, "Sky Aquarium"): an
// icosahedron whose triangles are split in four `level` times, every new edge
// midpoint projected onto the unit sphere. 10·4^L + 2 vertices, 20·4^L
// triangles, 30·4^L edges; the 12 icosahedron corners keep 5 neighbours, every
// other vertex has 6.
//
// Vertex order (the solver's state is indexed by it): diamonds. Leaving out
// two opposite icosahedron corners (the poles), the sphere is 10 diamonds of
// two base triangles each, and each diamond owns an n × n block of the
// triangular lattice (n = 2^L): its origin corner, the two base edges from
// there and its inside. Vertex (d, i, j) — diamond d, i steps along the
// diamond's first edge, j along its second (120° counter-clockwise from the
// first, seen from outside) — has index d·n² + j·n + i; the poles come last
// (10·n², 10·n² + 1). So consecutive indices are lattice neighbours, a row
// of the diamond is one run of indices and the next row starts n later, and
// a vertex strictly inside its diamond (1 ≤ i, j ≤ n − 2) has the ring
//   v + {1, n + 1, n, −1, −n − 1, −n}   (exactly this, starting at v + 1)
// which the GPU step computes instead of reading (shaders/sim/sphere_wave/
// step.comp); only the 40·(n − 1) vertices on the diamonds' borders and the
// two poles need their stored ring (0.4% at level 10). Built by
// icosphere_diamonds.cpp. Triangles keep their hierarchical walk order.
//
// The mesh is shared by the solver (rings), its splash (positions) and the
// planet renderer (positions, triangles, and normals rebuilt from the rings).
#include <array>
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace tp {

// Ring slot 5 of the 12 five-neighbour vertices.
inline constexpr int32_t kNoNeighbour = -1;
// The solver supports these levels; level 10 has 10,485,762 vertices.
inline constexpr int kIcosphereMaxLevel = 10;

constexpr int64_t icosphereVertexCount(int level) { return 10 * (int64_t(1) << (2 * level)) + 2; }
constexpr int64_t icosphereTriangleCount(int level) { return 20 * (int64_t(1) << (2 * level)); }
constexpr int64_t icosphereEdgeCount(int level) { return 30 * (int64_t(1) << (2 * level)); }

struct IcosphereMesh {
  int level = 0;
  // Unit-length vertex directions (the undisplaced sphere).
  std::vector<glm::vec3> positions;
  // Each vertex's neighbours in order around it: rings[v][k] and rings[v][k+1]
  // (cyclically) share an edge, and the order is counter-clockwise seen from
  // outside: dot(cross(p[k] − p[v], p[k+1] − p[v]), p[v]) > 0. Slot 5 holds
  // kNoNeighbour for the 12 five-neighbour vertices.
  std::vector<std::array<int32_t, 6>> rings;
  // Triangles, counter-clockwise seen from outside, in the hierarchical walk
  // order: the 20 base triangles face to adjacent face, each replaced by its
  // four children in place, level by level (any 4^k consecutive triangles are
  // one level-(L−k) triangle).
  std::vector<std::array<uint32_t, 3>> triangles;

  int vertexCount() const { return static_cast<int>(positions.size()); }
  int neighbourCount(int vertex) const { return rings[size_t(vertex)][5] == kNoNeighbour ? 5 : 6; }
};

// The side n = 2^L of the diamonds the vertices are ordered by.
constexpr int icosphereDiamondSide(int level) { return 1 << level; }

// Does `vertex` lie strictly inside its diamond, so its ring is the implicit
// v + {1, n + 1, n, −1, −n − 1, −n}?
constexpr bool icosphereHasImplicitRing(int level, int64_t vertex) {
  const int64_t n = icosphereDiamondSide(level);
  if (vertex < 0 || vertex >= 10 * n * n) return false;  // the poles
  const int64_t i = vertex % n, j = (vertex / n) % n;
  return i >= 1 && i <= n - 2 && j >= 1 && j <= n - 2;
}

// Builds the icosphere of `level` (0 to kIcosphereMaxLevel). Deterministic.
IcosphereMesh buildIcosphere(int level);

}  // namespace tp
