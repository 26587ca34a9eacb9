#include "sim/sphere_wave/icosphere_diamonds.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <glm/geometric.hpp>

namespace tp {
namespace {

// A diamond: its origin corner and, in the origin's ring, the slots of its
// first and second edge (the second 2 slots counter-clockwise after the
// first, so the diamond's two base triangles lie between them).
struct Diamond {
  int32_t origin;
  int firstSlot, secondSlot;
};

// Walks on the mesh's rings. In the triangular lattice every 6-neighbour
// vertex has its neighbours at 60° steps, so "straight on" is 3 slots round
// from where one came from, and "120° counter-clockwise" is 2 slots on.
class RingWalker {
 public:
  explicit RingWalker(const IcosphereMesh& mesh) : mesh_(mesh) {}

  int slotOf(int32_t vertex, int32_t neighbour) const {
    const auto& ring = mesh_.rings[size_t(vertex)];
    for (int k = 0; k < mesh_.neighbourCount(vertex); ++k)
      if (ring[size_t(k)] == neighbour) return k;
    throw std::logic_error("icosphere diamonds: " + std::to_string(neighbour) + " is no neighbour of " +
                           std::to_string(vertex));
  }
  int32_t at(int32_t vertex, int slot) const { return mesh_.rings[size_t(vertex)][size_t(slot)]; }
  // The vertex after `vertex` going straight on from `previous` (6 neighbours only).
  int32_t straightOn(int32_t previous, int32_t vertex) const { return at(vertex, (slotOf(vertex, previous) + 3) % 6); }
  // Where a base edge leaving `corner` through ring slot `slot` ends: n steps on.
  int32_t edgeEnd(int32_t corner, int slot, int n) const {
    int32_t previous = corner, current = at(corner, slot);
    for (int step = 1; step < n; ++step) {
      const int32_t next = straightOn(previous, current);
      previous = current;
      current = next;
    }
    return current;
  }

