#pragma once
// The stats strip along the bottom edge: frame rate, CPU time per frame,
// GPU time per pass (gl::GpuTimers), simulation steps per second and count,
// and the OpenGL renderer.
#include <cstdint>
#include <string>

namespace tp {

namespace gl {
class GpuTimers;
}

struct FrameStats {
  double framesPerSecond = 0;
  double cpuMillisecondsPerFrame = 0;  // app work a frame, without waiting for vsync
  double simStepsPerSecond = 0;
  uint64_t simStepCount = 0;
  double simSeconds = 0;
  bool paused = false;
  double cellsPerSecond = 0;  // solver cells (or vertices) × steps per second, every side (0: no solver)
};

// "2.4 G", "830 M", "12": three digits and an SI prefix (cells per second
// span 10^5 on llvmpipe to 10^11 on a large GPU).
std::string siPrefixed(double value);

void drawStatsStrip(const FrameStats& stats, const gl::GpuTimers& timers, const std::string& renderer);

}  // namespace tp
