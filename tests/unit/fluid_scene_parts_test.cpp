// The fluid scene's CPU parts: where cells are on screen and in the world
// (both ways, row 0 at the bottom / nearest the camera), and how a drag
// turns into splashes with a velocity in cells per step.
#include <gtest/gtest.h>

#include "scenes/fluid/fluid_layout.hpp"
#include "scenes/fluid/fluid_throw.hpp"

using namespace tp;

TEST(FluidRect, FitsTheGridCentredWithAMargin) {
  const FluidRect rect = FluidRect::fit(320, 180, 64, 64);
  EXPECT_FLOAT_EQ(rect.width, rect.height) << "square cells";
  EXPECT_GT(rect.y, 4.0f);
  EXPECT_NEAR(rect.y * 2 + rect.height, 180.0f, 1e-3);
  EXPECT_NEAR(rect.x * 2 + rect.width, 320.0f, 1e-3);
  const FluidRect tall = FluidRect::fit(200, 900, 64, 64);  // width-limited
  EXPECT_LT(tall.width, 200.0f);
  EXPECT_NEAR(tall.y * 2 + tall.height, 900.0f, 1e-3);
}

TEST(FluidRect, PixelsAndCellsBothWays) {
  const FluidRect rect = FluidRect::fit(1280, 720, 64, 64);
  for (glm::vec2 cell : {glm::vec2(0.5f, 0.5f), glm::vec2(10.25f, 50.0f), glm::vec2(63.5f, 3.0f)}) {
    const glm::vec2 pixel = rect.pixelAt(cell, 64, 64);
    const auto back = rect.cellAt(pixel, 64, 64);
    ASSERT_TRUE(back.has_value());
    EXPECT_NEAR(back->x, cell.x, 1e-3);
    EXPECT_NEAR(back->y, cell.y, 1e-3);
  }
  // Row 0 is at the bottom of the rectangle, column 0 at the left.
  const auto bottomLeft = rect.cellAt({rect.x + 1, rect.y + rect.height - 1}, 64, 64);
  ASSERT_TRUE(bottomLeft.has_value());
  EXPECT_LT(bottomLeft->x, 0.2f);
  EXPECT_LT(bottomLeft->y, 0.2f);
  EXPECT_FALSE(rect.cellAt({rect.x - 2, rect.y + 10}, 64, 64).has_value());
  EXPECT_FALSE(rect.cellAt({rect.x + 10, rect.y + rect.height + 2}, 64, 64).has_value());
}

TEST(FluidPatch, WorldAndCellsBothWays) {
  const FluidPatch patch{{10, 10}, 64, 64};
  EXPECT_FLOAT_EQ(patch.cellSize(), 10.0f / 64);
  const glm::vec3 centre = patch.worldAt({32, 32});
  EXPECT_NEAR(centre.x, 0, 1e-6);
  EXPECT_NEAR(centre.z, 0, 1e-6);
  // Row 0 is nearest the start camera (+z), column 0 at -x.
  const glm::vec3 corner = patch.worldAt({0, 0}, 0.5f);
  EXPECT_NEAR(corner.x, -5, 1e-6);
  EXPECT_NEAR(corner.y, 0.5f, 1e-6);
  EXPECT_NEAR(corner.z, 5, 1e-6);
  const glm::vec2 back = patch.cellAt({1.25f, 0.0f, -3.5f});
  EXPECT_NEAR(patch.worldAt(back).x, 1.25f, 1e-5);
  EXPECT_NEAR(patch.worldAt(back).z, -3.5f, 1e-5);
  EXPECT_TRUE(patch.contains({0, 64}));
  EXPECT_FALSE(patch.contains(patch.cellAt({5.2f, 0, 0})));
}

TEST(FluidThrow, PressSplashesAtRestAndDragThrows) {
  SplatFluidParams p;
  p.splashMass = 1.5f;
  p.splashRadius = 8;
  p.radius = 6;  // speed cap 3 cells/step
  FluidThrow hand;
  EXPECT_FALSE(hand.drag({10, 10}, 5, p).has_value()) << "no drag without a press";
  const SplatFluidSplash pressed = hand.press({10, 10}, 100, p);
  EXPECT_EQ(pressed.cx, 10.0f);
  EXPECT_EQ(pressed.cy, 10.0f);
  EXPECT_EQ(pressed.mass, 1.5f);
  EXPECT_EQ(pressed.radius, 8.0f);
  EXPECT_EQ(pressed.vx, 0.0f);
  EXPECT_EQ(pressed.vy, 0.0f);
  EXPECT_FALSE(hand.drag({16, 10}, 100, p).has_value()) << "no step passed: no velocity yet";
  EXPECT_FALSE(hand.drag({12, 10}, 103, p).has_value()) << "moved less than half a radius";
  // 6 cells right and 4 up over 4 steps, from the press.
  const auto thrown = hand.drag({16, 14}, 104, p);
  ASSERT_TRUE(thrown.has_value());
  EXPECT_FLOAT_EQ(thrown->vx, 1.5f);
  EXPECT_FLOAT_EQ(thrown->vy, 1.0f);
  EXPECT_EQ(thrown->cx, 16.0f);
  // A drag lays down one click's mass per radius travelled: 7.2 cells of 8.
  EXPECT_NEAR(thrown->mass, 1.5f * std::sqrt(52.0f) / 8.0f, 1e-5);
  // Too fast: capped at radius - 3, direction kept; a long move adds a full click's mass.
  const auto fast = hand.drag({16, 54}, 105, p);
  ASSERT_TRUE(fast.has_value());
  EXPECT_NEAR(fast->vx, 0.0f, 1e-6);
  EXPECT_NEAR(fast->vy, 3.0f, 1e-6);
  EXPECT_FLOAT_EQ(fast->mass, 1.5f);
  hand.release();
  EXPECT_FALSE(hand.active());
  EXPECT_FALSE(hand.drag({40, 40}, 120, p).has_value());
}
