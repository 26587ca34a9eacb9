#pragma once
// One factory per solver folder; solver_table.cpp lists them in order.
#include "sim/headless_solver.hpp"

namespace tp {
SolverEntry makeDiffusionSolverEntry();
SolverEntry makeSplatFluidSolverEntry();
SolverEntry makeSpringSolverEntry();
SolverEntry makeSphereSolverEntry();
SolverEntry makeGridWaveSolverEntry();
SolverEntry makeDeepWaterSolverEntry();
}  // namespace tp
