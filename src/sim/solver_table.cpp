#include "sim/headless_solver.hpp"

namespace tp {
std::span<const SolverEntry> solverTable() {
  static const std::vector<SolverEntry> table = {};
  return table;
}
const SolverEntry* findSolver(const std::string& name) {
  for (const auto& entry : solverTable())
    if (entry.name == name) return &entry;
  return nullptr;
}
}  // namespace tp
