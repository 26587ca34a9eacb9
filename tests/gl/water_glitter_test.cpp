// The sun's glitter seen close (water_look.glsl's sparkle): where an 8 cm
// glint cell spans many pixels, its light gathers into a round spot, not a
// lit square. Flat water seen straight down from 1.5 m (a pixel 7 mm, a
// cell 12 pixels) under a sun overhead, the glitter's slopes wide enough to
// light cells all over the picture. And where a hull's churn has made a
// slick, the glitter narrows to still water's: the lane goes dark away from
// the sun's mirror point.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "flat_water_picture.hpp"
#include "gl_test_support.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp {
namespace {

using test::drawFlatWater;

// Bright pixels' 4-connected blobs of at least `least` pixels: each one's
// area over its bounding box's (1 for a square, π/4 for a disc).
std::vector<double> blobFills(const std::vector<uint8_t>& bright, int width, int height, int least) {
  std::vector<int> label(bright.size(), 0);
  std::vector<double> fills;
  std::vector<int> stack;
  for (int start = 0; start < width * height; ++start) {
    if (!bright[size_t(start)] || label[size_t(start)]) continue;
    int area = 0, x0 = width, x1 = -1, y0 = height, y1 = -1;
    stack.assign(1, start);
    label[size_t(start)] = 1;
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      const int x = at % width, y = at / width;
      ++area;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
      for (auto [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
        const int nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const size_t next = size_t(ny * width + nx);
        if (bright[next] && !label[next]) {
          label[next] = 1;
          stack.push_back(int(next));
        }
      }
    }
    if (area >= least) fills.push_back(double(area) / double((x1 - x0 + 1) * (y1 - y0 + 1)));
  }
  return fills;
}

TEST(WaterGlitter, ACloseGlintIsARoundSpotNotASquare) {
  constexpr int kSize = 256;
  WaterLook look;
  look.glintSlopeVariance = 0.05f;  // slopes this wide light cells across the whole picture
  look.time = 0.3f;
  const std::vector<uint8_t> rgb = drawFlatWater(kSize, {0.013f, 1.5f, 0.021f}, 4.0f, {0.0f, 1.0f, 0.0f}, look);
  std::vector<uint8_t> bright(size_t(kSize) * kSize);
  for (size_t i = 0; i < bright.size(); ++i) bright[i] = std::min({rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]}) >= 200;
  const std::vector<double> fills = blobFills(bright, kSize, kSize, 12);
  ASSERT_GE(fills.size(), 10u) << "glints lit across the picture";
  double mean = 0;
  for (double fill : fills) mean += fill;
  mean /= double(fills.size());
  std::printf("%zu glints of 12 pixels or more, mean fill of their boxes %.3f (a square 1, a disc 0.785)\n",
              fills.size(), mean);
  EXPECT_LT(mean, 0.88) << "the glints are lit squares";
  EXPECT_GT(mean, 0.65) << "the glints are not round";
}

// Flat water 8 m across seen straight down from 6 m under a sun 60° up:
// its mirror point lies off the picture, so every glint is a facet tilted
// well off the mean. The foam texture's churn (g) is `leftChurn` on the
// picture's left half and 0 on its right. Returns the mean of each half's
// glitter (the brightest channel above the water's own, 0 .. 255).
std::pair<double, double> glitterOfHalves(float leftChurn) {
  constexpr int kSize = 192;
  WaterLook look;
  look.time = 0.3f;
  const auto draw = [&](float glintVariance) {
    look.glintSlopeVariance = glintVariance;
    return test::drawChurnedOnTheLeft(kSize, leftChurn, look);
  };
  const std::vector<uint8_t> lit = draw(0.05f), plain = draw(0.0f);
  double left = 0, right = 0;
  for (int y = 0; y < kSize; ++y)
    for (int x = 0; x < kSize; ++x) {
      const size_t i = 3 * (size_t(y) * kSize + x);
      double above = 0;
      for (int c = 0; c < 3; ++c) above = std::max(above, double(lit[i + c]) - double(plain[i + c]));
      (x < kSize / 2 ? left : right) += above;
    }
  const double half = double(kSize) * kSize / 2;
  return {left / half, right / half};
}

