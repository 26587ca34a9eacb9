#include "render/fish_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace tp {
namespace {

constexpr float kPi = 3.14159265f;

float alongOf(float x) { return (kFishNoseX - x) / (kFishNoseX - kFishTailTipX); }

void addSheetTriangle(FishGeometry& g, const float (&a)[2], const float (&b)[2], const float (&c)[2]) {
  // A flat fin in the x-y plane (z = 0), normal +z; lighting is two-sided.
  for (const float* p : {a, b, c}) {
    g.indices.push_back(uint32_t(g.vertices.size()));
    g.vertices.push_back({{p[0], p[1], 0}, {0, 0, 1}, alongOf(p[0]), 1});
  }
}

}  // namespace

float fishBodyHalfHeight(float x) {
  if (x > kFishNoseX || x < kFishTailRootX) return 0;
  // u = 0 at the nose, 1 at the tail root: a blunt head, the deepest point a
  // third of the way back, tapering to a narrow peduncle (never 0 there, so
  // the body closes onto the tail fin, not to a point).
  const float u = (kFishNoseX - x) / (kFishNoseX - kFishTailRootX);
  // (sin(π) rounds to a tiny negative float: clamp before the fractional power.)
  const float bulge = std::pow(std::max(std::sin(kPi * std::pow(u, 0.6f)), 0.0f), 0.8f);
  return 0.16f * bulge + 0.025f * u;
}

FishGeometry buildFishGeometry(int rings, int segments) {
  if (rings < 3 || segments < 4) throw std::invalid_argument("fish mesh: rings >= 3, segments >= 4");
  FishGeometry g;
  // Body: ring 0 is the nose point (all vertices at the nose), ring `rings`
  // the tail root; vertices of a ring go round from the top (+y) to the right (+z).
  for (int r = 0; r <= rings; ++r) {
    const float t = float(r) / float(rings);
    const float x = kFishNoseX + (kFishTailRootX - kFishNoseX) * t;
    const float halfHeight = fishBodyHalfHeight(x);
    const float halfWidth = kFishWidthRatio * halfHeight;
    // The profile's slope, for normals: d(halfHeight)/dx by a central difference.
    const float h = 1e-3f;
    const float slope = (fishBodyHalfHeight(std::min(x + h, kFishNoseX)) -
                         fishBodyHalfHeight(std::max(x - h, kFishTailRootX))) /
                        (std::min(x + h, kFishNoseX) - std::max(x - h, kFishTailRootX));
    for (int s = 0; s < segments; ++s) {
      const float angle = 2 * kPi * float(s) / float(segments);
      const float cy = std::cos(angle), sz = std::sin(angle);
      // An ellipse (halfWidth·sin, halfHeight·cos): its normal is
      // (cos/halfHeight, sin/halfWidth) in (y, z), tilted forward by the slope.
      float ny = cy / std::max(halfHeight, 1e-4f), nz = sz / std::max(halfWidth, 1e-4f);
      const float length = std::sqrt(ny * ny + nz * nz);
      ny /= length;
      nz /= length;
      float nx = -slope;
      const float n = std::sqrt(nx * nx + ny * ny + nz * nz);
      FishVertex v{{x, halfHeight * cy, halfWidth * sz}, {nx / n, ny / n, nz / n}, alongOf(x), 0};
      if (r == 0) v.normal[0] = 1, v.normal[1] = v.normal[2] = 0;  // the nose point faces forward
      g.vertices.push_back(v);
    }
  }
  const auto at = [segments](int ring, int s) { return uint32_t(ring * segments + (s % segments)); };
  for (int r = 0; r < rings; ++r)
    for (int s = 0; s < segments; ++s) {
      // Counter-clockwise seen from outside.
      g.indices.insert(g.indices.end(), {at(r, s), at(r + 1, s), at(r + 1, s + 1)});
      g.indices.insert(g.indices.end(), {at(r, s), at(r + 1, s + 1), at(r, s + 1)});
    }
  // Close the tail root with a fan (hidden by the tail fin, but no hole from behind).
  const uint32_t rootCentre = uint32_t(g.vertices.size());
  g.vertices.push_back({{kFishTailRootX, 0, 0}, {-1, 0, 0}, alongOf(kFishTailRootX), 0});
  for (int s = 0; s < segments; ++s) g.indices.insert(g.indices.end(), {rootCentre, at(rings, s + 1), at(rings, s)});

  // Forked tail: from the root to two tips with a notch between them.
  const float root = kFishTailRootX + 0.02f, rootHalf = 0.035f;
  const float rootTop[2] = {root, rootHalf}, rootBottom[2] = {root, -rootHalf};
  const float tipTop[2] = {kFishTailTipX, 0.19f}, tipBottom[2] = {kFishTailTipX, -0.19f};
  const float notch[2] = {kFishTailTipX + 0.08f, 0.0f};
  addSheetTriangle(g, rootTop, tipTop, notch);
  addSheetTriangle(g, rootTop, notch, rootBottom);
  addSheetTriangle(g, rootBottom, notch, tipBottom);
  // Dorsal fin on the back, leaning backwards.
  const float finFront[2] = {0.12f, fishBodyHalfHeight(0.12f) - 0.01f};
  const float finBack[2] = {-0.14f, fishBodyHalfHeight(-0.14f) - 0.01f};
  const float finTip[2] = {-0.12f, fishBodyHalfHeight(0.0f) + 0.11f};
  addSheetTriangle(g, finFront, finBack, finTip);
  // Belly (anal) fin, smaller.
  const float bellyFront[2] = {-0.06f, -fishBodyHalfHeight(-0.06f) + 0.01f};
  const float bellyBack[2] = {-0.2f, -fishBodyHalfHeight(-0.2f) + 0.01f};
  const float bellyTip[2] = {-0.19f, -fishBodyHalfHeight(-0.1f) - 0.06f};
  addSheetTriangle(g, bellyFront, bellyTip, bellyBack);
  return g;
}

}  // namespace tp
