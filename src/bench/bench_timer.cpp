#include "bench/bench_timer.hpp"

#include <algorithm>
#include <chrono>

#include "bench/bench_math.hpp"
#include "gl/gl.hpp"
#include "gl/objects.hpp"

namespace tp::bench {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Wall time of `steps` steps with the GPU idle before and finished after.
double wallTime(const std::function<void(int)>& runSteps, int steps) {
  glFinish();
  const auto start = Clock::now();
  runSteps(steps);
  glFinish();
  return secondsSince(start);
}

double queryNanoseconds(const gl::Query& query) {
  GLuint64 nanoseconds = 0;
  glGetQueryObjectui64v(query.id(), GL_QUERY_RESULT, &nanoseconds);  // waits for the result
  return double(nanoseconds);
}

}  // namespace

const char* timerName(TimerKind kind) {
  return kind == TimerKind::GpuQuery ? "GL_TIME_ELAPSED" : "glFinish+steady_clock";
}

TimerKind detectTimer(const std::function<void()>& work) {
  const gl::Query query = gl::Query::create(GL_TIME_ELAPSED);
  glFinish();
  const auto start = Clock::now();
  glBeginQuery(GL_TIME_ELAPSED, query.id());
  work();
  glEndQuery(GL_TIME_ELAPSED);
  glFinish();
  const double wallNanoseconds = secondsSince(start) * 1e9;
  // llvmpipe answers 0 or a few nanoseconds for milliseconds of work. A GPU's
  // answer is the work's time, most of the wall time (which adds only the
  // submission and glFinish round trip).
  const double gpuNanoseconds = queryNanoseconds(query);
  return gpuNanoseconds > 0.01 * wallNanoseconds ? TimerKind::GpuQuery : TimerKind::WallClock;
}

Measurement measure(const std::function<void(int)>& runSteps, TimerKind timer, const MeasureSettings& settings) {
  const int minBatches = std::max(1, settings.minBatches);
  const double batchSeconds = std::clamp(settings.seconds / (2.0 * minBatches), 2e-4, 0.05);

  // First estimate from one step (wall: includes the submission latency, so
  // it errs on the side of fewer steps a batch), then warm-up batches that
  // refine it: clocks rise, caches and driver state settle.
  const int multiple = std::max(1, settings.stepMultiple);
  auto wholePasses = [multiple](int steps) { return (steps + multiple - 1) / multiple * multiple; };
  double estimate = wallTime(runSteps, multiple) / multiple;
  int steps = wholePasses(stepsPerBatch(estimate, batchSeconds, settings.maxStepsPerBatch));
  const auto warmupStart = Clock::now();
  for (int done = 0; done < 2 || secondsSince(warmupStart) < settings.warmupSeconds; ++done)
    estimate = wallTime(runSteps, steps) / steps;
  steps = wholePasses(stepsPerBatch(estimate, batchSeconds, settings.maxStepsPerBatch));

  std::vector<double> perStep;
  const auto start = Clock::now();
  auto enough = [&](int batches) {
    return batches >= settings.maxBatches || (batches >= minBatches && secondsSince(start) >= settings.seconds);
  };
  if (timer == TimerKind::GpuQuery) {
    // The CPU stays at most kAhead batches ahead of the GPU, so the wall-time
    // stopping rule above follows the GPU's progress, not the command queue's.
    constexpr size_t kAhead = 8;
    std::vector<gl::Query> queries;
    glFinish();
    while (!enough(int(queries.size()))) {
      if (queries.size() >= kAhead)
        perStep.push_back(queryNanoseconds(queries[queries.size() - kAhead]) * 1e-9 / steps);
      queries.push_back(gl::Query::create(GL_TIME_ELAPSED));
      glBeginQuery(GL_TIME_ELAPSED, queries.back().id());
      runSteps(steps);
      glEndQuery(GL_TIME_ELAPSED);
    }
    for (size_t i = perStep.size(); i < queries.size(); ++i)
      perStep.push_back(queryNanoseconds(queries[i]) * 1e-9 / steps);
  } else {
    while (!enough(int(perStep.size()))) perStep.push_back(wallTime(runSteps, steps) / steps);
  }

  Measurement m;
  m.timer = timer;
  m.secondsPerStep = median(perStep);
  m.minSecondsPerStep = *std::min_element(perStep.begin(), perStep.end());
  m.maxSecondsPerStep = *std::max_element(perStep.begin(), perStep.end());
  m.batches = int(perStep.size());
  m.stepsPerBatch = steps;
  return m;
}

}  // namespace tp::bench
