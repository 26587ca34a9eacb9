// The icosphere mesh of the sphere solver: counts, topology, ring order and
// orientation, nesting across levels, symmetry, the diamond vertex order's
// implicit rings, and its locality.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <random>
#include <set>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "sim/sphere_wave/icosphere.hpp"
#include "sphere_test_support.hpp"

using tp::IcosphereMesh;

namespace {

bool inRing(const IcosphereMesh& mesh, int vertex, int other) {
  for (int k = 0; k < mesh.neighbourCount(vertex); ++k)
    if (mesh.rings[size_t(vertex)][size_t(k)] == other) return true;
  return false;
}

// Distinct 128-byte lines (32 floats) a work group of 256 consecutive vertices
// touches when it gathers its neighbours' heights, averaged over all groups,
// with vertex v stored at slot slotOf[v].
double linesPerWorkGroup(const IcosphereMesh& mesh, const std::vector<int>& slotOf) {
  const int n = mesh.vertexCount();
  std::vector<int> vertexAt(size_t(n), 0);
  for (int v = 0; v < n; ++v) vertexAt[size_t(slotOf[size_t(v)])] = v;
  double total = 0;
  int groups = 0;
  for (int first = 0; first < n; first += 256, ++groups) {
    std::set<int> lines;
    for (int slot = first; slot < std::min(n, first + 256); ++slot) {
      const int v = vertexAt[size_t(slot)];
      lines.insert(slot / 32);
      for (int k = 0; k < mesh.neighbourCount(v); ++k)
        lines.insert(slotOf[size_t(mesh.rings[size_t(v)][size_t(k)])] / 32);
    }
    total += double(lines.size());
  }
  return total / groups;
}

}  // namespace

// Every level the solver takes but the last: 0 to 9 (2,621,442 vertices).
// Building levels 7, 8, 9 takes 0.04, 0.15, 0.55 s (RelWithDebInfo, 2-core
// VM); level 10 alone 3.5 s, so it is left to the GL tests and tidepool-bench.
TEST(Icosphere, CountsAndEulerCharacteristic) {
  for (int level = 0; level <= 9; ++level) {
    const IcosphereMesh mesh = tp::buildIcosphere(level);
    const int64_t v = mesh.vertexCount(), f = int64_t(mesh.triangles.size());
    int64_t degreeSum = 0, fives = 0, sixes = 0;
    for (int i = 0; i < mesh.vertexCount(); ++i) {
      degreeSum += mesh.neighbourCount(i);
      fives += mesh.neighbourCount(i) == 5;
      sixes += mesh.neighbourCount(i) == 6;
    }
    const int64_t e = degreeSum / 2;
    EXPECT_EQ(v, tp::icosphereVertexCount(level)) << "level " << level;
    EXPECT_EQ(v, 10 * (int64_t(1) << (2 * level)) + 2);
    EXPECT_EQ(f, tp::icosphereTriangleCount(level));
    EXPECT_EQ(e, tp::icosphereEdgeCount(level));
    EXPECT_EQ(v - e + f, 2) << "Euler characteristic of a sphere, level " << level;
    EXPECT_EQ(fives, 12) << "level " << level;
    EXPECT_EQ(fives + sixes, v);
  }
}

TEST(Icosphere, VerticesAreUnitLengthAndDistinct) {
  for (int level : {0, 3, 5}) {
    const IcosphereMesh mesh = tp::buildIcosphere(level);
    for (const auto& p : mesh.positions) ASSERT_NEAR(glm::length(p), 1.0f, 1e-6f);
    // Deduplicated midpoints: no two vertices closer than half the shortest edge.
    double shortestEdge = 10;
    for (int v = 0; v < mesh.vertexCount(); ++v)
      for (int k = 0; k < mesh.neighbourCount(v); ++k)
        shortestEdge = std::min<double>(
            shortestEdge, glm::distance(mesh.positions[size_t(v)], mesh.positions[size_t(mesh.rings[size_t(v)][size_t(k)])]));
    std::vector<int> byX(size_t(mesh.vertexCount()));
    std::iota(byX.begin(), byX.end(), 0);
    std::sort(byX.begin(), byX.end(), [&](int a, int b) { return mesh.positions[size_t(a)].x < mesh.positions[size_t(b)].x; });
    for (size_t i = 0; i < byX.size(); ++i)
      for (size_t j = i + 1; j < byX.size() && mesh.positions[size_t(byX[j])].x - mesh.positions[size_t(byX[i])].x < shortestEdge; ++j)
        ASSERT_GT(glm::distance(mesh.positions[size_t(byX[i])], mesh.positions[size_t(byX[j])]), 0.5 * shortestEdge);
  }
}