 private:
  const IcosphereMesh& mesh_;
};

// Lattice coordinates: cell[d·n² + j·n + i] = the vertex at (d, i, j), or
// false if the diamonds overlap (the two edges were picked the wrong way round).
bool fillDiamonds(const RingWalker& walk, const std::vector<Diamond>& diamonds, int n, size_t vertexCount,
                  std::vector<int32_t>& cell) {
  std::vector<bool> taken(vertexCount, false);
  cell.assign(diamonds.size() * size_t(n) * size_t(n), -1);
  for (size_t d = 0; d < diamonds.size(); ++d) {
    const Diamond& diamond = diamonds[d];
    int32_t previousOnEdge = -1, onEdge = diamond.origin;  // (i − 1, 0) and (i, 0)
    for (int i = 0; i < n; ++i) {
      if (i == 1) {
        previousOnEdge = onEdge;
        onEdge = walk.at(diamond.origin, diamond.firstSlot);
      } else if (i > 1) {
        const int32_t next = walk.straightOn(previousOnEdge, onEdge);
        previousOnEdge = onEdge;
        onEdge = next;
      }
      // Up the row: along the second edge's direction, 120° counter-clockwise
      // of the first edge's, whose slot at (i, 0) is 3 on from (i − 1, 0).
      int32_t previous = -1, current = onEdge;
      for (int j = 0; j < n; ++j) {
        if (j == 1) {
          previous = onEdge;
          current = i == 0 ? walk.at(onEdge, diamond.secondSlot)
                           : walk.at(onEdge, (walk.slotOf(onEdge, previousOnEdge) + 5) % 6);
        } else if (j > 1) {
          const int32_t next = walk.straightOn(previous, current);
          previous = current;
          current = next;
        }
        if (taken[size_t(current)]) return false;
        taken[size_t(current)] = true;
        cell[(d * size_t(n) + size_t(j)) * size_t(n) + size_t(i)] = current;
      }
    }
  }
  return true;
}

}  // namespace

void orderVerticesByDiamonds(IcosphereMesh& mesh) {
  const int n = icosphereDiamondSide(mesh.level);
  const size_t count = mesh.positions.size();
  if (int64_t(count) != icosphereVertexCount(mesh.level))
    throw std::logic_error("icosphere diamonds: wrong vertex count");
  const RingWalker walk(mesh);

  // The poles: the corner at (0, 1, φ) (any corner would do; this one is
  // where the e2e test splashes) and its antipode.
  std::vector<int32_t> corners;
  for (size_t v = 0; v < count; ++v)
    if (mesh.neighbourCount(int(v)) == 5) corners.push_back(int32_t(v));
  if (corners.size() != 12) throw std::logic_error("icosphere diamonds: expected 12 corners");
  const glm::vec3 up = glm::normalize(glm::vec3(0.0f, 1.0f, (1.0f + std::sqrt(5.0f)) / 2.0f));
  auto height = [&](int32_t v) { return glm::dot(mesh.positions[size_t(v)], up); };
  const int32_t north = *std::max_element(corners.begin(), corners.end(), [&](int32_t a, int32_t b) {
    return height(a) < height(b);
  });
  const int32_t south = *std::min_element(corners.begin(), corners.end(), [&](int32_t a, int32_t b) {
    return height(a) < height(b);
  });

  // Each of the other 10 corners is the origin of one diamond whose first or
  // second edge runs to its pole. Which way round the diamond lies (the pole
  // edge first or second) must be one way for the upper five and the other
  // for the lower five; the combination that tiles the sphere is found by trying.
  struct RingCorner {
    int32_t vertex;
    int poleSlot;
    bool upper;
  };
  std::vector<RingCorner> ringCorners;
  for (int32_t corner : corners) {
    if (corner == north || corner == south) continue;
    for (int s = 0; s < 5; ++s) {
      const int32_t end = walk.edgeEnd(corner, s, n);
      if (end == north || end == south) ringCorners.push_back({corner, s, end == north});
    }
  }
  if (ringCorners.size() != 10) throw std::logic_error("icosphere diamonds: a corner next to both or no pole");
  std::stable_sort(ringCorners.begin(), ringCorners.end(),
                   [](const RingCorner& a, const RingCorner& b) { return a.upper > b.upper; });

  std::vector<int32_t> cell;
  bool tiled = false;
  for (int way = 0; way < 4 && !tiled; ++way) {
    std::vector<Diamond> diamonds;
    for (const RingCorner& c : ringCorners) {
      const bool poleFirst = (way & (c.upper ? 1 : 2)) != 0;
      diamonds.push_back(poleFirst ? Diamond{c.vertex, c.poleSlot, (c.poleSlot + 2) % 5}
                                   : Diamond{c.vertex, (c.poleSlot + 3) % 5, c.poleSlot});
    }
    tiled = fillDiamonds(walk, diamonds, n, count, cell);
  }
  if (!tiled) throw std::logic_error("icosphere diamonds: no way round tiles the sphere");

  std::vector<int32_t> newIndex(count, -1);
  for (size_t c = 0; c < cell.size(); ++c) newIndex[size_t(cell[c])] = int32_t(c);
  newIndex[size_t(north)] = int32_t(cell.size());
  newIndex[size_t(south)] = int32_t(cell.size() + 1);
  if (std::find(newIndex.begin(), newIndex.end(), -1) != newIndex.end())
    throw std::logic_error("icosphere diamonds: a vertex in no diamond");

  std::vector<glm::vec3> positions(count);
  std::vector<std::array<int32_t, 6>> rings(count);
  for (size_t v = 0; v < count; ++v) {
    positions[size_t(newIndex[v])] = mesh.positions[v];
    auto& ring = rings[size_t(newIndex[v])];
    for (size_t k = 0; k < 6; ++k) ring[k] = mesh.rings[v][k] == kNoNeighbour ? kNoNeighbour : newIndex[size_t(mesh.rings[v][k])];
  }
  mesh.positions = std::move(positions);
  mesh.rings = std::move(rings);
  for (auto& triangle : mesh.triangles)
    for (uint32_t& v : triangle) v = uint32_t(newIndex[v]);

  // Inside a diamond: the ring starts at v + 1 and is the implicit one.
  const int32_t offsets[6] = {1, n + 1, n, -1, -n - 1, -n};
  for (size_t v = 0; v < count; ++v) {
    if (!icosphereHasImplicitRing(mesh.level, int64_t(v))) continue;
    auto& ring = mesh.rings[v];
    const int start = walk.slotOf(int32_t(v), int32_t(v) + 1);
    std::rotate(ring.begin(), ring.begin() + start, ring.end());
    for (size_t k = 0; k < 6; ++k)
      if (ring[k] != int32_t(v) + offsets[k])
        throw std::logic_error("icosphere diamonds: vertex " + std::to_string(v) + " has no implicit ring");
  }
}

}  // namespace tp
