#pragma once
// The frame benchmark of `tidepool --frames N --bench` (the whole-frame
// targets): every frame is finished (glFinish) and timed; after a warm-up of
// a tenth of the frames, the medians over the rest go into the log and the
// screenshot sidecar:
//   - GPU ms a frame: the sum of the frame's GPU-timed passes (the scenes'
//     timers.begin/end and the UI), and the median of each pass on its own;
//   - wall ms a frame: from the frame's start to its glFinish (software GL,
//     whose timer queries read 0, is timed by this and by glFinish around
//     each pass: see GpuTimers::setWallClock);
//   - solver cells a second: cells stepped in the timed frames / their wall time.
// Medians, so a single slow frame (another process, a page fault) does not move them.
#include <algorithm>
#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace tp {

struct FrameSample {
  double wallMilliseconds = 0;
  double cpuMilliseconds = 0;  // CPU time of the whole process (every thread: llvmpipe's too) this frame
  std::vector<std::string> passNames;   // every pass timed this frame
  std::vector<double> passMilliseconds;  // summed over the pass's runs this frame
  double cells = 0;                      // solver cells (or vertices) stepped this frame
  // Wall ms of each CPU stage of the frame loop, in order (FrameBench::mark):
  // where a frame's wall time goes when the GPU is not what holds it back.
  std::vector<std::pair<std::string, double>> cpuStages;
  // GPU timestamps at the frame's start and end of submission: the GPU's own
  // span of the frame, timed passes, untimed work (clears, resolves) and idle
  // gaps alike. 0 where timestamps read 0 (software GL).
  double gpuSpanMilliseconds = 0;
};

struct FrameBenchSummary {
  int framesTimed = 0, warmupFrames = 0;
  bool wallClockPasses = false;  // pass times from glFinish + steady clock (software GL)
  double gpuMilliseconds = 0;    // median of the per-frame sums of passes
  std::vector<std::pair<std::string, double>> passMilliseconds;  // median per pass (0 in frames without it)
  double wallMilliseconds = 0;   // median
  double framesPerSecond = 0;    // 1000 / median wall ms
  // Median process CPU time a frame, all threads. On a shared machine the
  // wall time depends on the other processes; this much less: on software GL
  // an idle machine with N cores needs at least cpu / N ms a frame.
  double cpuMilliseconds = 0;
  double cellsPerStep = 0;
  double cellsPerSecond = 0;     // total cells / total wall seconds of the timed frames
  std::vector<std::pair<std::string, double>> cpuStageMilliseconds;  // median per stage
  double gpuSpanMilliseconds = 0;  // median; 0: not measured
};

class FrameBench {
 public:
  // Frames [0, warm-up) are not timed: shaders finish compiling, caches fill.
  static int warmupFramesFor(int frames) { return frames >= 2 ? std::max(1, frames / 10) : 0; }

  void start(int frames, bool wallClockPasses);
  bool active() const { return frames_ > 0; }
  void addFrame(int frameIndex, FrameSample sample);
  // Process CPU milliseconds (every thread) since the last call.
  double cpuMillisecondsSinceLastCall();
  // The frame loop's stages: frameBegan at its start, then mark(stage) as
  // each stage ends; takeStages() hands this frame's stages over.
  void frameBegan(std::chrono::steady_clock::time_point start) { stageStart_ = start; stages_.clear(); }
  void mark(const char* stage);
  std::vector<std::pair<std::string, double>> takeStages() { return std::exchange(stages_, {}); }
  FrameBenchSummary summary(double cellsPerStep) const;

 private:
  int frames_ = 0, warmup_ = 0;
  bool wallClockPasses_ = false;
  double lastCpuMilliseconds_ = -1;
  std::vector<FrameSample> samples_;
  std::chrono::steady_clock::time_point stageStart_;
  std::vector<std::pair<std::string, double>> stages_;
};

// "frame_*" lines for the sidecar, and one line for the log.
std::string frameBenchSidecar(const FrameBenchSummary& summary);
std::string frameBenchLogLine(const FrameBenchSummary& summary);

}  // namespace tp
