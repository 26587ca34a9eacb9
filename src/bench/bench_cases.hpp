#pragma once
// One benchmark case: one solver at one size, measured as our solver and as
// the seed's design (src/bench/seed_*.hpp) in the same process, from the same
// kind of state (pseudo-random values everywhere, so no GPU memory
// compression flatters a kernel with a constant field).
#include <cstdint>
#include <string>
#include <vector>

#include "bench/bench_models.hpp"
#include "bench/bench_timer.hpp"

namespace tp::gl {
class ShaderLibrary;
}

namespace tp::bench {

struct DesignResult {
  std::string design;       // "ours", "seed" (the design as shipped), "seed_kernel" (its GPU kernel alone)
  std::string description;  // what exactly was timed
  Measurement measurement;
  double cellStepsPerSecond = 0;
};

struct CaseResult {
  std::string solver;
  int size = 0;             // grid edge, or icosphere level
  std::string sizeLabel;    // "8192²" or "level 10"
  int64_t cells = 0;        // cells or vertices a step updates
  KernelModel model{};
  std::vector<DesignResult> designs;

  const DesignResult* find(const std::string& design) const;
};

struct CaseSettings {
  TimerKind timer = TimerKind::WallClock;  // for GPU-resident designs
  MeasureSettings measure;
  bool seed = true;
};

// Runs `solver` ("grid", "sphere", "fluid", "spring") at `size`. Throws on GL
// or shader errors.
CaseResult runCase(gl::ShaderLibrary& shaders, const std::string& solver, int size, const CaseSettings& settings);

}  // namespace tp::bench