TEST(Icosphere, RingsAreOrderedCounterClockwiseAndMatchTheTriangles) {
  for (int level : {0, 1, 2, 4, 6, 8}) {
    const IcosphereMesh mesh = tp::buildIcosphere(level);
    // Each triangle rotated to start at its smallest index, sorted for lookups
    // (a sorted vector, not a std::set: level 8 has 1.3 million).
    std::vector<std::array<uint32_t, 3>> triangles;
    triangles.reserve(mesh.triangles.size());
    for (auto t : mesh.triangles) {
      std::rotate(t.begin(), std::min_element(t.begin(), t.end()), t.end());
      triangles.push_back(t);
      const glm::vec3 a = mesh.positions[t[0]], b = mesh.positions[t[1]], c = mesh.positions[t[2]];
      ASSERT_GT(glm::dot(glm::cross(b - a, c - a), a + b + c), 0.0f) << "triangle not counter-clockwise";
    }
    std::sort(triangles.begin(), triangles.end());
    for (int v = 0; v < mesh.vertexCount(); ++v) {
      const int count = mesh.neighbourCount(v);
      const auto& ring = mesh.rings[size_t(v)];
      if (count == 5) EXPECT_EQ(ring[5], tp::kNoNeighbour);
      std::set<int32_t> distinct(ring.begin(), ring.begin() + count);
      ASSERT_EQ(int(distinct.size()), count) << "repeated neighbour at " << v;
      const glm::vec3 p = mesh.positions[size_t(v)];
      for (int k = 0; k < count; ++k) {
        const int n1 = ring[size_t(k)], n2 = ring[size_t((k + 1) % count)];
        ASSERT_TRUE(inRing(mesh, n1, v)) << "adjacency not symmetric";
        ASSERT_TRUE(inRing(mesh, n1, n2)) << "ring neighbours " << k << ", " << k + 1 << " of " << v << " share no edge";
        const glm::vec3 q1 = mesh.positions[size_t(n1)], q2 = mesh.positions[size_t(n2)];
        ASSERT_GT(glm::dot(glm::cross(q1 - p, q2 - p), p), 0.0f) << "ring of " << v << " not counter-clockwise";
        std::array<uint32_t, 3> t = {uint32_t(v), uint32_t(n1), uint32_t(n2)};
        std::rotate(t.begin(), std::min_element(t.begin(), t.end()), t.end());
        ASSERT_TRUE(std::binary_search(triangles.begin(), triangles.end(), t))
            << "(v, ring[k], ring[k+1]) is not a mesh triangle, level " << level;
      }
    }
  }
}

TEST(Icosphere, UndisplacedRingNormalsAreTheVertexDirections) {
  // The planet renderer's normal: the sum of the ring's face cross products
  // (seed 000). Undisplaced, it is the vertex direction up to the ring's
  // asymmetry, which halves with each level: measured worst 1.354° at level 2,
  // 0.677° at 3, 0.338° at 4, 0.169° at 5 (exact at levels 0 and 1).
  for (int level = 0; level <= 5; ++level) {
    const IcosphereMesh mesh = tp::buildIcosphere(level);
    const double allowedDegrees = level < 2 ? 1e-3 : 6.0 / double(1 << level);
    for (int v = 0; v < mesh.vertexCount(); ++v) {
      const int count = mesh.neighbourCount(v);
      const glm::dvec3 p = mesh.positions[size_t(v)];
      glm::dvec3 sum(0.0);
      for (int k = 0; k < count; ++k)
        sum += glm::cross(glm::dvec3(mesh.positions[size_t(mesh.rings[size_t(v)][size_t(k)])]) - p,
                          glm::dvec3(mesh.positions[size_t(mesh.rings[size_t(v)][size_t((k + 1) % count)])]) - p);
      const double cosine = std::min(1.0, glm::dot(glm::normalize(sum), glm::normalize(p)));
      ASSERT_LT(std::acos(cosine) * 180.0 / M_PI, allowedDegrees) << "level " << level << " vertex " << v;
    }
  }
}

TEST(Icosphere, LevelsAreNested) {
  // Every vertex of level L−1 is a vertex of level L, bit for bit (the same
  // double arithmetic made both): what makes resampling between levels exact.
  const IcosphereMesh coarse = tp::buildIcosphere(3), fine = tp::buildIcosphere(4);
  const std::vector<int> image = tp::test::matchVertices(fine, coarse.positions, 0.0f);
  for (size_t i = 0; i < image.size(); ++i) ASSERT_GE(image[i], 0) << "coarse vertex " << i << " missing";
}

