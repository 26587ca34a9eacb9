// The foam's look (shaders/render/effects/foam_pattern.h, run here as C++):
// over a field of foam at one cover, the share that shows white grows slowly
// at first (a thin cover none, a heavy one solid), the white comes in patches
// (most points wholly white or wholly clear, not a grey veil), and the mean
// that light quality draws per vertex matches what the pattern shows.
#include <gtest/gtest.h>

#include "shaders/render/effects/foam_pattern.h"

namespace tp {
namespace {

struct FoamShares {
  double mean = 0, clearOrWhite = 0;
};
// 40 000 points 5 cm apart over a 10 m square.
FoamShares foamOver(float cover) {
  FoamShares s;
  constexpr int kSide = 200;
  for (int y = 0; y < kSide; ++y)
    for (int x = 0; x < kSide; ++x) {
      const float white = foam_pattern::foamWhiteness(glm::vec2(x, y) * 0.05f + glm::vec2(3.0f, -7.0f), cover, 12.5f);
      s.mean += white;
      s.clearOrWhite += (white < 0.1f || white > 0.9f) ? 1 : 0;
    }
  s.mean /= kSide * kSide;
  s.clearOrWhite /= kSide * kSide;
  return s;
}

TEST(FoamPattern, LightFoamBreaksIntoPatchesAndHeavyFoamIsSolid) {
  EXPECT_EQ(foamOver(0.0f).mean, 0.0);
  EXPECT_LT(foamOver(0.08f).mean, 0.002) << "a thin cover (below a tenth) shows nothing";
  const float covers[] = {0.3f, 0.5f, 0.7f};
  const double lowest[] = {0.02, 0.2, 0.5}, highest[] = {0.12, 0.4, 0.8};
  for (int i = 0; i < 3; ++i) {
    const FoamShares s = foamOver(covers[i]);
    SCOPED_TRACE(covers[i]);
    EXPECT_GT(s.mean, lowest[i]);
    EXPECT_LT(s.mean, highest[i]);
    EXPECT_GT(s.clearOrWhite, 0.8) << "patches, not a grey veil";
    EXPECT_NEAR(s.mean, foam_pattern::foamMeanWhiteness(covers[i]), 0.05) << "light quality's mean matches";
  }
  EXPECT_GT(foamOver(0.95f).mean, 0.97) << "heavy foam is solid";
  EXPECT_EQ(foam_pattern::foamMeanWhiteness(1.0f), 1.0f);
}

}  // namespace
}  // namespace tp
