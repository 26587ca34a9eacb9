#include "bench/bench_runner.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include "bench/bench_math.hpp"
#include "bench/bench_report.hpp"
#include "core/log.hpp"
#include "gl/context.hpp"
#include "gl/debug_output.hpp"
#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "gl/software_renderer.hpp"
#include "shaders/bench/bench_layout.h"

namespace tp::bench {
namespace {

std::string utcNow() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// Which clock this GL can time with. A software renderer: the wall clock.
// Otherwise an FMA dispatch (0.5 G FMA: tens of µs on a big GPU) inside a
// query, which must read a real share of its wall time.
TimerKind chooseTimer(gl::ShaderLibrary& shaders, const gl::ContextInfo& info) {
  if (info.platform.find("software") != std::string::npos || info.renderer.find("llvmpipe") != std::string::npos ||
      info.renderer.find("softpipe") != std::string::npos)
    return TimerKind::WallClock;
  constexpr GLuint kGroups = 1024;
  gl::ShaderProgram& chain = shaders.load({"bench/fma_chain.comp"});
  const gl::Buffer result = gl::Buffer::create(kGroups * TP_BENCH_FMA_GROUP * GLsizeiptr(sizeof(float)), nullptr, 0);
  result.bindBase(GL_SHADER_STORAGE_BUFFER, TP_BENCH_SSBO_RESULT);
  glProgramUniform1i(chain.id(), TP_BENCH_LOC_ITERATIONS, 64);
  glProgramUniform1f(chain.id(), TP_BENCH_LOC_FACTOR, 0.999f);
  glProgramUniform1f(chain.id(), TP_BENCH_LOC_OFFSET, 0.001f);
  return detectTimer([&] {
    chain.use();
    glDispatchCompute(kGroups, 1, 1);
  });
}

// Keeps a GPU busy for `seconds` before anything is measured, so its clocks
// have left idle (nvidia-smi shows the SM clock far below its boost clock before a run).
void warmUp(gl::ShaderLibrary& shaders, double seconds) {
  constexpr GLuint kGroups = 4096;
  gl::ShaderProgram& chain = shaders.load({"bench/fma_chain.comp"});
  const gl::Buffer result = gl::Buffer::create(kGroups * TP_BENCH_FMA_GROUP * GLsizeiptr(sizeof(float)), nullptr, 0);
  result.bindBase(GL_SHADER_STORAGE_BUFFER, TP_BENCH_SSBO_RESULT);
  glProgramUniform1i(chain.id(), TP_BENCH_LOC_ITERATIONS, 256);
  glProgramUniform1f(chain.id(), TP_BENCH_LOC_FACTOR, 0.999f);
  glProgramUniform1f(chain.id(), TP_BENCH_LOC_OFFSET, 0.001f);
  chain.use();
  const auto start = std::chrono::steady_clock::now();
  while (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < seconds) {
    for (int i = 0; i < 16; ++i) glDispatchCompute(kGroups, 1, 1);
    glFinish();
  }
}

}  // namespace

int runBench(const BenchOptions& o, const std::string& command, const std::string& buildType) {
  std::unique_ptr<gl::Context> context;
  std::unique_ptr<gl::ShaderLibrary> shaders;
  BenchReport report;
  try {
    context = gl::createHeadlessContext({.debug = o.glDebug});
    shaders = std::make_unique<gl::ShaderLibrary>(gl::ShaderLibrary::findDefaultRoot(),
                                                  gl::isSoftwareRenderer(context->info().renderer));
    const gl::ContextInfo& info = context->info();
    report.environment = {info.renderer, info.vendor, info.version, info.platform, utcNow(), command, buildType};
    log::info("GL: %s", info.describe().c_str());

    report.timer = chooseTimer(*shaders, info);
    const bool software = report.timer == TimerKind::WallClock;
    if (!software) warmUp(*shaders, o.quick ? 0.1 : 0.5);
    MeasureSettings settings;
    settings.seconds = o.secondsPerMeasurement;
    settings.minBatches = o.minBatches;
    settings.warmupSeconds = o.quick ? 0.02 : 0.1;

    const int copyMiB = o.copyMiB.value_or(software ? (o.quick ? 16 : 64) : 1024);
    report.memory = probeMemory(*shaders, int64_t(copyMiB) << 20, report.timer, settings);
    report.arithmetic = probeArithmetic(*shaders, software, report.timer, settings);
    report.nominalBytesPerSecond = nominalMemoryBandwidth(info.renderer);
    log::info("limits: memory %.4g GB/s, %.4g G FMA/s (%s)", report.memory.bytesPerSecond * 1e-9,
              report.arithmetic.fmaPerSecond * 1e-9, timerName(report.timer));

    const CaseSettings caseSettings{report.timer, settings, o.seed};
    for (const std::string& solver : o.solvers)
      for (int size : o.sizesFor(solver)) {
        log::info("measuring %s at %d", solver.c_str(), size);
        report.cases.push_back(runCase(*shaders, solver, size, caseSettings));
      }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tidepool-bench: %s\n", e.what());
    return 1;
  }

  printReport(report);
  if (!o.jsonPath.empty()) {
    try {
      writeJsonReport(report, o.jsonPath);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "tidepool-bench: %s\n", e.what());
      return 1;
    }
  }
  if (o.glDebug && gl::highSeverityMessageCount() > 0) {
    std::fprintf(stderr, "tidepool-bench: %d high-severity GL debug messages (see above)\n",
                 gl::highSeverityMessageCount());
    return 1;
  }
  return 0;
}

}  // namespace tp::bench
