// The explicit table of solvers that `tidepool-sim` (and the benchmark) can run.
// A new solver is one folder under src/sim plus one row here.
#include "sim/solver_entries.hpp"

#include <cmath>

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

std::string checkDiscSplash(const std::vector<double>& values, const std::string& solver) {
  if (values.size() != 4)
    return solver + " splash needs 4 numbers cx,cy,strength,radius (cell units), got " + std::to_string(values.size());
  for (double v : values)
    if (!std::isfinite(v)) return solver + " splash numbers must be finite";
  if (values[3] <= 0) return solver + " splash radius must be positive (cells)";
  return {};
}

const SolverEntry* findSolver(const std::string& name) {
  for (const auto& entry : solverTable())
    if (entry.name == name) return &entry;
  return nullptr;
}

}  // namespace tp
