#pragma once
// The benchmark's results: the machine, the limits measured in the run, every
// case, and what follows from them (rooflines, fractions, ratios to the
// seeds' designs). Printed as a table and written as JSON.
#include <optional>
#include <string>
#include <vector>

#include "bench/bench_cases.hpp"
#include "bench/bench_probes.hpp"

namespace tp::bench {

struct BenchEnvironment {
  std::string renderer, vendor, version, platform;
  std::string date;      // UTC, ISO 8601
  std::string command;   // the command line as given
  std::string buildType; // CMAKE_BUILD_TYPE of this binary
};

struct BenchReport {
  BenchEnvironment environment;
  TimerKind timer = TimerKind::WallClock;
  MemoryProbeResult memory;
  ArithmeticProbeResult arithmetic;
  std::optional<double> nominalBytesPerSecond;
  std::vector<CaseResult> cases;
};

// What a case's numbers mean against the limits.
struct CaseSummary {
  bool arithmeticBound = false;   // the fluid: limit from the FMA rate
  double limitCellStepsPerSecond = 0;    // roofline from the limit measured in this run
  double fractionOfLimit = 0;
  std::optional<double> nominalLimitCellStepsPerSecond;  // memory roofline from the card's figure
  std::optional<double> fractionOfNominal;
  double methodMinimumLimit = 0;  // memory roofline of the method's least traffic
  std::optional<double> oursOverSeed;
  // The seed's kernel in another setting: "seed_kernel" (grid, sphere: the
  // fragment step without the readback) or "seed_compute" (fluid: its two
  // loops as a compute shader). Empty when the case has none.
  std::string seedAlternative;
  std::optional<double> oursOverSeedAlternative;
};
CaseSummary summarise(const CaseResult& c, const BenchReport& report);

void printReport(const BenchReport& report);
// Throws std::runtime_error when the file cannot be written.
void writeJsonReport(const BenchReport& report, const std::string& path);

}  // namespace tp::bench
