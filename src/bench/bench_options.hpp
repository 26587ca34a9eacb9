#pragma once
// Command line of `tidepool-bench`:
//   tidepool-bench [--solver LIST] [--sizes LIST] [--quick] [--json FILE]
//                  [--seconds S] [--min-batches N] [--copy-mib M] [--no-seed]
// Parsing checks everything that needs no GL context, so a bad flag costs no
// context creation and no shader compile.
#include <optional>
#include <string>
#include <vector>

namespace tp::bench {

// The names of the solvers in benchSolvers(), in the order it runs them.
std::vector<std::string> benchSolverNames();

struct BenchOptions {
  std::vector<std::string> solvers;        // default: every row of benchSolvers()
  std::optional<std::vector<int>> sizes;   // --sizes: overrides every selected solver's list
  bool quick = false;
  std::string jsonPath;
  double secondsPerMeasurement = 0.4;      // timed time per (solver, size, design) after warm-up
  int minBatches = 15;                     // the median is over at least this many batches
  std::optional<int> copyMiB;              // memory probe buffer size; default by timer kind
  bool seed = true;                        // also measure the seeds' designs
  bool glDebug = false;
  bool help = false, version = false;

  // The sizes to run for `solver`: --sizes if given, else the default list.
  std::vector<int> sizesFor(const std::string& solver) const;
};

struct BenchParseResult {
  BenchOptions options;
  std::string error;  // one line; empty when parsing succeeded
};

BenchParseResult parseBenchOptions(const std::vector<std::string>& args);
std::string benchUsage();

}  // namespace tp::bench
