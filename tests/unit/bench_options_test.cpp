// tidepool-bench's command line: defaults, what parses, and one-line refusals.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>

#include "bench/bench_options.hpp"
#include "bench/bench_solvers.hpp"
#include "sim/headless_solver.hpp"

using namespace tp::bench;
using tp::findSolver;
using tp::SolverEntry;

TEST(BenchOptions, DefaultsRunEverySolverAtIssue8Sizes) {
  const auto r = parseBenchOptions({});
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(r.options.solvers, (std::vector<std::string>{"grid", "sphere", "fluid", "deep_water", "spring"}));
  EXPECT_EQ(r.options.sizesFor("grid"), (std::vector<int>{256, 512, 1024, 2048, 4096, 8192}));
  EXPECT_EQ(r.options.sizesFor("spring"), (std::vector<int>{256, 512, 1024, 2048, 4096, 8192}));
  EXPECT_EQ(r.options.sizesFor("sphere"), (std::vector<int>{4, 5, 6, 7, 8, 9, 10}));
  EXPECT_EQ(r.options.sizesFor("fluid"), (std::vector<int>{256, 512, 1024, 2048, 4096}));
  EXPECT_EQ(r.options.sizesFor("deep_water"), (std::vector<int>{256, 512, 1024, 2048}));
  EXPECT_TRUE(r.options.seed);
  EXPECT_EQ(r.options.minBatches, 15);
  EXPECT_DOUBLE_EQ(r.options.secondsPerMeasurement, 0.4);
  EXPECT_FALSE(r.options.copyMiB.has_value());
}

TEST(BenchOptions, QuickIsOneSmallSizeEachAndShortMeasurements) {
  const auto r = parseBenchOptions({"--quick"});
  ASSERT_EQ(r.error, "");
  for (const std::string& solver : benchSolverNames()) EXPECT_EQ(r.options.sizesFor(solver).size(), 1u) << solver;
  EXPECT_EQ(r.options.sizesFor("sphere"), std::vector<int>{5});
  EXPECT_DOUBLE_EQ(r.options.secondsPerMeasurement, 0.05);
  EXPECT_EQ(r.options.minBatches, 5);
  // Explicit values win over --quick's, in either order.
  const auto explicitFirst = parseBenchOptions({"--seconds", "0.2", "--min-batches", "9", "--quick"});
  ASSERT_EQ(explicitFirst.error, "");
  EXPECT_DOUBLE_EQ(explicitFirst.options.secondsPerMeasurement, 0.2);
  EXPECT_EQ(explicitFirst.options.minBatches, 9);
}

TEST(BenchOptions, ParsesEveryFlag) {
  const auto r = parseBenchOptions({"--solver", "fluid,grid,fluid", "--sizes", "512,2048", "--json", "out.json",
                                    "--seconds", "1.5", "--min-batches", "31", "--copy-mib", "256", "--no-seed",
                                    "--gl-debug"});
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(r.options.solvers, (std::vector<std::string>{"fluid", "grid"}));  // order kept, duplicates dropped
  EXPECT_EQ(r.options.sizesFor("fluid"), (std::vector<int>{512, 2048}));
  EXPECT_EQ(r.options.sizesFor("grid"), (std::vector<int>{512, 2048}));
  EXPECT_EQ(r.options.jsonPath, "out.json");
  EXPECT_DOUBLE_EQ(r.options.secondsPerMeasurement, 1.5);
  EXPECT_EQ(r.options.minBatches, 31);
  EXPECT_EQ(r.options.copyMiB, 256);
  EXPECT_FALSE(r.options.seed);
  EXPECT_TRUE(r.options.glDebug);
}

TEST(BenchOptions, SphereSizesAreLevels) {
  const auto r = parseBenchOptions({"--solver", "sphere", "--sizes", "9,10"});
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(r.options.sizesFor("sphere"), (std::vector<int>{9, 10}));
  EXPECT_NE(parseBenchOptions({"--solver", "sphere", "--sizes", "11"}).error.find("out of range for sphere: 0..10"),
            std::string::npos);
  // --sizes applies to every selected solver: levels are no grid sizes.
  EXPECT_NE(parseBenchOptions({"--solver", "sphere,grid", "--sizes", "7"}).error.find("out of range for grid"),
            std::string::npos);
}

TEST(BenchOptions, HelpAndVersionNeedNothingElse) {
  EXPECT_TRUE(parseBenchOptions({"--help"}).options.help);
  EXPECT_TRUE(parseBenchOptions({"--version"}).options.version);
  EXPECT_NE(benchUsage().find("--quick"), std::string::npos);
}

TEST(BenchOptions, RefusesWithOneClearLine) {
  struct Case {
    std::vector<std::string> args;
    std::string expected;
  };
  const std::vector<Case> cases = {
      {{"--solver", "heat"}, "unknown solver 'heat' in --solver; solvers: grid, sphere, fluid, deep_water, spring"},
      {{"--solver"}, "--solver needs a value"},
      {{"--sizes", "256,,512"}, "bad --sizes '256,,512'"},
      {{"--sizes", "-4"}, "bad --sizes"},
      {{"--sizes", "4"}, "--sizes 4 is out of range for grid: 8..16384 (grid edge)"},
      {{"--solver", "fluid", "--sizes", "16384"}, "out of range for fluid: 16..8192"},
      {{"--solver", "deep_water", "--sizes", "300"}, "--sizes 300 is not a power of two, which deep_water's transforms need: try 256 or 512"},
      {{"--seconds", "0"}, "bad --seconds '0'"},
      {{"--seconds", "nan"}, "bad --seconds"},
      {{"--min-batches", "0"}, "bad --min-batches '0'"},
      {{"--copy-mib", "1.5"}, "bad --copy-mib '1.5'"},
      {{"--json", "/no/such/folder/x.json"}, "folder /no/such/folder does not exist"},
      {{"--fast"}, "unknown option '--fast'; see tidepool-bench --help"},
  };
  for (const auto& c : cases) {
    const auto r = parseBenchOptions(c.args);
    EXPECT_NE(r.error.find(c.expected), std::string::npos) << "got: " << r.error;
    EXPECT_EQ(r.error.find('\n'), std::string::npos) << r.error;
  }
}

// The benchmark accepts what the solver table accepts (one registration of
// each solver's limits, shared with tidepool-sim), for every solver it runs.
TEST(BenchOptions, SizeLimitsAreTheSolverTables) {
  for (const std::string& name : benchSolverNames()) {
    const SolverEntry* entry = findSolver(name);
    ASSERT_NE(entry, nullptr) << name << " is benchmarked but not in the solver table";
    const int lowest = entry->powerOfTwoSize ? int(std::bit_ceil(unsigned(std::max(entry->minSize, 1))))
                                             : entry->minSize;
    const int highest = entry->powerOfTwoSize ? int(std::bit_floor(unsigned(entry->maxSize))) : entry->maxSize;
    for (int n : {lowest, highest})
      EXPECT_EQ(parseBenchOptions({"--solver", name, "--sizes", std::to_string(n)}).error, "") << name << " " << n;
    EXPECT_NE(parseBenchOptions({"--solver", name, "--sizes", std::to_string(entry->maxSize + 1)}).error, "") << name;
    if (entry->minSize > 0)
      EXPECT_NE(parseBenchOptions({"--solver", name, "--sizes", std::to_string(entry->minSize - 1)}).error, "") << name;
  }
}
