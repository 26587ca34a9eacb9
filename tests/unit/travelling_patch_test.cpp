// The harbor's patch that follows your tug (travelling_patch.hpp), and the
// terrain it asks for land wherever it goes: the patch stays on the basin
// until the tug goes past its reach, then moves by whole strides to put the
// tug its lead ahead of the centre; the islands stay put in the world, and
// beyond the basin the floor drops away into the open sea.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "scenes/harbor/harbor_terrain.hpp"
#include "scenes/harbor/travelling_patch.hpp"

namespace tp {
namespace {

constexpr int kCells = 256;
constexpr float kCell = 50.0f / kCells;

TEST(TravellingPatch, StaysOnTheBasinWhileYourTugIsWithinReach) {
  TravellingPatch patch;
  patch.reset(kCells, kCell);
  for (glm::vec2 tug : {glm::vec2(0), glm::vec2(14.9f, -14.9f), glm::vec2(-15.0f, 3.0f)})
    EXPECT_EQ(patch.follow(tug, {2.5f, 0}, 2), glm::ivec2(0)) << tug.x << ", " << tug.y;
  EXPECT_EQ(patch.centre(), glm::vec2(0));
  EXPECT_EQ(patch.extent(), glm::vec2(50.0f));
  EXPECT_EQ(patch.uvOf({0, 0}), glm::vec2(0.5f));
  EXPECT_TRUE(patch.contains({24.9f, -24.9f}));
  EXPECT_FALSE(patch.contains({25.1f, 0}));
}

TEST(TravellingPatch, MovesByWholeStridesToPutYourTugItsLeadAhead) {
  TravellingPatch patch;
  patch.reset(kCells, kCell);
  // Past the reach going east at 2.5 m/s: the lead is min(10 m, 4 s × 2.5 m/s) = 10 m.
  const glm::ivec2 move = patch.follow({15.5f, 2.0f}, {2.5f, 0}, 2);
  EXPECT_EQ(move.x % 2, 0);
  EXPECT_EQ(move.y % 2, 0);
  EXPECT_NEAR(patch.centre().x, 5.5f, 2 * kCell) << "the tug 10 m ahead of the centre";
  EXPECT_NEAR(patch.centre().y, 2.0f, 2 * kCell) << "2 m off along z: within reach, but a move re-centres both axes";
  EXPECT_EQ(patch.centre(), glm::vec2(move) * kCell) << "whole cells from the origin";
  // Slow: the lead shrinks to 4 s of the course; at rest the tug is centred.
  TravellingPatch slow;
  slow.reset(kCells, kCell);
  slow.follow({0, -20}, {0, -0.5f}, 1);
  EXPECT_NEAR(slow.centre().y, -18.0f, kCell);
  TravellingPatch still;
  still.reset(kCells, kCell);
  still.follow({-30, 40}, {0, 0}, 1);
  EXPECT_NEAR(still.centre().x, -30.0f, kCell);
  EXPECT_NEAR(still.centre().y, 40.0f, kCell);
}

TEST(TravellingPatch, SailingFarOutTheCentreStaysOnWholeCells) {
  TravellingPatch patch;
  patch.reset(kCells, kCell);
  int moves = 0;
  for (int step = 0; step < 60 * 400; ++step) {  // 400 s at 2.5 m/s: 1 km out
    const glm::vec2 tug(0.0f, 2.5f * float(step) / 60.0f);
    if (patch.follow(tug, {0, 2.5f}, 2) != glm::ivec2(0)) ++moves;
    ASSERT_LE(std::abs(tug.y - patch.centre().y), 15.0f + kCell) << "at step " << step;
  }
  EXPECT_GT(moves, 150) << "a move every few metres: calm water flows in ahead";
  const float cells = patch.centre().y / kCell;
  EXPECT_EQ(cells, std::round(cells));
  // A quality change keeps the centre to the nearest new cell.
  const glm::vec2 before = patch.centre();
  patch.resize(128, 50.0f / 128);
  EXPECT_NEAR(patch.centre().y, before.y, 0.5f * 50.0f / 128);
}

TEST(HarborTerrain, TheIslandsStayPutWhereverThePatchAsksForLand) {
  HarborTerrain terrain;
  ASSERT_EQ(loadHarborTerrain(findAsset("harbor/islands.png"), {50, 50}, terrain), "");
  constexpr int n = 128;
  const std::vector<uint8_t> home = terrain.landMask(n);
  const glm::ivec2 offset(20, -12);  // cells the patch moved
  const std::vector<uint8_t> moved = terrain.landMask(n, glm::vec2(offset) * (50.0f / n));
  int land = 0;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const int hx = x + offset.x, hy = y + offset.y;
      if (hx < 0 || hy < 0 || hx >= n || hy >= n) continue;
      ASSERT_EQ(moved[size_t(y) * n + x], home[size_t(hy) * n + hx]) << x << ", " << y;
      land += moved[size_t(y) * n + x];
    }
  EXPECT_GT(land, 100) << "islands in the overlap";
  for (uint8_t cell : terrain.landMask(n, {200.0f, 0.0f})) ASSERT_EQ(cell, 0) << "open sea 200 m out";
}

TEST(HarborTerrain, BeyondTheBasinTheFloorDropsAwayOneInFour) {
  const HarborTerrain flat = flatSeabed(3, {50, 50});
  EXPECT_FLOAT_EQ(flat.heightAt(24, 0), -3.0f);
  EXPECT_NEAR(flat.heightAt(35, 0), -3.0f - 0.25f * 10, 1e-5);
  EXPECT_NEAR(flat.heightAt(-25, 45), -3.0f - 0.25f * 20, 1e-5);
  EXPECT_NEAR(flat.heightAt(28, -29), -3.0f - 0.25f * 5, 1e-5) << "diagonally past a corner: 3, 4, 5";
}

}  // namespace
}  // namespace tp
