// SimClock: fixed steps from any frame rate, a cap on steps a frame, pause,
// single step, speed and reset.
#include <gtest/gtest.h>

#include "sim/sim_clock.hpp"

using tp::SimClock;

TEST(SimClock, ScriptedFramesAtSixtyHertzTakeExactlyOneStepEach) {
  SimClock clock;
  for (int frame = 0; frame < 6000; ++frame) ASSERT_EQ(clock.advance(1.0 / 60.0), 1) << "frame " << frame;
  EXPECT_EQ(clock.stepCount(), 6000u);
  EXPECT_NEAR(clock.simSeconds(), 100.0, 1e-9);
}

TEST(SimClock, StepCountFollowsSimulatedTimeNotFrameRate) {
  // The same 2 s of wall time at 30, 60, 144 and 1000 fps gives the same 120 steps (±1 for the fraction owed).
  for (double fps : {30.0, 60.0, 144.0, 1000.0}) {
    SimClock clock;
    clock.setMaxSubsteps(100);
    uint64_t steps = 0;
    for (int frame = 0; frame < int(2 * fps); ++frame) steps += uint64_t(clock.advance(1.0 / fps));
    EXPECT_NEAR(double(steps), 120.0, 1.0) << fps << " fps";
  }
}

TEST(SimClock, RateSetsStepSize) {
  SimClock clock;
  clock.setRateHz(120);
  EXPECT_DOUBLE_EQ(clock.stepSeconds(), 1.0 / 120);
  EXPECT_EQ(clock.advance(1.0 / 60.0), 2);
  clock.setRateHz(1e6);
  EXPECT_EQ(clock.rateHz(), SimClock::kMaxRateHz);
  clock.setRateHz(0);
  EXPECT_EQ(clock.rateHz(), SimClock::kMinRateHz);
}

TEST(SimClock, SlowFrameIsCappedAndDoesNotSpiral) {
  SimClock clock;
  clock.setMaxSubsteps(4);
  EXPECT_EQ(clock.advance(1.0), 4);  // a one-second hitch asks for 60 steps
  EXPECT_EQ(clock.droppedSteps(), 56u);
  // The dropped steps are not owed: the next normal frame takes one step.
  EXPECT_EQ(clock.advance(1.0 / 60.0), 1);
  EXPECT_EQ(clock.stepCount(), 5u);
}

TEST(SimClock, FractionsAccumulate) {
  SimClock clock;  // 60 Hz, frames at 240 fps: one step every fourth frame
  int steps = 0;
  for (int i = 0; i < 3; ++i) steps += clock.advance(1.0 / 240.0);
  EXPECT_EQ(steps, 0);
  EXPECT_EQ(clock.advance(1.0 / 240.0), 1);
}

TEST(SimClock, PauseStopsAndSingleStepStepsOnce) {
  SimClock clock;
  clock.setPaused(true);
  EXPECT_EQ(clock.advance(1.0), 0);
  clock.requestSingleStep();
  EXPECT_EQ(clock.advance(1.0), 1);
  EXPECT_EQ(clock.advance(1.0), 0) << "one request, one step";
  EXPECT_EQ(clock.stepCount(), 1u);
  EXPECT_DOUBLE_EQ(clock.simSeconds(), 1.0 / 60);
  clock.setPaused(false);
  EXPECT_EQ(clock.advance(1.0 / 60.0), 1) << "time spent paused is not caught up";
}

TEST(SimClock, SpeedChangesStepCountNotStepSize) {
  SimClock clock;
  clock.setSpeed(0.5);
  int steps = 0;
  for (int frame = 0; frame < 60; ++frame) steps += clock.advance(1.0 / 60.0);
  EXPECT_EQ(steps, 30);
  EXPECT_DOUBLE_EQ(clock.stepSeconds(), 1.0 / 60);
  clock.setSpeed(4);
  EXPECT_EQ(clock.advance(1.0 / 60.0), 4);
  clock.setSpeed(-1);
  EXPECT_EQ(clock.speed(), 0.0);
  EXPECT_EQ(clock.advance(1.0), 0);
}

TEST(SimClock, ResetKeepsSettings) {
  SimClock clock;
  clock.setRateHz(30);
  clock.setSpeed(2);
  clock.setMaxSubsteps(3);
  clock.advance(1.0);
  clock.setPaused(true);
  clock.reset();
  EXPECT_EQ(clock.stepCount(), 0u);
  EXPECT_EQ(clock.simSeconds(), 0.0);
  EXPECT_EQ(clock.droppedSteps(), 0u);
  EXPECT_EQ(clock.rateHz(), 30.0);
  EXPECT_EQ(clock.speed(), 2.0);
  EXPECT_EQ(clock.maxSubsteps(), 3);
  EXPECT_TRUE(clock.paused());
}

// A replay must stop exactly at its recording's end: the cap keeps the rest owed, not dropped.
TEST(SimClock, AdvanceWithACapKeepsTheRestOwed) {
  tp::SimClock clock;
  clock.setRateHz(240);                   // 4 steps per 1/60 s frame
  EXPECT_EQ(clock.advance(1.0 / 60, 3), 3);
  EXPECT_EQ(clock.stepCount(), 3u);
  EXPECT_EQ(clock.droppedSteps(), 0u);
  EXPECT_EQ(clock.advance(0.0, 10), 1);   // the owed step
  EXPECT_EQ(clock.advance(1.0 / 60, 0), 0);
  clock.setPaused(true);
  clock.requestSingleStep();
  EXPECT_EQ(clock.advance(1.0 / 60, 0), 0);  // a single step waits too
  EXPECT_EQ(clock.advance(1.0 / 60, 1), 1);
}

TEST(SimClock, StepsGivenBackAreUncountedAndDropped) {
  SimClock clock;
  EXPECT_EQ(clock.advance(0.1), 6);  // 0.1 s at 60 Hz
  clock.giveBack(4);                 // the frame's stepping time ran out after two
  EXPECT_EQ(clock.stepCount(), 2u);
  EXPECT_DOUBLE_EQ(clock.simSeconds(), 2.0 / 60.0);
  EXPECT_EQ(clock.droppedSteps(), 4u);
  EXPECT_EQ(clock.advance(1.0 / 60.0), 1) << "nothing is owed for them";
  clock.giveBack(0);
  clock.giveBack(-3);
  EXPECT_EQ(clock.stepCount(), 3u);
}
