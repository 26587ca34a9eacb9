// The explicit table of solvers that `tidepool-sim` (and the benchmark) can run.
// A new solver is one folder under src/sim plus one row here.
#include "sim/solver_entries.hpp"

namespace tp {

std::span<const SolverEntry> solverTable() {
  static const std::vector<SolverEntry> table = {
      makeDiffusionSolverEntry(),
      makeSplatFluidSolverEntry(),
      makeSpringSolverEntry(),
      makeSphereSolverEntry(),
      makeGridWaveSolverEntry(),
      makeDeepWaterSolverEntry(),
  };
  return table;
}

const SolverEntry* findSolver(const std::string& name) {
  for (const auto& entry : solverTable())
    if (entry.name == name) return &entry;
  return nullptr;
}

}  // namespace tp
