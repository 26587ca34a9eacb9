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
};

void drawStatsStrip(const FrameStats& stats, const gl::GpuTimers& timers, const std::string& renderer);

}  // namespace tp
