// The bubbles a hull's churn leaves under its track (water_look.glsl's
// withWakeBubbles): they send back light the clear water would swallow, so
// the track shows as a pale lane with the sun anywhere, green-blue, since
// that light has gone down to them and back through the water, which takes
// the red first. Flat water 8 m across seen straight down from 6 m under a
// sun 60° up and behind the view (no glitter drawn), the churn full on the
// patch's left half and none on its right; per pixel and per vertex.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "flat_water_picture.hpp"
#include "gl_test_support.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp {
namespace {

struct Halves {
  std::array<double, 3> left{}, right{};  // mean display RGB (0 .. 255) of the outer quarters
};

// The picture's mean colour over its leftmost and rightmost quarters (clear
// of the middle, where per-vertex shading blends the halves).
Halves lane(float leftChurn, bool perVertex) {
  constexpr int kSize = 128;
  WaterLook look;
  look.glintSlopeVariance = 0.0f;
  const std::vector<uint8_t> rgb = test::drawChurnedOnTheLeft(kSize, leftChurn, look, perVertex);
  Halves halves;
  const double count = double(kSize) * (kSize / 4);
  for (int y = 0; y < kSize; ++y)
    for (int x = 0; x < kSize; ++x) {
      if (x >= kSize / 4 && x < kSize - kSize / 4) continue;
      auto& side = x < kSize / 4 ? halves.left : halves.right;
      for (int c = 0; c < 3; ++c) side[size_t(c)] += rgb[3 * (size_t(y) * kSize + size_t(x)) + size_t(c)] / count;
    }
  return halves;
}

void expectPaleGreenBlueLane(bool perVertex) {
  const Halves clean = lane(0.0f, perVertex), churned = lane(1.0f, perVertex);
  std::printf("%s: clean %.1f %.1f %.1f | %.1f %.1f %.1f; churned on the left %.1f %.1f %.1f | %.1f %.1f %.1f\n",
              perVertex ? "per vertex" : "per pixel", clean.left[0], clean.left[1], clean.left[2], clean.right[0],
              clean.right[1], clean.right[2], churned.left[0], churned.left[1], churned.left[2], churned.right[0],
              churned.right[1], churned.right[2]);
  for (int c = 0; c < 3; ++c) {
    EXPECT_NEAR(clean.left[size_t(c)], clean.right[size_t(c)], 1.0) << "the halves differ with no churn, channel " << c;
    EXPECT_NEAR(churned.right[size_t(c)], clean.right[size_t(c)], 1.0) << "the lane reaches past the churn, channel " << c;
  }
  for (int c = 0; c < 3; ++c)
    EXPECT_GT(churned.left[size_t(c)] - clean.left[size_t(c)], 20.0) << "the churned lane is not paler, channel " << c;
  // Green and blue well above red: bubbles lit by light that had not lost
  // its red on the way (a copy of the shaders without the absorption) leave
  // a greyer lane: its green 10 and its blue 20 above its red, where these
  // shaders give 30 and 42.
  EXPECT_GT(churned.left[1] - churned.left[0], 20.0) << "the lane's light is not reddened out: grey, not green-blue";
  EXPECT_GT(churned.left[2] - churned.left[0], 30.0) << "the lane's light is not reddened out: grey, not green-blue";
}

TEST(WakeBubbleLane, TheChurnedTrackIsAPaleGreenBlueLanePerPixel) { expectPaleGreenBlueLane(false); }
TEST(WakeBubbleLane, TheChurnedTrackIsAPaleGreenBlueLanePerVertex) { expectPaleGreenBlueLane(true); }

}  // namespace
}  // namespace tp
