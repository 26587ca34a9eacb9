#pragma once
// How long a window's frame may spend stepping the simulation before it
// draws. A frame owes as many fixed steps as the wall time since the last
// one holds (SimClock). On a machine too slow to take them all, taking them
// anyway makes the frame longer, which owes more steps the next time: with
// drawing D and 60 steps a second of S seconds each, a frame settles at
// D / (1 − 60·S), which runs away as 60·S nears 1, and the window's frame
// rate collapses long before the simulation falls behind. So the steps may
// take as long as the last frame's drawing did and no longer: at least half
// of a slow machine's time then goes to drawing what the player steers, and
// the world runs slower than real time instead, which the slow-motion
// notice says (ui/slow_motion_notice.hpp). On a machine that keeps up, a
// frame's steps take far less than its drawing, and nothing is held back.
namespace tp {

// A frame owes the simulation the wall time since the last one, never more
// than this: a frame that hung (a breakpoint, a dragged window) is not caught
// up; the world skips the time instead.
constexpr double kLongestFrameSeconds = 0.25;

// A frame's steps never take longer than this, however long the last frame
// drew: one long drawing (a shader built on first use, a resize) does not
// hand the next frame as long to step.
constexpr double kMostSteppingSeconds = 0.1;

// Seconds this frame's steps may take (it always takes its first), from the
// last frame's whole wall time and the part of it its steps took.
double steppingBudgetSeconds(double lastFrameSeconds, double lastSteppingSeconds);

// Whether a frame that has taken `taken` steps in `steppedSeconds` may take
// another within `budgetSeconds`: always the first, then while time is left.
bool mayTakeAnotherStep(int taken, double steppedSeconds, double budgetSeconds);

}  // namespace tp
