#include "sim/sphere_wave/icosphere.hpp"

#include "sim/sphere_wave/icosphere_diamonds.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

namespace tp {
namespace {

using Triangle = std::array<uint32_t, 3>;

struct Icosahedron {
  std::vector<glm::dvec3> positions;
  std::vector<Triangle> triangles;  // counter-clockwise seen from outside, in walk order
};

bool sharesEdge(const Triangle& a, const Triangle& b) {
  int shared = 0;
  for (uint32_t x : a)
    for (uint32_t y : b) shared += x == y;
  return shared == 2;
}

// The 20 base triangles ordered by a depth-first walk from face to adjacent
// face, so that consecutive base triangles mostly share an edge.
std::vector<Triangle> walkOrder(const std::vector<Triangle>& faces) {
  std::vector<Triangle> ordered;
  std::vector<bool> visited(faces.size(), false);
  std::vector<size_t> stack = {0};
  visited[0] = true;
  ordered.push_back(faces[0]);
  while (!stack.empty()) {
    size_t next = faces.size();
    for (size_t f = 0; f < faces.size() && next == faces.size(); ++f)
      if (!visited[f] && sharesEdge(faces[stack.back()], faces[f])) next = f;
    if (next == faces.size()) {
      stack.pop_back();
      continue;
    }
    visited[next] = true;
    ordered.push_back(faces[next]);
    stack.push_back(next);
  }
  return ordered;
}

// The regular icosahedron: corners at the cyclic permutations of (0, ±1, ±φ);
// its faces are the triples of corners at mutual distance 2 (the edge length).
Icosahedron buildIcosahedron() {
  const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
  Icosahedron ico;
  for (double s1 : {-1.0, 1.0})
    for (double s2 : {-1.0, 1.0}) {
      ico.positions.push_back({0.0, s1, s2 * phi});
      ico.positions.push_back({s1, s2 * phi, 0.0});
      ico.positions.push_back({s2 * phi, 0.0, s1});
    }
  const auto& p = ico.positions;
  auto isEdge = [&](uint32_t i, uint32_t j) {
    const glm::dvec3 d = p[i] - p[j];
    return std::abs(glm::dot(d, d) - 4.0) < 1e-9;
  };
  std::vector<Triangle> faces;
  for (uint32_t i = 0; i < 12; ++i)
    for (uint32_t j = i + 1; j < 12; ++j)
      for (uint32_t k = j + 1; k < 12; ++k) {
        if (!isEdge(i, j) || !isEdge(j, k) || !isEdge(i, k)) continue;
        const bool outward = glm::dot(glm::cross(p[j] - p[i], p[k] - p[i]), p[i]) > 0.0;
        faces.push_back(outward ? Triangle{i, j, k} : Triangle{i, k, j});
      }
  if (faces.size() != 20) throw std::logic_error("icosahedron: expected 20 faces");
  for (auto& q : ico.positions) q = glm::normalize(q);
  ico.triangles = walkOrder(faces);
  return ico;
}

// Deduplicates edge midpoints while splitting: the edge (u, w) belongs to its
// lower-numbered end, and a vertex has at most 6 edges, so 6 slots per vertex
// find any edge's midpoint in O(1) with no hash map (level 9 → 10 splits 7.9M edges).
class MidpointCache {
 public:
  explicit MidpointCache(size_t vertexCount)
      : partner_(vertexCount), midpoint_(vertexCount), used_(vertexCount, 0) {}

  uint32_t get(uint32_t u, uint32_t w, std::vector<glm::dvec3>& positions) {
    const uint32_t owner = std::min(u, w), partner = std::max(u, w);
    for (uint8_t s = 0; s < used_[owner]; ++s)
      if (partner_[owner][s] == partner) return midpoint_[owner][s];
    if (used_[owner] == 6) throw std::logic_error("icosphere: a vertex with more than 6 edges");
    const glm::dvec3 mid = glm::normalize(positions[u] + positions[w]);  // projected onto the sphere
    const auto index = static_cast<uint32_t>(positions.size());
    positions.push_back(mid);
    partner_[owner][used_[owner]] = partner;
    midpoint_[owner][used_[owner]] = index;
    ++used_[owner];
    return index;
  }

