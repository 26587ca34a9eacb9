#pragma once
// `tidepool-bench`: makes a headless context, measures the limits, runs every
// case and reports (bench_report.hpp). Returns the process exit code.
#include <string>

#include "bench/bench_options.hpp"

namespace tp::bench {

// `command` is the command line as typed (for the report); `buildType` this
// binary's CMAKE_BUILD_TYPE.
int runBench(const BenchOptions& options, const std::string& command, const std::string& buildType);

}  // namespace tp::bench
