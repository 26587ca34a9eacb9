// A window's frame may step the simulation for as long as its last frame
// drew (app/stepping_budget.*), never more than a tenth of a second: a slow
// machine's frame rate holds at half its drawing rate or better, and a
// machine that keeps up is not held back.
#include <gtest/gtest.h>

#include <algorithm>

#include "app/stepping_budget.hpp"

namespace tp {
namespace {

TEST(SteppingBudget, AsLongAsTheLastFrameDrew) {
  // Software GL: 42 ms of drawing and 88 ms of steps (8 of them at 11 ms) last frame: 42 ms for steps now.
  EXPECT_DOUBLE_EQ(steppingBudgetSeconds(0.130, 0.088), 0.130 - 0.088);
  // A GPU at 60 Hz: 16 ms drawing and waiting for the display, 0.7 ms of steps: 16 ms, far more than a step.
  EXPECT_DOUBLE_EQ(steppingBudgetSeconds(0.0167, 0.0007), 0.0167 - 0.0007);
}

TEST(SteppingBudget, NeverMoreThanATenthOfASecond) {
  EXPECT_DOUBLE_EQ(steppingBudgetSeconds(0.5, 0.01), kMostSteppingSeconds);  // a frame that hung on a breakpoint
  EXPECT_DOUBLE_EQ(kMostSteppingSeconds, 0.1);
}

TEST(SteppingBudget, AlwaysTheFirstStepThenWhileTimeIsLeft) {
  EXPECT_TRUE(mayTakeAnotherStep(0, 0.0, 0.0));
  EXPECT_TRUE(mayTakeAnotherStep(0, 0.2, 0.01));  // a first step is never refused
  EXPECT_TRUE(mayTakeAnotherStep(3, 0.009, 0.01));
  EXPECT_FALSE(mayTakeAnotherStep(3, 0.011, 0.01));
  EXPECT_FALSE(mayTakeAnotherStep(1, 0.001, 0.0));  // no budget: only the first
}

TEST(SteppingBudget, NothingBeyondTheFirstStepWhenTheLastFrameOnlyStepped) {
  EXPECT_DOUBLE_EQ(steppingBudgetSeconds(0.05, 0.05), 0.0);
  EXPECT_DOUBLE_EQ(steppingBudgetSeconds(0.0, 0.0), 0.0);  // the first frame
  EXPECT_DOUBLE_EQ(steppingBudgetSeconds(0.04, 0.05), 0.0);  // clocks read apart: never negative
}

// What the budget does to a slow machine's frames: drawing takes `drawing`
// seconds, a step `step`, and the clock owes 60 steps a second of the last
// frame's length. Settles to the frame length after `frames` frames.
double settledFrameSeconds(double drawing, double step, bool budgeted, int frames = 200) {
  double frame = drawing + step, stepping = step, owed = 0.0;
  for (int i = 0; i < frames; ++i) {
    owed += 60.0 * std::min(frame, kLongestFrameSeconds);
    const int wanted = int(owed);
    const double budget = steppingBudgetSeconds(frame, stepping);
    int taken = 0;
    for (; taken < wanted; ++taken)
      if (!mayTakeAnotherStep(taken, taken * step, budgeted ? budget : kMostSteppingSeconds)) break;
    owed -= wanted;  // steps not taken are dropped (SimClock::giveBack)
    stepping = taken * step;
    frame = drawing + stepping;
  }
  return frame;
}

TEST(SteppingBudget, HoldsASlowMachinesFrameRateAtHalfItsDrawingRateOrBetter) {
  // A slow software GL machine: 42 ms a frame of drawing, 11 ms a step (60 steps a second would need 66 % of
  // the time). A tenth of a second of steps lets it sink under 10 frames/s; the budget keeps it at 12 or more.
  const double unbudgeted = settledFrameSeconds(0.042, 0.011, false);
  const double budgeted = settledFrameSeconds(0.042, 0.011, true);
  EXPECT_GT(unbudgeted, 0.1) << "the spiral the budget stops: under 10 frames/s";
  EXPECT_LE(budgeted, 2.0 * 0.042 + 0.011);
  // A machine that keeps up (2 ms drawing, 1 ms steps) takes every step either way.
  EXPECT_DOUBLE_EQ(settledFrameSeconds(0.002, 0.001, true), settledFrameSeconds(0.002, 0.001, false));
}

}  // namespace
}  // namespace tp
