#pragma once
// Timing of GL work for the benchmark: warm up, then many timed batches of
// steps, and the median of the per-step times. Two clocks:
//  - GpuQuery: a GL_TIME_ELAPSED query around each batch (GPU time only, the
//    CPU never waits between batches);
//  - WallClock: glFinish, a steady clock around the batch, glFinish. Used where
//    the queries read 0 (Mesa llvmpipe) and for the seeds' designs that read
//    the state back to the CPU every step (their cost is partly on the CPU).
#include <functional>
#include <string>
#include <vector>

namespace tp::bench {

enum class TimerKind { GpuQuery, WallClock };
// "GL_TIME_ELAPSED" or "glFinish+steady_clock": printed and written to JSON.
const char* timerName(TimerKind kind);

// Runs `work` inside one GL_TIME_ELAPSED query and returns GpuQuery if the
// query reads a real share (> 1%) of the wall time the work took, WallClock
// otherwise (llvmpipe reads 0 or a few nanoseconds).
TimerKind detectTimer(const std::function<void()>& work);

struct MeasureSettings {
  double seconds = 0.4;          // timed seconds (wall) after the warm-up
  int minBatches = 15;           // at least this many timed batches
  int maxBatches = 400;          // at most this many
  double warmupSeconds = 0.1;    // at least two batches of warm-up, and this long
  int maxStepsPerBatch = 1000;
  // Batches are a whole multiple of this many steps: a kernel that runs k
  // steps a pass (the grid's blocked kernels) is then timed as k-step passes
  // only, not with a shorter, differently compiled pass for the remainder.
  int stepMultiple = 1;
};

struct Measurement {
  TimerKind timer = TimerKind::WallClock;
  double secondsPerStep = 0;     // median over batches of (batch time / steps)
  double minSecondsPerStep = 0, maxSecondsPerStep = 0;
  int batches = 0, stepsPerBatch = 0;
};

// `runSteps(k)` issues k steps of the kernel under test (and nothing that
// must not be timed). The number of steps per batch is chosen from a first
// timed step so that a batch takes about seconds / (2·minBatches).
Measurement measure(const std::function<void(int)>& runSteps, TimerKind timer, const MeasureSettings& settings);

}  // namespace tp::bench
