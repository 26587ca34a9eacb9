#pragma once
// The fixed-rate simulation clock: wall (or scripted) frame time in, a whole
// number of fixed steps out. The simulation therefore behaves the same at any
// frame rate (the seeds' and webgl-water's "2 steps a frame regardless of dt"
// does not), and a cap on steps per frame stops a slow frame from asking for
// more steps, which make the next frame slower still (the "spiral of death",
// Crest's "max substeps"). Steps beyond the cap are dropped: the simulation
// then runs slower than real time instead of freezing the app.
#include <cstdint>

namespace tp {

class SimClock {
 public:
  static constexpr double kDefaultRateHz = 60;
  static constexpr int kDefaultMaxSubsteps = 8;

  // How many fixed steps to take for a frame that lasted `frameSeconds`
  // (wall time, or exactly 1/60 s in scripted runs). Counts them as taken.
  int advance(double frameSeconds);
  // The same, but taking at most `mostSteps` (a replay that must stop exactly
  // at its recording's end); the rest stay owed to the next frame.
  int advance(double frameSeconds, int mostSteps);

  // Steps the last advance() handed out that were not taken (the frame's
  // stepping time ran out): uncounted, and dropped like the cap's.
  void giveBack(int steps);

  // Seconds of simulated time per step (1 / rate).
  double stepSeconds() const { return 1.0 / rateHz_; }
  double rateHz() const { return rateHz_; }
  void setRateHz(double hz);  // clamped to [kMinRateHz, kMaxRateHz]
  static constexpr double kMinRateHz = 1, kMaxRateHz = 1000;

  // Simulated seconds per wall second (0.25 = slow motion). Steps keep their
  // size, so stability does not change with speed; only their number does.
  double speed() const { return speed_; }
  void setSpeed(double multiplier);  // clamped to [0, 16]

  int maxSubsteps() const { return maxSubsteps_; }
  void setMaxSubsteps(int steps);  // at least 1

  bool paused() const { return paused_; }
  void setPaused(bool paused);
  // While paused: the next advance() returns exactly one step.
  void requestSingleStep() { singleStepRequested_ = true; }

  // Back to step 0, time 0 (keeps rate, speed, cap and pause).
  void reset();

  uint64_t stepCount() const { return stepCount_; }
  double simSeconds() const { return simSeconds_; }
  // Steps the cap threw away since the last reset (a sign the machine is too slow).
  uint64_t droppedSteps() const { return droppedSteps_; }

 private:
  double rateHz_ = kDefaultRateHz;
  double speed_ = 1;
  int maxSubsteps_ = kDefaultMaxSubsteps;
  bool paused_ = false;
  bool singleStepRequested_ = false;
  double pendingSteps_ = 0;  // fractional steps owed, in units of steps (not seconds)
  uint64_t stepCount_ = 0;
  double simSeconds_ = 0;
  uint64_t droppedSteps_ = 0;
};

}  // namespace tp
