// tidepool-sim: one solver, no window, no UI (see src/runner/sim_options.hpp).
#include <cstdio>

#include "core/log.hpp"
#include "runner/sim_options.hpp"
#include "runner/sim_runner.hpp"

int main(int argc, char** argv) {
  const tp::SimParseResult parsed = tp::parseSimOptions({argv + 1, argv + argc});
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "tidepool-sim: %s\n", parsed.error.c_str());
    return 2;
  }
  if (parsed.options.help) {
    std::fputs(tp::simUsage().c_str(), stdout);
    return 0;
  }
  if (parsed.options.version) {
    std::printf("tidepool-sim %s\n", TIDEPOOL_VERSION);
    return 0;
  }
  if (parsed.options.quiet) tp::log::setPrintLevel(tp::log::Level::Warn);
  return tp::runSim(parsed.options);
}