 private:
  std::vector<std::array<uint32_t, 6>> partner_, midpoint_;
  std::vector<uint8_t> used_;
};

// One level of splitting: each triangle (A, B, C) becomes, in this order,
// (A, ab, ca), (ab, bc, ca), (ab, B, bc), (ca, bc, C) — corner, centre, corner,
// corner — all counter-clockwise like the parent, and contiguous, which keeps
// the hierarchical walk order.
void split(std::vector<glm::dvec3>& positions, std::vector<Triangle>& triangles) {
  MidpointCache midpoints(positions.size());
  std::vector<Triangle> children;
  children.reserve(triangles.size() * 4);
  for (const auto& [a, b, c] : triangles) {
    const uint32_t ab = midpoints.get(a, b, positions);
    const uint32_t bc = midpoints.get(b, c, positions);
    const uint32_t ca = midpoints.get(c, a, positions);
    children.push_back({a, ab, ca});
    children.push_back({ab, bc, ca});
    children.push_back({ab, b, bc});
    children.push_back({ca, bc, c});
  }
  triangles = std::move(children);
}

// Numbers vertices by first appearance in the triangle walk: a first numbering
// that the rings are built on; orderVerticesByDiamonds then renumbers them.
void renumberByWalk(IcosphereMesh& mesh, const std::vector<glm::dvec3>& positions) {
  std::vector<uint32_t> newIndex(positions.size(), UINT32_MAX);
  uint32_t next = 0;
  for (auto& triangle : mesh.triangles)
    for (uint32_t& v : triangle) {
      if (newIndex[v] == UINT32_MAX) newIndex[v] = next++;
      v = newIndex[v];
    }
  if (next != positions.size()) throw std::logic_error("icosphere: a vertex in no triangle");
  mesh.positions.resize(positions.size());
  for (size_t old = 0; old < positions.size(); ++old)
    mesh.positions[newIndex[old]] = glm::vec3(positions[old]);
}

// Orders each vertex's neighbours around it. A counter-clockwise triangle
// (p, q, r) says that, around p, r follows q (and around q, p follows r, ...);
// chaining those "q → r" steps walks the ring counter-clockwise.
void buildRings(IcosphereMesh& mesh) {
  const size_t n = mesh.positions.size();
  std::vector<std::array<uint32_t, 6>> from(n), to(n);
  std::vector<uint8_t> count(n, 0);
  auto addStep = [&](uint32_t v, uint32_t q, uint32_t r) {
    if (count[v] == 6) throw std::logic_error("icosphere: a vertex in more than 6 triangles");
    from[v][count[v]] = q;
    to[v][count[v]] = r;
    ++count[v];
  };
  for (const auto& [p, q, r] : mesh.triangles) {
    addStep(p, q, r);
    addStep(q, r, p);
    addStep(r, p, q);
  }
  mesh.rings.assign(n, {kNoNeighbour, kNoNeighbour, kNoNeighbour, kNoNeighbour, kNoNeighbour,
                        kNoNeighbour});
  for (size_t v = 0; v < n; ++v) {
    const int steps = count[v];
    if (steps < 5) throw std::logic_error("icosphere: vertex " + std::to_string(v) + " has < 5 triangles");
    uint32_t current = from[v][0];
    for (int k = 0; k < steps; ++k) {
      mesh.rings[v][size_t(k)] = static_cast<int32_t>(current);
      int found = -1;
      for (int s = 0; s < steps && found < 0; ++s)
        if (from[v][size_t(s)] == current) found = s;
      if (found < 0) throw std::logic_error("icosphere: open ring at vertex " + std::to_string(v));
      current = to[v][size_t(found)];
    }
    if (current != from[v][0]) throw std::logic_error("icosphere: ring does not close at vertex " + std::to_string(v));
  }
}

}  // namespace

IcosphereMesh buildIcosphere(int level) {
  if (level < 0 || level > kIcosphereMaxLevel)
    throw std::invalid_argument("icosphere level " + std::to_string(level) + " outside [0, " +
                                std::to_string(kIcosphereMaxLevel) + "]");
  Icosahedron ico = buildIcosahedron();
  std::vector<glm::dvec3> positions = std::move(ico.positions);
  std::vector<Triangle> triangles = std::move(ico.triangles);
  positions.reserve(size_t(icosphereVertexCount(level)));
  for (int l = 0; l < level; ++l) split(positions, triangles);

  IcosphereMesh mesh;
  mesh.level = level;
  mesh.triangles = std::move(triangles);
  renumberByWalk(mesh, positions);
  buildRings(mesh);
  orderVerticesByDiamonds(mesh);
  return mesh;
}

}  // namespace tp
