#include "bench/bench_solvers.hpp"

#include "bench/bench_case_parts.hpp"

namespace tp::bench {

const std::vector<BenchSolver>& benchSolvers() {
  static const std::vector<BenchSolver> solvers = {
      // What each accepts at all is the solver table's (sim/solver_table.cpp), one place for both programs.
      {"grid", kGridWaveModel, {256, 512, 1024, 2048, 4096, 8192}, {256}, runGrid},
      {"sphere", kSphereWaveModel, {4, 5, 6, 7, 8, 9, 10}, {5}, runSphere},
      {"fluid", kSplatFluidModel, {256, 512, 1024, 2048, 4096}, {128}, runFluid},
      {"deep_water", kDeepWaterModel, {256, 512, 1024, 2048}, {128}, runDeepWater},
      {"spring", kSpringSurfaceModel, {256, 512, 1024, 2048, 4096, 8192}, {256}, runSpring},
  };
  return solvers;
}

const BenchSolver* findBenchSolver(const std::string& name) {
  for (const BenchSolver& solver : benchSolvers())
    if (solver.name == name) return &solver;
  return nullptr;
}

}  // namespace tp::bench
