// Comparison layouts, captions and sweeps: pure functions of sizes and parameter text.
#include <gtest/gtest.h>

#include "app/compare/captions.hpp"
#include "sim/param_sweep.hpp"
#include "app/compare/tile_layout.hpp"
#include "scenes/scene.hpp"

namespace {

using tp::TileLayout;
using tp::TileRect;

bool overlap(const TileRect& a, const TileRect& b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

}  // namespace

TEST(TileLayout, SideBySideHalvesAreEqualAndApart) {
  for (int width : {640, 641, 1280}) {
    const auto tiles = tp::layoutTiles(TileLayout::SideBySide, 2, width, 360);
    ASSERT_EQ(tiles.size(), 2u);
    EXPECT_EQ(tiles[0].width, tiles[1].width);
    EXPECT_EQ(tiles[0].height, 360);
    EXPECT_EQ(tiles[0].x, 0);
    EXPECT_EQ(tiles[1].x + tiles[1].width, width) << "B ends at the right edge";
    EXPECT_GE(tiles[1].x - (tiles[0].x + tiles[0].width), tp::kTileGutter);
  }
}

TEST(TileLayout, GridHoldsEveryTileInsideWithoutOverlap) {
  for (int count = 2; count <= tp::kMaxSweepCount; ++count)
    for (auto [width, height] : {std::pair{1280, 720}, {640, 640}, {1920, 1080}}) {
      const auto tiles = tp::layoutTiles(TileLayout::Grid, count, width, height);
      ASSERT_EQ(int(tiles.size()), count);
      for (size_t i = 0; i < tiles.size(); ++i) {
        EXPECT_GE(tiles[i].x, 0);
        EXPECT_GE(tiles[i].y, 0);
        EXPECT_LE(tiles[i].x + tiles[i].width, width);
        EXPECT_LE(tiles[i].y + tiles[i].height, height);
        EXPECT_EQ(tiles[i].width, tiles[0].width) << "every tile the same size";
        EXPECT_EQ(tiles[i].height, tiles[0].height);
        for (size_t j = 0; j < i; ++j) EXPECT_FALSE(overlap(tiles[i], tiles[j])) << count << " tiles: " << i << "," << j;
      }
    }
}

TEST(TileLayout, GridShapesAreSensible) {
  EXPECT_EQ(tp::gridShapeFor(2, 1280, 720).columns, 2);
  const tp::GridShape five = tp::gridShapeFor(5, 1280, 720);
  EXPECT_EQ(five.columns * five.rows >= 5, true);
  EXPECT_EQ(five.columns, 3);
  EXPECT_EQ(five.rows, 2);
  const tp::GridShape four = tp::gridShapeFor(4, 1280, 720);
  EXPECT_EQ(four.columns, 2);
  EXPECT_EQ(four.rows, 2);
}

TEST(TileLayout, WipeColumn) {
  EXPECT_EQ(tp::wipeColumn(0.5f, 1280), 640);
  EXPECT_EQ(tp::wipeColumn(-1.0f, 1280), 0);
  EXPECT_EQ(tp::wipeColumn(2.0f, 1280), 1280);
  const auto tiles = tp::layoutTiles(TileLayout::Wipe, 2, 800, 600);
  EXPECT_EQ(tiles[0].width, 800);
  EXPECT_EQ(tiles[1].width, 800);
}

TEST(Captions, NameWhatDiffers) {
  const tp::ParamSnapshot a{{"amplitude", "0.2"}, {"wavelength", "6"}, {"tint", "ocean"}};
  tp::ParamSnapshot b = a;
  b[0].second = "0.8";
  b[2].second = "lagoon";
  const std::vector<tp::ParamSnapshot> sides{a, b};
  const auto differing = tp::differingNames(sides);
  EXPECT_EQ(differing, (std::vector<std::string>{"amplitude", "tint"}));
  EXPECT_EQ(tp::captionFor(0, sides, differing), "A: amplitude = 0.2, tint = ocean");
  EXPECT_EQ(tp::captionFor(1, sides, differing), "B: amplitude = 0.8, tint = lagoon");
}

TEST(Captions, SameParameters) {
  const tp::ParamSnapshot a{{"amplitude", "0.2"}};
  const std::vector<tp::ParamSnapshot> two{a, a};
  EXPECT_TRUE(tp::differingNames(two).empty());
  EXPECT_EQ(tp::captionFor(0, two, {}), "A: same parameters as B");
  EXPECT_EQ(tp::captionFor(1, two, {}), "B: same parameters as A");
  EXPECT_EQ(tp::captionFor(2, {a, a, a}, {}), "C: same parameters as the others");
}

TEST(Captions, SideNames) {
  EXPECT_EQ(tp::sideName(0), "A");
  EXPECT_EQ(tp::sideName(25), "Z");
  EXPECT_EQ(tp::sideName(26), "27");
}

TEST(Sweep, RangeOfFloats) {
  tp::SweepSpec spec;
  ASSERT_EQ(tp::parseSweep("amplitude=0.1:0.9:5", spec), "");
  auto scene = tp::findScene("demo")->create();
  std::vector<std::string> values;
  ASSERT_EQ(tp::sweepValues(spec, scene->params(), values), "");
  EXPECT_EQ(values, (std::vector<std::string>{"0.1", "0.3", "0.5", "0.7", "0.9"}));
}

TEST(Sweep, AFloatAtAStabilityLimitStaysInside) {
  // The demo's amplitude limit is 0.25 * wavelength / (2 pi) in double; its
  // nearest float lies above it, and must not be offered.
  auto scene = tp::findScene("demo")->create();
  const tp::ParamSpec& amplitude = *scene->params().find("amplitude");
  tp::SweepSpec spec;
  spec.name = "amplitude";
  spec.isRange = true;
  spec.low = 0;
  spec.high = scene->params().upperBound(amplitude);
  spec.count = 3;
  std::vector<std::string> values;
  ASSERT_EQ(tp::sweepValues(spec, scene->params(), values), "");
  for (const std::string& value : values) EXPECT_EQ(scene->params().set("amplitude", value), "") << value;
  // The panel passes its float: the same, rounded up past the limit.
  spec.high = double(float(scene->params().upperBound(amplitude)));
  ASSERT_GT(spec.high, scene->params().upperBound(amplitude)) << "the case this guards against";
  ASSERT_EQ(tp::sweepValues(spec, scene->params(), values), "");
  EXPECT_EQ(scene->params().set("amplitude", values.back()), "") << values.back();
  EXPECT_LE(double(tp::floatAtMost(0.1)), 0.1);
}

TEST(Sweep, IntegersListsAndChoices) {
  auto scene = tp::findScene("demo")->create();
  std::vector<std::string> values;
  tp::SweepSpec spec;
  ASSERT_EQ(tp::parseSweep("grid_resolution=64:256:4", spec), "");
  ASSERT_EQ(tp::sweepValues(spec, scene->params(), values), "");
  EXPECT_EQ(values, (std::vector<std::string>{"64", "128", "192", "256"}));
  ASSERT_EQ(tp::parseSweep("water_tint=ocean,lagoon,murky", spec), "");
  ASSERT_EQ(tp::sweepValues(spec, scene->params(), values), "");
  EXPECT_EQ(values.size(), 3u);
  ASSERT_EQ(tp::parseSweep("water_tint=0:1:2", spec), "");
  EXPECT_NE(tp::sweepValues(spec, scene->params(), values).find("list its values"), std::string::npos);
  ASSERT_EQ(tp::parseSweep("grid_resolution=16:18:5", spec), "");
  EXPECT_NE(tp::sweepValues(spec, scene->params(), values).find("repeat whole values"), std::string::npos);
  ASSERT_EQ(tp::parseSweep("depth=1:2:3", spec), "");
  EXPECT_NE(tp::sweepValues(spec, scene->params(), values).find("unknown parameter 'depth'"), std::string::npos);
}

TEST(Sweep, SyntaxErrors) {
  tp::SweepSpec spec;
  for (const char* bad : {"amplitude", "=1:2:3", "amplitude=", "amplitude=1:2", "amplitude=1:2:x", "amplitude=1:2:3:4",
                          "amplitude=1:2:1", "amplitude=1:2:17", "amplitude=1:1:3", "amplitude=1", "amplitude=1,,2"}) {
    const std::string error = tp::parseSweep(bad, spec);
    EXPECT_NE(error, "") << bad;
    EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  }
}
