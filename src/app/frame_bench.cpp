#include "app/frame_bench.hpp"

#include <time.h>

#include <cstdio>

#include "ui/stats_strip.hpp"

namespace tp {
namespace {

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  const size_t middle = values.size() / 2;
  std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(middle), values.end());
  const double upper = values[middle];
  if (values.size() % 2 == 1) return upper;
  const double lower = *std::max_element(values.begin(), values.begin() + std::ptrdiff_t(middle));
  return 0.5 * (lower + upper);
}

// "sphere waves" -> sphere_waves: one word a sidecar key.
std::string underscored(std::string name) {
  for (char& c : name)
    if (c == ' ') c = '_';
  return name;
}

}  // namespace

void FrameBench::start(int frames, bool wallClockPasses) {
  frames_ = frames;
  warmup_ = warmupFramesFor(frames);
  wallClockPasses_ = wallClockPasses;
  samples_.clear();
}

void FrameBench::addFrame(int frameIndex, FrameSample sample) {
  if (!active() || frameIndex < warmup_) return;
  samples_.push_back(std::move(sample));
}

double FrameBench::cpuMillisecondsSinceLastCall() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  const double ms = double(now.tv_sec) * 1e3 + double(now.tv_nsec) * 1e-6;
  const double since = lastCpuMilliseconds_ < 0 ? 0 : ms - lastCpuMilliseconds_;
  lastCpuMilliseconds_ = ms;
  return since;
}

void FrameBench::mark(const char* stage) {
  const auto now = std::chrono::steady_clock::now();
  stages_.emplace_back(stage, std::chrono::duration<double, std::milli>(now - stageStart_).count());
  stageStart_ = now;
}

FrameBenchSummary FrameBench::summary(double cellsPerStep) const {
  FrameBenchSummary s;
  s.framesTimed = int(samples_.size());
  s.warmupFrames = warmup_;
  s.wallClockPasses = wallClockPasses_;
  s.cellsPerStep = cellsPerStep;
  std::vector<std::string> names;  // every pass seen, in the order first seen
  for (const FrameSample& frame : samples_)
    for (const std::string& name : frame.passNames)
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  std::vector<double> walls, sums, cpus;
  double cells = 0, wallSeconds = 0;
  for (const FrameSample& frame : samples_) {
    walls.push_back(frame.wallMilliseconds);
    cpus.push_back(frame.cpuMilliseconds);
    double sum = 0;
    for (double ms : frame.passMilliseconds) sum += ms;
    sums.push_back(sum);
    cells += frame.cells;
    wallSeconds += frame.wallMilliseconds * 1e-3;
  }
  for (const std::string& name : names) {
    std::vector<double> values;
    for (const FrameSample& frame : samples_) {
      double ms = 0;  // a frame that did not run the pass (no step that frame) spent nothing on it
      for (size_t i = 0; i < frame.passNames.size(); ++i)
        if (frame.passNames[i] == name) ms += frame.passMilliseconds[i];
      values.push_back(ms);
    }
    s.passMilliseconds.emplace_back(name, median(values));
  }
  std::vector<std::string> stageNames;
  for (const FrameSample& frame : samples_)
    for (const auto& [name, ms] : frame.cpuStages)
      if (std::find(stageNames.begin(), stageNames.end(), name) == stageNames.end()) stageNames.push_back(name);
  for (const std::string& name : stageNames) {
    std::vector<double> values;
    for (const FrameSample& frame : samples_) {
      double ms = 0;
      for (const auto& [stage, stageMs] : frame.cpuStages)
        if (stage == name) ms += stageMs;
      values.push_back(ms);
    }
    s.cpuStageMilliseconds.emplace_back(name, median(values));
  }
  std::vector<double> spans;
  for (const FrameSample& frame : samples_) spans.push_back(frame.gpuSpanMilliseconds);
  s.gpuSpanMilliseconds = median(spans);
  s.gpuMilliseconds = median(sums);
  s.wallMilliseconds = median(walls);
  s.cpuMilliseconds = median(cpus);
  s.framesPerSecond = s.wallMilliseconds > 0 ? 1000.0 / s.wallMilliseconds : 0;
  s.cellsPerSecond = wallSeconds > 0 ? cells / wallSeconds : 0;
  return s;
}

std::string frameBenchSidecar(const FrameBenchSummary& s) {
  std::string text;
  char line[256];
  auto add = [&](const char* format, auto... values) {
    std::snprintf(line, sizeof line, format, values...);
    text += line;
  };
  add("frame_bench_frames: %d\n", s.framesTimed);
  add("frame_bench_warmup_frames: %d\n", s.warmupFrames);
  add("frame_pass_timer: %s\n", s.wallClockPasses ? "glFinish + steady clock around each pass (software GL)"
                                                  : "GL_TIME_ELAPSED queries");
  add("frame_gpu_ms_median: %.4f\n", s.gpuMilliseconds);
  for (const auto& [name, ms] : s.passMilliseconds) {
    add("frame_pass_ms_%s: %.4f\n", underscored(name).c_str(), ms);
  }
  add("frame_wall_ms_median: %.4f\n", s.wallMilliseconds);
  add("frame_fps_from_wall: %.2f\n", s.framesPerSecond);
  add("frame_cpu_ms_median: %.4f\n", s.cpuMilliseconds);
  for (const auto& [name, ms] : s.cpuStageMilliseconds) add("frame_stage_ms_%s: %.4f\n", underscored(name).c_str(), ms);
  if (s.gpuSpanMilliseconds > 0) add("frame_gpu_span_ms_median: %.4f\n", s.gpuSpanMilliseconds);
  add("frame_cells_per_step: %.0f\n", s.cellsPerStep);
  add("frame_cells_per_second: %.6g\n", s.cellsPerSecond);
  return text;
}

std::string frameBenchLogLine(const FrameBenchSummary& s) {
  char line[256];
  std::snprintf(line, sizeof line, "frame bench (%d frames after %d warm-up): GPU %.3f ms/frame, wall %.2f ms/frame (%.1f fps), CPU %.1f ms/frame, sim %s cells/s;",
                s.framesTimed, s.warmupFrames, s.gpuMilliseconds, s.wallMilliseconds, s.framesPerSecond, s.cpuMilliseconds,
                siPrefixed(s.cellsPerSecond).c_str());
  std::string text = line;
  for (const auto& [name, ms] : s.passMilliseconds) {
    std::snprintf(line, sizeof line, " %s %.3f", name.c_str(), ms);
    text += line;
  }
  text += s.wallClockPasses ? " ms (passes wall-clocked with glFinish)" : " ms";
  text += "; CPU stages";
  for (const auto& [name, ms] : s.cpuStageMilliseconds) {
    std::snprintf(line, sizeof line, " %s %.3f", name.c_str(), ms);
    text += line;
  }
  text += " ms";
  if (s.gpuSpanMilliseconds > 0) {
    std::snprintf(line, sizeof line, "; GPU span %.3f ms", s.gpuSpanMilliseconds);
    text += line;
  }
  return text;
}

}  // namespace tp