TEST(Icosphere, IcosahedralRotationMapsTheMeshAndRingsOntoThemselves) {
  const IcosphereMesh mesh = tp::buildIcosphere(3);
  for (const glm::mat3& rotation : tp::test::icosahedralRotations(mesh)) {
    std::vector<glm::vec3> rotated;
    for (const auto& p : mesh.positions) rotated.push_back(rotation * p);
    const std::vector<int> image = tp::test::matchVertices(mesh, rotated, 1e-5f);
    for (int v = 0; v < mesh.vertexCount(); ++v) {
      ASSERT_GE(image[size_t(v)], 0) << "rotated vertex " << v << " is not a vertex";
      // The rotated ring is the image vertex's ring, up to where it starts.
      const auto& ring = mesh.rings[size_t(v)];
      const auto& imageRing = mesh.rings[size_t(image[size_t(v)])];
      const int count = mesh.neighbourCount(v);
      ASSERT_EQ(mesh.neighbourCount(image[size_t(v)]), count);
      const auto start = std::find(imageRing.begin(), imageRing.begin() + count, image[size_t(ring[0])]);
      ASSERT_NE(start, imageRing.begin() + count);
      const int offset = int(start - imageRing.begin());
      for (int k = 0; k < count; ++k)
        ASSERT_EQ(imageRing[size_t((k + offset) % count)], image[size_t(ring[size_t(k)])]);
    }
  }
}

TEST(Icosphere, DiamondOrderGivesTheImplicitRings) {
  // What the GPU step relies on (icosphere.hpp): vertex (d, i, j) = d·n² + j·n + i,
  // rings v + {1, n + 1, n, −1, −n − 1, −n} inside each diamond, the ten
  // diamond origins and the two poles (last) are the five-neighbour corners.
  for (int level = 0; level <= 6; ++level) {
    const IcosphereMesh mesh = tp::buildIcosphere(level);
    const int n = tp::icosphereDiamondSide(level);
    const int32_t offsets[6] = {1, n + 1, n, -1, -n - 1, -n};
    int implicit = 0;
    for (int v = 0; v < mesh.vertexCount(); ++v) {
      const bool origin = v < 10 * n * n && v % (n * n) == 0, pole = v >= 10 * n * n;
      EXPECT_EQ(mesh.neighbourCount(v) == 5, origin || pole) << "level " << level << " vertex " << v;
      if (!tp::icosphereHasImplicitRing(level, v)) continue;
      ++implicit;
      for (size_t k = 0; k < 6; ++k) ASSERT_EQ(mesh.rings[size_t(v)][k], v + offsets[k]) << "level " << level;
    }
    EXPECT_EQ(implicit, n >= 2 ? 10 * (n - 2) * (n - 2) : 0) << "level " << level;
    // Row neighbours are lattice neighbours all along a diamond row, border or not.
    for (int v = 0; v + 1 < 10 * n * n; ++v)
      if ((v + 1) % n != 0) ASSERT_TRUE(inRing(mesh, v, v + 1)) << "level " << level << " vertex " << v;
  }
}

TEST(Icosphere, DiamondOrderKeepsNeighbourGathersLocal) {
  const IcosphereMesh mesh = tp::buildIcosphere(6);
  std::vector<int> diamond(size_t(mesh.vertexCount()));
  std::iota(diamond.begin(), diamond.end(), 0);
  std::vector<int> shuffled = diamond;
  std::shuffle(shuffled.begin(), shuffled.end(), std::mt19937(5));
  const double diamondLines = linesPerWorkGroup(mesh, diamond), shuffledLines = linesPerWorkGroup(mesh, shuffled);
  // 256 vertices are 4 rows of a level-6 diamond (8 lines); their rings add
  // the row below and above (4 lines), and each row's two ends reach into
  // the neighbouring diamonds (about 10 more). Measured: 21.9 lines per group
  // in diamond order (the earlier hierarchical walk order: about 31), 892 shuffled.
  EXPECT_LT(diamondLines, 25.0);
  EXPECT_GT(shuffledLines, 10.0 * diamondLines);
  std::printf("[ icosphere] level 6: %.1f lines per group (diamond order), %.1f (shuffled)\n", diamondLines,
              shuffledLines);
}
