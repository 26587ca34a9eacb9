// The sides of a comparison on the GPU: each side's picture lands in its
// tile exactly (side by side, wipe, grid), identical sides give identical
// tiles, the caption overlay draws into the picture, and scene commands and
// state bytes behave (the demo's "splash" and "clear").
#include <gtest/gtest.h>

#include <cstring>

#include "app/compare/side_set.hpp"
#include "gl/gpu_timer.hpp"
#include "gl_test_support.hpp"
#include "render/orbit_camera.hpp"

namespace {

constexpr int kWidth = 258, kHeight = 96;  // halves of 128 pixels with the 2-pixel gutter
constexpr float kClear[3] = {1.0f, 0.0f, 1.0f};  // magenta: never drawn

// A width × height region of a top-down RGB image.
std::vector<uint8_t> region(const std::vector<uint8_t>& rgb, int imageWidth, int x, int y, int width, int height) {
  std::vector<uint8_t> out;
  for (int row = y; row < y + height; ++row) {
    const auto* first = &rgb[(size_t(row) * size_t(imageWidth) + size_t(x)) * 3];
    out.insert(out.end(), first, first + size_t(width) * 3);
  }
  return out;
}

class SideSetTest : public testing::Test {
 protected:
  void SetUp() override {
    services_ = std::make_unique<tp::SceneServices>(tp::SceneServices{tp::test::shaders(), timers_});
  }
  void build(std::vector<std::vector<std::string>> settings, tp::TileLayout layout) {
    for (auto& list : settings) list.push_back("grid_resolution=32");
    ASSERT_EQ(sides_.rebuild(*tp::findScene("demo"), settings, layout, services_.get()), "");
    camera_.start(sides_.scene(0).camera());
  }
  std::vector<uint8_t> render() {
    frame_.resize(kWidth, kHeight, 1);
    sides_.render(frame_, camera_, 0.0, 1, kClear, timers_);
    return frame_.readRgbTopDown();
  }

  tp::gl::GpuTimers timers_;
  std::unique_ptr<tp::SceneServices> services_;
  tp::SideSet sides_;
  tp::OrbitCamera camera_;
  tp::FrameTarget frame_;
};

}  // namespace

TEST_F(SideSetTest, SideBySideTilesHoldEachSidesOwnPicture) {
  build({{"water_tint=ocean"}, {"water_tint=murky"}}, tp::TileLayout::SideBySide);
  const std::vector<uint8_t> frame = render();
  const auto tiles = sides_.tiles(kWidth, kHeight);
  for (size_t i = 0; i < 2; ++i)
    EXPECT_EQ(region(frame, kWidth, tiles[i].x, 0, tiles[i].width, kHeight), sides_.sideImage(i, frame_)) << i;
  EXPECT_NE(sides_.sideImage(0, frame_), sides_.sideImage(1, frame_)) << "different tints, different pictures";
  // The gutter keeps the background.
  const std::vector<uint8_t> gutter = region(frame, kWidth, tiles[0].width, 0, tiles[1].x - tiles[0].width, kHeight);
  for (size_t i = 0; i < gutter.size(); i += 3) ASSERT_EQ(gutter[i + 1], 0) << "gutter pixel not background";
}

TEST_F(SideSetTest, IdenticalSidesGiveIdenticalTiles) {
  build({{}, {}}, tp::TileLayout::SideBySide);
  sides_.command("splash 1 2");  // an input reaches both
  for (int i = 0; i < 5; ++i) sides_.step(1.0f / 60.0f);
  render();
  EXPECT_EQ(sides_.sideImage(0, frame_), sides_.sideImage(1, frame_));
  EXPECT_EQ(sides_.scene(0).stateBytes(), sides_.scene(1).stateBytes());
  EXPECT_EQ(sides_.captions(), (std::vector<std::string>{"A: same parameters as B", "B: same parameters as A"}));
}

TEST_F(SideSetTest, WipeSplitsAtItsColumn) {
  build({{"water_tint=ocean"}, {"water_tint=lagoon"}}, tp::TileLayout::Wipe);
  sides_.setWipe(0.25f);
  const std::vector<uint8_t> frame = render();
  const int column = tp::wipeColumn(0.25f, kWidth);
  const std::vector<uint8_t> a = sides_.sideImage(0, frame_), b = sides_.sideImage(1, frame_);
  EXPECT_EQ(region(frame, kWidth, 0, 0, column, kHeight), region(a, kWidth, 0, 0, column, kHeight));
  EXPECT_EQ(region(frame, kWidth, column, 0, kWidth - column, kHeight),
            region(b, kWidth, column, 0, kWidth - column, kHeight));
}

