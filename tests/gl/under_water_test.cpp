// The harbor seen from under its water (render/water_surface_renderer.*'s
// drawUnderWater, under_water.comp, water_from_below.glsl): the air above a
// camera at the waterline left as drawn, the water below it fogged; and
// Snell's window, the sky bright overhead and the surface a dark mirror
// beyond the critical angle. Both on the raster path (one sample a pixel,
// as llvmpipe draws the app, each program fogging what it draws:
// under_water_fog.glsl) and the compute-shaded one (4 samples). And the two
// fogs, the one mixed in while drawing and the pass, agree.
#include <gtest/gtest.h>

#include <stb_image_write.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "scene_fixture.hpp"

namespace tp::test {
namespace {

class UnderWater : public SceneFixture, public testing::WithParamInterface<int> {
 protected:
  // The harbor after 30 steps at `visibility` metres, from `pose`, at the
  // test's sample count.
  SceneImage shot(const CameraPose& pose, float visibility) {
    auto scene = makeNamedScene("harbor", {"under_water_visibility=" + std::to_string(visibility)});
    steps(*scene, 30);
    camera_.setPose(pose);
    SceneImage image = render(*scene, GetParam());
    // Kept to look at: $TMPDIR/under-water-<visibility>-<pitch>-<samples>.png.
    const std::filesystem::path keep = std::filesystem::temp_directory_path() /
        ("under-water-" + std::to_string(int(visibility)) + "-" + std::to_string(int(pose.pitchDegrees)) + "-" +
         std::to_string(GetParam()) + ".png");
    stbi_write_png(keep.c_str(), kSceneWidth, kSceneHeight, 3, image.rgb.data(), kSceneWidth * 3);
    return image;
  }
  // Mean of each channel over rows [first, last).
  static glm::dvec3 meanOfRows(const SceneImage& image, int first, int last) {
    glm::dvec3 sum(0.0);
    for (int y = first; y < last; ++y)
      for (int x = 0; x < kSceneWidth; ++x) sum += glm::dvec3(image.at(x, y));
    return sum / double((last - first) * kSceneWidth);
  }
};

// The eye on the calm sea's level, 40 m out from the basin's middle (beyond
// the simulated patch, so nothing moves the level there), looking level at
// it: the near plane (0.4 m out) spans 17 cm up and down, so the picture's
// upper half starts in the air and its lower half under the water. Changing
// how far one sees under the water must change no pixel of the upper 40 %;
// in the lower 40 % at 3 m everything is the water's own colour (every
// pixel within 6 of their mean, summed over r, g, b), and at 100 m the floor
// and the islands' flanks show through it (measured on llvmpipe: 40 % of
// those pixels differ; asked: a quarter).
TEST_P(UnderWater, AtTheWaterlineTheAirIsLeftAsDrawn) {
  const CameraPose level{{0.0f, 0.0f, 1.5f}, 40.0f, 20.0f, 0.0f};
  const SceneImage clear = shot(level, 100.0f), murky = shot(level, 3.0f);
  constexpr int kAirRows = kSceneHeight * 2 / 5;
  int airChanged = 0, waterChanged = 0, waterPixels = 0;
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const glm::ivec3 d = glm::abs(clear.at(x, y) - murky.at(x, y));
      const bool changed = d.r + d.g + d.b > 6;
      if (y < kAirRows) airChanged += changed;
      if (y >= kSceneHeight * 3 / 5) {
        ++waterPixels;
        waterChanged += changed;
      }
    }
  std::printf("samples %d: %d pixels of the air changed, %d of %d under the water\n", GetParam(), airChanged,
              waterChanged, waterPixels);
  EXPECT_EQ(airChanged, 0);
  EXPECT_GT(waterChanged, waterPixels / 4);
  // Under the water red is swallowed first: the lower rows are blue-green.
  const glm::dvec3 under = meanOfRows(murky, kSceneHeight * 3 / 5, kSceneHeight);
  EXPECT_LT(under.r, 0.5 * under.g);
  int offColour = 0;
  for (int y = kSceneHeight * 3 / 5; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const glm::dvec3 d = glm::abs(glm::dvec3(murky.at(x, y)) - under);
      offColour += d.r + d.g + d.b > 6.0;
    }
  EXPECT_EQ(offColour, 0) << "pixels under 3 m-visibility water that are not the water's colour";
}

// 2.5 m under, looking up at 55 degrees: the top of the picture looks within
// 48.8 degrees of straight up, inside Snell's window, at the sky; the bottom
// looks at the surface at 70 degrees and more from the vertical, where it
// reflects all the light back down (total internal reflection) and shows the
// dark water. Measured on llvmpipe: the top sixth's mean 1.96 times the
// bottom sixth's in green, 1.98 in blue (display values); asked: 1.6.
TEST_P(UnderWater, OverheadSnellsWindowShowsTheSkyAndBeyondItTheWaterBelow) {
  const CameraPose up{{0.0f, 0.0f, 1.5f}, 3.0f, 20.0f, -55.0f};
  const SceneImage image = shot(up, 20.0f);
  const glm::dvec3 window = meanOfRows(image, 0, kSceneHeight / 6);
  const glm::dvec3 mirror = meanOfRows(image, kSceneHeight * 5 / 6, kSceneHeight);
  std::printf("samples %d: window %.1f %.1f %.1f, beyond it %.1f %.1f %.1f\n", GetParam(), window.r, window.g,
              window.b, mirror.r, mirror.g, mirror.b);
  EXPECT_GT(window.g, 1.6 * mirror.g);
  EXPECT_GT(window.b, 1.6 * mirror.b);
  EXPECT_GT(window.b, window.r);  // the sky, bluer through the water
}

INSTANTIATE_TEST_SUITE_P(Frames, UnderWater, testing::Values(1, 4),
                         [](const testing::TestParamInfo<int>& info) { return "samples" + std::to_string(info.param); });

class UnderWaterFog : public SceneFixture {};

// 1.5 m under the basin looking a little down, the floor, the islands'
// flanks, the hulls and the open water beyond the floor's cut all in view,
// with the water shaded per vertex (light quality's), so that the frames
// differ only in how the fog is laid: one sample a pixel, every program
// mixing it into what it draws; four, a pass over the finished frame. The
// mean of each pixel's largest channel difference must stay under 1 of 255,
// its 99th percentile under 12 (edges, where four samples blend two
// things). Measured on llvmpipe: mean 0.30, 99th percentile 1. Leaving the
// fog out of any one program (the sky's background, the terrain) fails it.
TEST_F(UnderWaterFog, MixedInWhileDrawingItMatchesThePassOverTheFrame) {
  auto shot = [&](int samples) {
    auto scene = makeNamedScene("harbor", {"per_pixel_water=false", "under_water_visibility=12"});
    steps(*scene, 30);
    camera_.setPose({{0.0f, 0.0f, 1.5f}, 14.0f, 20.0f, -6.0f});
    return render(*scene, samples);
  };
  const SceneImage whileDrawing = shot(1), byPass = shot(4);
  std::vector<int> largest;
  double sum = 0;
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const glm::ivec3 d = glm::abs(whileDrawing.at(x, y) - byPass.at(x, y));
      largest.push_back(std::max({d.r, d.g, d.b}));
      sum += largest.back();
    }
  const double mean = sum / double(largest.size());
  const size_t at = largest.size() * 99 / 100;
  std::nth_element(largest.begin(), largest.begin() + long(at), largest.end());
  std::printf("fog while drawing against the pass: mean %.3f, 99th percentile %d of 255\n", mean, largest[at]);
  EXPECT_LT(mean, 1.0);
  EXPECT_LT(largest[at], 12);
  // The view is under the water: no pixel keeps the sky's or the sand's brightness.
  int bright = 0;
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) bright += whileDrawing.at(x, y).r > 150;
  EXPECT_EQ(bright, 0);
}

}  // namespace
}  // namespace tp::test
