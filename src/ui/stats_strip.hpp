#pragma once
// The stats strip along the bottom edge: frame rate, CPU time per frame,
// GPU time per pass (gl::GpuTimers), simulation steps per second and count,
// and the OpenGL renderer.
#include <cstdint>
#include <string>
#include <vector>

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

// One piece of the strip: its text and how it is drawn.
struct StripSegment {
  std::string text;
  bool dim = false;     // drawn disabled (the renderer)
  std::string tooltip;  // shown while hovered, when not empty
};

// The segments that fit `width` pixels, given each segment's width and the gap
// between them, in order of importance: the first segments are the strip's
// (frame rate, the simulation's pace); from the end, whole segments are left
// out until the rest fits. Keeps at least the first.
std::vector<StripSegment> fitStripSegments(const std::vector<StripSegment>& segments,
                                           const std::vector<float>& widths, float gap, float width);

void drawStatsStrip(const FrameStats& stats, const gl::GpuTimers& timers, const std::string& renderer);

}  // namespace tp
