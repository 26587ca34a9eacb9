#include "sim/sim_clock.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tp {
namespace {
// Scripted runs feed exactly 1/60 s a frame at 60 Hz; summing 1/60 in floating
// point may land a hair below a whole step, which must still count as one.
constexpr double kStepTolerance = 1e-9;
}  // namespace

int SimClock::advance(double frameSeconds) { return advance(frameSeconds, std::numeric_limits<int>::max()); }

int SimClock::advance(double frameSeconds, int mostSteps) {
  mostSteps = std::max(mostSteps, 0);
  if (paused_) {
    pendingSteps_ = 0;  // time spent paused is not owed afterwards
    if (!singleStepRequested_ || mostSteps == 0) return 0;
    singleStepRequested_ = false;
    ++stepCount_;
    simSeconds_ += stepSeconds();
    return 1;
  }
  singleStepRequested_ = false;
  pendingSteps_ += std::max(0.0, frameSeconds) * speed_ * rateHz_;
  int steps = static_cast<int>(std::floor(pendingSteps_ + kStepTolerance));
  pendingSteps_ = std::max(0.0, pendingSteps_ - steps);
  if (steps > maxSubsteps_) {
    droppedSteps_ += static_cast<uint64_t>(steps - maxSubsteps_);
    steps = maxSubsteps_;
  }
  if (steps > mostSteps) {  // owed, not dropped
    pendingSteps_ += steps - mostSteps;
    steps = mostSteps;
  }
  stepCount_ += static_cast<uint64_t>(steps);
  simSeconds_ += steps * stepSeconds();
  return steps;
}

void SimClock::giveBack(int steps) {
  if (steps <= 0) return;
  const uint64_t back = std::min<uint64_t>(uint64_t(steps), stepCount_);
  stepCount_ -= back;
  simSeconds_ = std::max(0.0, simSeconds_ - double(back) * stepSeconds());
  droppedSteps_ += back;
}

void SimClock::setRateHz(double hz) {
  rateHz_ = std::clamp(hz, kMinRateHz, kMaxRateHz);
  pendingSteps_ = 0;
}

void SimClock::setSpeed(double multiplier) { speed_ = std::clamp(multiplier, 0.0, 16.0); }

void SimClock::setMaxSubsteps(int steps) { maxSubsteps_ = std::max(1, steps); }

void SimClock::setPaused(bool paused) {
  paused_ = paused;
  pendingSteps_ = 0;
}

void SimClock::reset() {
  pendingSteps_ = 0;
  stepCount_ = 0;
  simSeconds_ = 0;
  droppedSteps_ = 0;
  singleStepRequested_ = false;
}

}  // namespace tp
