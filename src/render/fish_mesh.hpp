#pragma once
// A small procedural fish, built on the CPU (testable without GL): a body of
// elliptic cross-sections from the nose to the tail root, a forked tail fin
// and a dorsal fin. Local frame: +x forward (nose at x = +0.5, tail tips at
// x = −0.5: length 1), +y up, +z to the fish's right. `along` runs 0 at the
// nose to 1 at the tail tips; the vertex shader bends the fish by it (tail
// wiggle) and the fragment shader paints with it.
#include <cstdint>
#include <vector>

namespace tp {

struct FishVertex {
  float position[3];
  float normal[3];
  float along;  // 0 nose .. 1 tail tips
  float fin;    // 0 body, 1 fin
};

struct FishGeometry {
  std::vector<FishVertex> vertices;
  std::vector<uint32_t> indices;  // triangles; fins are single-sided sheets (draw without culling)
};

// `rings` cross-sections along the body and `segments` vertices around each.
FishGeometry buildFishGeometry(int rings = 14, int segments = 12);

// Half-height of the body at local x (0 beyond the body); half-width is
// kFishWidthRatio of it.
float fishBodyHalfHeight(float x);
inline constexpr float kFishNoseX = 0.5f, kFishTailRootX = -0.28f, kFishTailTipX = -0.5f;
inline constexpr float kFishWidthRatio = 0.5f;

}  // namespace tp
