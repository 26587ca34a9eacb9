#include "bench/bench_solvers.hpp"

#include "bench/bench_case_parts.hpp"

namespace tp::bench {

const std::vector<BenchSolver>& benchSolvers() {
  static const std::vector<BenchSolver> solvers = {
      // 16384: GL 4.5's guaranteed texture edge.
      {"grid", kGridWaveModel, false, {256, 512, 1024, 2048, 4096, 8192}, {256}, 16, 16384, runGrid},
      // Levels 0..10 (kIcosphereMaxLevel).
      {"sphere", kSphereWaveModel, true, {4, 5, 6, 7, 8, 9, 10}, {5}, 0, 10, runSphere},
      // 8192: SplatFluidGpu::kMaxSize.
      {"fluid", kSplatFluidModel, false, {256, 512, 1024, 2048, 4096}, {128}, 16, 8192, runFluid},
      // Powers of two to 2048: DeepWaterGpu's transforms (a column pair in 32 KB of shared memory).
      {"deep_water", kDeepWaterModel, false, {256, 512, 1024, 2048}, {128}, 16, 2048, runDeepWater, true},
      {"spring", kSpringSurfaceModel, false, {256, 512, 1024, 2048, 4096, 8192}, {256}, 16, 16384, runSpring},
  };
  return solvers;
}

const BenchSolver* findBenchSolver(const std::string& name) {
  for (const BenchSolver& solver : benchSolvers())
    if (solver.name == name) return &solver;
  return nullptr;
}

}  // namespace tp::bench
