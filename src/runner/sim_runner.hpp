#pragma once
// Runs `tidepool-sim` once parsed: context, solver, parameters, initial state,
// steps, dump. Returns the process exit code (0 ok, 1 runtime failure such as
// no GL or an unreadable file, 2 bad input); messages go to stderr.
#include "runner/sim_options.hpp"

namespace tp {
int runSim(const SimOptions& options);
}
