#pragma once
// The stats strip's figures, averaged over windows of half a second of wall
// time so they can be read: frames and simulation steps a second, CPU time a
// frame, solver cells a second. Times are passed in (seconds on a steady
// clock), so the averaging is tested without waiting.
#include "ui/stats_strip.hpp"

namespace tp {

class StatsWindow {
 public:
  static constexpr double kWindowSeconds = 0.5;

  explicit StatsWindow(double now = 0.0) : windowStart_(now) {}

  // One frame that took `cpuMilliseconds` of app work and stepped `steps`
  // times over `cellsPerStep` cells; closes the window when it is long enough.
  void addFrame(double now, double cpuMilliseconds, int steps, double cellsPerStep);

  // The last closed window's figures (zeros before the first closes).
  const FrameStats& figures() const { return figures_; }
  FrameStats& figures() { return figures_; }
  // Cells a second so far: the last window's, or the open window's for a run shorter than one.
  double cellsPerSecond(double now) const;

 private:
  double windowStart_;
  int frames_ = 0, steps_ = 0;
  double cpuMilliseconds_ = 0, cells_ = 0;
  FrameStats figures_;
};

}  // namespace tp
