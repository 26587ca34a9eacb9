#pragma once
// The icosphere the sphere solver runs on (seed 000, "Sky Aquarium"): an
// icosahedron whose triangles are split in four `level` times, every new edge
// midpoint projected onto the unit sphere. 10·4^L + 2 vertices, 20·4^L
// triangles, 30·4^L edges; the 12 icosahedron corners keep 5 neighbours, every
// other vertex has 6.
//
// Vertex order (the solver's state is indexed by it): vertices are numbered by
// their first appearance in a hierarchical walk of the triangles. The 20 base
// triangles are walked face to adjacent face, and each triangle is replaced by
// its four children (corner, centre, corner, corner) in place, level by level,
// so any run of 4^k consecutive finest triangles is one level-(L−k) triangle: a
// compact patch. Consecutive vertex indices therefore lie close together on the
// sphere and a work group's neighbour gathers stay within a few cache lines
// (measured in tests/unit/icosphere_test.cpp against a shuffled order).
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
  // Triangles, counter-clockwise seen from outside, in the hierarchical walk order.
  std::vector<std::array<uint32_t, 3>> triangles;

  int vertexCount() const { return static_cast<int>(positions.size()); }
  int neighbourCount(int vertex) const { return rings[size_t(vertex)][5] == kNoNeighbour ? 5 : 6; }
};

// Builds the icosphere of `level` (0 to kIcosphereMaxLevel). Deterministic.
IcosphereMesh buildIcosphere(int level);

}  // namespace tp
