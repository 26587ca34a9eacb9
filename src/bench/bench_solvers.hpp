#pragma once
// The solvers the benchmark knows, one row each: its name on the command
// line, the kernel model its results are held against, the sizes it runs at
// and the function that measures one case. Adding a solver to the benchmark
// is one row here and its bench_case_*.cpp.
#include <string>
#include <vector>

#include "bench/bench_cases.hpp"

namespace tp::bench {

struct BenchSolver {
  std::string name;           // --solver NAME; its size range and kind are the solver table's
  KernelModel model;
  std::vector<int> sizes;     // the default list: the benchmark's range
  std::vector<int> quickSizes;  // --quick: small enough for llvmpipe to run in well under a minute
  void (*run)(gl::ShaderLibrary& shaders, CaseResult& result, const CaseSettings& settings) = nullptr;
};

// In the order the benchmark runs them.
const std::vector<BenchSolver>& benchSolvers();
// nullptr for a name no row has.
const BenchSolver* findBenchSolver(const std::string& name);

}  // namespace tp::bench
