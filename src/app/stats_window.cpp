#include "app/stats_window.hpp"

namespace tp {

void StatsWindow::addFrame(double now, double cpuMilliseconds, int steps, double cellsPerStep) {
  ++frames_;
  steps_ += steps;
  cells_ += steps * cellsPerStep;
  cpuMilliseconds_ += cpuMilliseconds;
  const double window = now - windowStart_;
  if (window < kWindowSeconds) return;
  figures_.framesPerSecond = frames_ / window;
  figures_.simStepsPerSecond = steps_ / window;
  figures_.cpuMillisecondsPerFrame = cpuMilliseconds_ / frames_;
  figures_.cellsPerSecond = cells_ / window;
  frames_ = steps_ = 0;
  cpuMilliseconds_ = cells_ = 0;
  windowStart_ = now;
}

double StatsWindow::cellsPerSecond(double now) const {
  if (figures_.cellsPerSecond > 0) return figures_.cellsPerSecond;
  const double seconds = now - windowStart_;
  return seconds > 0 ? cells_ / seconds : 0.0;
}

}  // namespace tp
