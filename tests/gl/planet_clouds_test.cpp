// The ocean planet's cloud deck (shaders/scenes/planet/planet_clouds.*): none
// at clouds=0; at a cover it hides a share of the disc that grows with the
// cover, bright on the day side and dark on the night side; and its shadow
// darkens the sunlit sea under it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "scene_fixture.hpp"

namespace tp::test {
namespace {

class PlanetClouds : public SceneFixture {
 protected:
  SceneImage oceanWith(const std::string& clouds) {
    auto scene = makeNamedScene("planet", {"look=ocean_planet", "fish_count=0", "wind_waves=0", "clouds=" + clouds});
    steps(*scene, 1);
    return render(*scene);
  }
};

double brightness(const glm::ivec3& c) { return (c.r + c.g + c.b) / 3.0; }

TEST_F(PlanetClouds, HideAShareOfTheDiscThatGrowsWithTheCover) {
  const SceneImage clear = oceanWith("0"), again = oceanWith("0");
  EXPECT_TRUE(clear.changedFrom(again, 0).empty());  // the same picture twice: nothing drifts between runs
  const size_t light = oceanWith("0.3").changedFrom(clear, 30).size();
  const size_t heavy = oceanWith("0.8").changedFrom(clear, 30).size();
  const double disc = 3.14159 * 55.0 * 55.0;  // pixels: the ball is about 110 across in the fixture's 320x180
  EXPECT_GT(double(light), 0.03 * disc);
  EXPECT_GT(double(heavy), 1.5 * double(light));
  EXPECT_LT(double(heavy), 1.5 * disc);
}

TEST_F(PlanetClouds, AreBrightInDaylightAndDarkAtNight) {
  const SceneImage clear = oceanWith("0"), cloudy = oceanWith("0.8");
  // The sun lies to the right of the camera (kSpaceSun): the disc's right third is day, its left third night.
  double dayGain = 0, nightGain = 0;
  int day = 0, night = 0;
  for (const glm::vec2& p : cloudy.changedFrom(clear, 30)) {
    const double gain = brightness(cloudy.at(int(p.x), int(p.y))) - brightness(clear.at(int(p.x), int(p.y)));
    if (p.x > kSceneWidth * 0.55) dayGain += gain, ++day;
    if (p.x < kSceneWidth * 0.42) nightGain += gain, ++night;
  }
  ASSERT_GT(day, 50);
  EXPECT_GT(dayGain / day, 40.0);  // white cloud over blue sea
  if (night > 0) EXPECT_LT(nightGain / night, dayGain / day * 0.5);
}

}  // namespace
}  // namespace tp::test