TEST_F(SideSetTest, GridPlacesEveryTile) {
  build({{"amplitude=0.05"}, {"amplitude=0.1"}, {"amplitude=0.15"}}, tp::TileLayout::Grid);
  const std::vector<uint8_t> frame = render();
  const auto tiles = sides_.tiles(kWidth, kHeight);
  ASSERT_EQ(tiles.size(), 3u);
  for (size_t i = 0; i < 3; ++i)
    EXPECT_EQ(region(frame, kWidth, tiles[i].x, tiles[i].y, tiles[i].width, tiles[i].height),
              sides_.sideImage(i, frame_))
        << i;
  EXPECT_EQ(sides_.captions()[2], "C: amplitude = 0.15");
}

TEST_F(SideSetTest, CaptionsAreDrawnIntoThePicture) {
  build({{"amplitude=0.05"}, {"amplitude=0.2"}}, tp::TileLayout::SideBySide);
  const std::vector<uint8_t> plain = render();
  tp::TextOverlay overlay;
  ASSERT_TRUE(overlay.init()) << "Dear ImGui's OpenGL3 backend could not load GL";
  std::vector<tp::OverlayText> texts;
  std::vector<tp::OverlayLine> lines;
  sides_.overlay(kWidth, kHeight, texts, lines);
  ASSERT_EQ(texts.size(), 2u);
  EXPECT_EQ(texts[1].text, "B: amplitude = 0.2");
  overlay.draw(kWidth, kHeight, texts, lines);
  const std::vector<uint8_t> captioned = frame_.readRgbTopDown();
  // The caption boxes hug the line between the sides (A ends at it, B starts
  // there) and darken the sky; the bottom rows are untouched.
  EXPECT_TRUE(texts[0].alignRight);
  EXPECT_FALSE(texts[1].alignRight);
  const int boxBottom = int(texts[0].y + overlay.boxHeight(false));
  for (size_t i = 0; i < 2; ++i) {
    const int left = texts[i].alignRight ? int(texts[i].x) - 42 : int(texts[i].x) + 2;
    const auto before = region(plain, kWidth, left, 8, 40, boxBottom - 10);
    const auto after = region(captioned, kWidth, left, 8, 40, boxBottom - 10);
    long sumBefore = 0, sumAfter = 0;
    for (size_t k = 0; k < before.size(); ++k) {
      sumBefore += before[k];
      sumAfter += after[k];
    }
    EXPECT_LT(sumAfter, sumBefore * 3 / 4) << "tile " << i << ": no dark caption box";
  }
  EXPECT_EQ(region(plain, kWidth, 0, kHeight - 20, kWidth, 20), region(captioned, kWidth, 0, kHeight - 20, kWidth, 20));
}

TEST_F(SideSetTest, DemoCommandsAndState) {
  build({{}}, tp::TileLayout::Single);
  tp::Scene& scene = sides_.scene(0);
  const size_t empty = scene.stateBytes().size();
  EXPECT_EQ(scene.command("splash 0 0"), "");
  EXPECT_EQ(scene.stateBytes().size(), empty + 16) << "one splash: centre, birth, height";
  EXPECT_EQ(scene.command("clear"), "");
  EXPECT_EQ(scene.stateBytes().size(), empty);
  EXPECT_NE(scene.command("explode").find("unknown command 'explode'"), std::string::npos);
  // Posting from a panel goes through the app when it listens, straight to the scene when not.
  std::vector<std::string> posted;
  services_->postCommand = [&](const std::string& text) { posted.push_back(text); };
  services_->post(scene, "splash 1 1");
  EXPECT_EQ(posted, (std::vector<std::string>{"splash 1 1"}));
  EXPECT_EQ(scene.stateBytes().size(), empty);
  services_->postCommand = {};
  services_->post(scene, "splash 1 1");
  EXPECT_EQ(scene.stateBytes().size(), empty + 16);
}
