// The stats strip's figures: averaged over half-second windows of wall time,
// and the sidecar's cells a second for a run shorter than one window.
#include <gtest/gtest.h>

#include "app/stats_window.hpp"

namespace tp {
namespace {

TEST(StatsWindow, AveragesOverHalfASecond) {
  StatsWindow stats(10.0);
  for (int frame = 1; frame <= 30; ++frame) stats.addFrame(10.0 + frame / 60.0, 4.0, 2, 1000.0);
  // 30 frames over 0.5 s, 2 steps each of 1000 cells.
  EXPECT_NEAR(stats.figures().framesPerSecond, 60.0, 1e-9);
  EXPECT_NEAR(stats.figures().simStepsPerSecond, 120.0, 1e-9);
  EXPECT_NEAR(stats.figures().cpuMillisecondsPerFrame, 4.0, 1e-12);
  EXPECT_NEAR(stats.figures().cellsPerSecond, 120000.0, 1e-6);
}

TEST(StatsWindow, NothingBeforeTheFirstWindowCloses) {
  StatsWindow stats(0.0);
  stats.addFrame(0.1, 3.0, 1, 500.0);
  EXPECT_EQ(stats.figures().framesPerSecond, 0.0);
  EXPECT_NEAR(stats.cellsPerSecond(0.2), 500.0 / 0.2, 1e-9) << "a short run's sidecar: what it has so far";
}

}  // namespace
}  // namespace tp
