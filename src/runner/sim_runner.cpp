#include "runner/sim_runner.hpp"

#include <chrono>
#include <cstdio>
#include <memory>

#include "sim/param_snapshot.hpp"
#include "runner/state_file.hpp"
#include "core/log.hpp"
#include "gl/context.hpp"
#include "gl/debug_output.hpp"
#include "gl/shader_library.hpp"
#include "gl/software_renderer.hpp"
#include "sim/headless_solver.hpp"

namespace tp {
namespace {
int usageError(const std::string& message) {
  std::fprintf(stderr, "tidepool-sim: %s\n", message.c_str());
  return 2;
}
}  // namespace

int runSim(const SimOptions& o) {
  const SolverEntry& entry = *findSolver(o.solver);
  const int size = o.size.value_or(entry.defaultSize);

  std::unique_ptr<gl::Context> context;
  std::unique_ptr<gl::ShaderLibrary> shaders;
  std::unique_ptr<HeadlessSolver> solver;
  try {
    if (!o.cpu) {
      context = gl::createHeadlessContext({.debug = o.glDebug});
      log::info("GPU: %s", context->info().describe().c_str());
      shaders = std::make_unique<gl::ShaderLibrary>(gl::ShaderLibrary::findDefaultRoot(),
                                                    gl::isSoftwareRenderer(context->info().renderer));
    }
    solver = entry.create(size, shaders.get());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tidepool-sim: %s\n", e.what());
    return 1;
  }

  // All --set values together, in any order: a value whose limit depends on
  // another (a = 0.6 needs laplacian=9point) waits for it; limits are judged
  // on the values as they stand once every other has been applied.
  if (std::string error = applySnapshot(solver->params(), toSnapshot(o.assignments)); !error.empty())
    return usageError(error);

  StateHeader header{entry.name, solver->width(), solver->height(), solver->channels(), o.steps,
                     {}, o.cpu ? "cpu" : "gpu"};
  if (!o.loadState.empty()) {
    try {
      solver->writeState(readStateFile(o.loadState, header));
    } catch (const StateFileError& e) {
      return usageError(e.what());  // a malformed input, like a bad flag: nothing ran, nothing written
    }
  }
  for (const auto& splash : o.splashes)
    if (std::string error = solver->addSplash(splash); !error.empty())
      return usageError("bad --splash: " + error + " (format: " + entry.splashFormat + ")");
  for (const auto& source : o.movingSources)
    if (std::string error = solver->addMovingSource(source); !error.empty())
      return usageError("bad --moving-source: " + error);

  const auto start = std::chrono::steady_clock::now();
  std::vector<float> state;
  try {
    solver->step(int(o.steps));
    state = solver->readState();  // also waits for the GPU to finish
  } catch (const std::exception& e) {  // a kernel that cannot be built, a stuck readback
    std::fprintf(stderr, "tidepool-sim: %s\n", e.what());
    return 1;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  log::info("%s (%s): %ld steps of %dx%d in %.3f s", entry.name.c_str(), header.backend.c_str(), o.steps,
            header.width, header.height, seconds);

  if (o.glDebug && gl::highSeverityMessageCount() > 0) {
    std::fprintf(stderr, "tidepool-sim: %d high-severity GL debug messages (see above)\n",
                 gl::highSeverityMessageCount());
    return 1;
  }
  if (!o.dumpState.empty()) {
    header.params = solver->params().snapshot();
    try {
      writeStateFile(o.dumpState, header, state);
    } catch (const StateFileError& e) {
      std::fprintf(stderr, "tidepool-sim: %s\n", e.what());
      return 1;
    }
  }
  return 0;
}

}  // namespace tp
