// tidepool-bench: the solvers against the hardware limits and the seeds'
// designs, headless (see src/bench/bench_options.hpp and BENCHMARKS.md).
#include <cstdio>
#include <string>

#include "core/log.hpp"
#include "bench/bench_options.hpp"
#include "bench/bench_runner.hpp"

#ifndef TIDEPOOL_BUILD_TYPE
#define TIDEPOOL_BUILD_TYPE "unknown"
#endif

int main(int argc, char** argv) {
  const tp::bench::BenchParseResult parsed = tp::bench::parseBenchOptions({argv + 1, argv + argc});
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "tidepool-bench: %s\n", parsed.error.c_str());
    return 2;
  }
  if (parsed.options.help) {
    std::fputs(tp::bench::benchUsage().c_str(), stdout);
    return 0;
  }
  if (parsed.options.version) {
    std::printf("tidepool-bench %s\n", TIDEPOOL_VERSION);
    return 0;
  }
  std::string command = "tidepool-bench";
  for (int i = 1; i < argc; ++i) command += std::string(" ") + argv[i];
  return tp::bench::runBench(parsed.options, command, TIDEPOOL_BUILD_TYPE);
}
