// The planet's background filled by compute into a multisampled frame
// (planet_backdrop_fill.comp) is the one the far-plane triangle draws
// (planet_backdrop.frag): the same colour in every open sample, nothing
// written over the ball, the fish or the crates, and along the ball's limb
// only the samples it leaves open, so the resolve mixes the two alike. Both
// looks: the sky aquarium's gradient and clouds, the ocean planet's space
// and stars.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "scene_fixture.hpp"

namespace tp::test {
namespace {

class PlanetBackdropFill : public SceneFixture, public testing::WithParamInterface<const char*> {};

TEST_P(PlanetBackdropFill, FillsTheOpenSamplesWithWhatTheTriangleDraws) {
  auto scene = makeNamedScene("planet", {std::string("look=") + GetParam()});
  const SceneImage drawn = render(*scene, 4, false);
  const SceneImage filled = render(*scene, 4, true);
  int largest = 0, magenta = 0, differing = 0;
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const glm::ivec3 a = drawn.at(x, y), b = filled.at(x, y);
      const int d = std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)});
      largest = std::max(largest, d);
      differing += d > 1;
      magenta += b == glm::ivec3(255, 0, 255);
    }
  std::printf("%s: largest channel difference %d, %d pixels differ by more than 1, %d left magenta\n", GetParam(),
              largest, differing, magenta);
  EXPECT_EQ(differing, 0) << "the fill's picture differs from the drawn backdrop's";
  EXPECT_EQ(magenta, 0) << "every open sample was filled";
}

INSTANTIATE_TEST_SUITE_P(Looks, PlanetBackdropFill, testing::Values("sky_aquarium", "ocean_planet"));

}  // namespace
}  // namespace tp::test