// A wake's low crests strain the ripples riding on them (wake_strain.glsl):
// rougher over a crest, smoother over a trough, so the glitter away from
// the sun's mirror point is brighter over the crests. Transverse waves 4 m
// long and 2 cm high (ak = 0.031: an energy swing of ±47 % at M = 15) run
// along x under the view of glitterOfHalves, a crest at x = −1 m and a
// trough at +1 m, then the other way up: each band is seen twice from the
// same place with the same (nil) slope, once under a crest and once under
// a trough, so only the straining tells the two apart.
TEST(WaterGlitter, AWakesCrestsRoughenTheGlitterOverThem) {
  constexpr int kSize = 192, kTexels = 64;
  constexpr float kExtent = 8.0f, kWavelength = 4.0f, kAmplitude = 0.02f, kEyeHeight = 6.0f;
  WaterLook look;
  look.time = 0.3f;
  const glm::vec3 sun = glm::normalize(glm::vec3(0.0f, 0.866f, 0.5f));
  const float halfWidth = kEyeHeight * std::tan(glm::radians(30.0f));  // metres from the middle to the edge
  // The glitter (the brightest channel above the water's own), summed over
  // columns within half a metre of x = −1 m and of x = +1 m, for waves
  // −amplitude·sin(kx).
  const auto glitterOverBands = [&](float amplitude) {
    std::vector<float> wave(size_t(kTexels) * 4);
    for (int z = 0; z < 4; ++z)
      for (int x = 0; x < kTexels; ++x) {
        const float worldX = ((float(x) + 0.5f) / kTexels - 0.5f) * kExtent;
        wave[size_t(z * kTexels + x)] = -amplitude * std::sin(2.0f * float(M_PI) * worldX / kWavelength);
      }
    gl::Texture waves = gl::Texture::create2D(GL_R32F, kTexels, 4);
    waves.upload(GL_RED, GL_FLOAT, wave.data());
    const auto draw = [&](float glintVariance) {
      look.glintSlopeVariance = glintVariance;
      return drawFlatWater(kSize, {0.0f, kEyeHeight, 0.0f}, kExtent, sun, look, {}, &waves);
    };
    // Ripples of mean square slope 0.004: the facets that mirror the sun
    // into this view lie far out in their distribution's tail, where a
    // change in its spread shows most (as away from a sun's glitter path).
    const std::vector<uint8_t> lit = draw(0.004f), plain = draw(0.0f);
    double minus = 0, plus = 0;
    for (int y = 0; y < kSize; ++y)
      for (int x = 0; x < kSize; ++x) {
        const float worldX = ((float(x) + 0.5f) / kSize * 2.0f - 1.0f) * halfWidth;
        const size_t i = 3 * (size_t(y) * kSize + x);
        double above = 0;
        for (int c = 0; c < 3; ++c) above = std::max(above, double(lit[i + c]) - double(plain[i + c]));
        if (std::abs(worldX + 1.0f) < 0.5f) minus += above;
        else if (std::abs(worldX - 1.0f) < 0.5f) plus += above;
      }
    return std::pair{minus, plus};
  };
  const auto [crestAtMinus, troughAtPlus] = glitterOverBands(kAmplitude);
  const auto [troughAtMinus, crestAtPlus] = glitterOverBands(-kAmplitude);
  const double overCrests = crestAtMinus + crestAtPlus, overTroughs = troughAtMinus + troughAtPlus;
  std::printf("glitter summed over the crests %.0f, over the troughs %.0f (at -1 m %.0f | %.0f, at +1 m %.0f | %.0f)\n",
              overCrests, overTroughs, crestAtMinus, troughAtMinus, crestAtPlus, troughAtPlus);
  ASSERT_GT(overTroughs, 1000.0) << "no glitter to modulate";
  // Unstrained, each band's two pictures differ only by the crests' colour
  // under the glints: 6 % (a copy of the shaders with M = 0); strained, the
  // crests glitter 2.9 times as much as the troughs.
  EXPECT_GT(overCrests, 1.5 * overTroughs) << "the wake's crests do not roughen the ripples over them";
}

// Shaded once a vertex, the water shows no mirrored sun: flat water 4 m
// across seen straight down from 3 m under a sun overhead, whose mirror
// point is the vertex under the eye. Per pixel, with no ripples to break it
// into glitter, the sun's disc shows there, a bright spot; per vertex it
// would light that vertex's whole fan of triangles, a white star a metre
// across (seen: 121 above the corners), so the vertex gets the sky's glow round the sun and no more.
// Measured as the brightest channel at the picture's middle above its mean
// over the corners (0 .. 255).
TEST(WaterGlitter, PerVertexWaterMirrorsNoSunDisc) {
  constexpr int kSize = 128;
  WaterLook look;
  look.glintSlopeVariance = 0.0f;
  const auto middleAboveCorners = [&](bool perVertex) {
    const std::vector<uint8_t> rgb =
        drawFlatWater(kSize, {0.0f, 3.0f, 0.0f}, 4.0f, {0.0f, 1.0f, 0.0f}, look, {}, nullptr, perVertex);
    const auto brightest = [&](int x, int y) {
      const size_t i = 3 * (size_t(y) * kSize + size_t(x));
      return double(std::max({rgb[i], rgb[i + 1], rgb[i + 2]}));
    };
    const double corners = (brightest(4, 4) + brightest(kSize - 5, 4) + brightest(4, kSize - 5) +
                            brightest(kSize - 5, kSize - 5)) / 4.0;
    return brightest(kSize / 2, kSize / 2) - corners;
  };
  const double perPixel = middleAboveCorners(false), perVertex = middleAboveCorners(true);
  std::printf("the middle above the corners: per pixel %.0f, per vertex %.0f (of 255)\n", perPixel, perVertex);
  ASSERT_GT(perPixel, 60.0) << "no sun's disc mirrored at the middle to leave out";
  EXPECT_LT(perVertex, 25.0) << "the per-vertex water mirrors the sun's disc: a white star";
}

TEST(WaterGlitter, AHullsSlickDarkensTheGlitterAwayFromTheSun) {
  const auto [cleanLeft, cleanRight] = glitterOfHalves(0.0f);
  const auto [slickLeft, slickRight] = glitterOfHalves(1.0f);
  std::printf("glitter, mean of each half: clean %.2f | %.2f, slick on the left %.2f | %.2f\n", cleanLeft,
              cleanRight, slickLeft, slickRight);
  ASSERT_GT(cleanLeft, 1.0) << "no glitter to calm";
  EXPECT_NEAR(cleanLeft / cleanRight, 1.0, 0.3) << "the halves glitter alike without a slick";
  EXPECT_LT(slickLeft, 0.25 * cleanLeft) << "the slick's lane keeps its glitter";
  EXPECT_NEAR(slickRight, cleanRight, 0.02 * cleanRight + 0.05) << "the slick reaches past its lane";
}

}  // namespace
}  // namespace tp
