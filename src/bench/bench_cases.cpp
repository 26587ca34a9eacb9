#include "bench/bench_cases.hpp"

#include <stdexcept>

#include "bench/bench_case_parts.hpp"
#include "bench/bench_math.hpp"
#include "bench/bench_solvers.hpp"
#include "gl/gl.hpp"
#include "sim/headless_solver.hpp"
#include "sim/sphere_wave/icosphere.hpp"

namespace tp::bench {

std::vector<float> noiseField(size_t count, uint64_t stream, float lo, float hi) {
  std::vector<float> values(count);
  for (size_t i = 0; i < count; ++i) values[i] = noiseValue(i, stream, lo, hi);
  return values;
}

std::vector<uint8_t> noiseTexels(size_t count, uint64_t stream) {
  std::vector<uint8_t> texels(count * 4);
  for (size_t i = 0; i < count; ++i) {
    texels[4 * i + 0] = uint8_t(noiseValue(i, stream, 0.0f, 255.0f));
    texels[4 * i + 1] = uint8_t(noiseValue(i, stream + 1, 0.0f, 255.0f));
    texels[4 * i + 2] = 0;
    texels[4 * i + 3] = 255;
  }
  return texels;
}

DesignResult timed(const std::string& design, const std::string& description, int64_t cells,
                   const std::function<void(int)>& runSteps, TimerKind timer, const MeasureSettings& settings) {
  DesignResult r{design, description, measure(runSteps, timer, settings), 0.0};
  r.cellStepsPerSecond = double(cells) / r.measurement.secondsPerStep;
  return r;
}

const DesignResult* CaseResult::find(const std::string& design) const {
  for (const DesignResult& d : designs)
    if (d.design == design) return &d;
  return nullptr;
}

CaseResult runCase(gl::ShaderLibrary& shaders, const std::string& solver, int size, const CaseSettings& settings) {
  CaseResult c;
  c.solver = solver;
  c.size = size;
  const BenchSolver* row = findBenchSolver(solver);
  if (!row) throw std::invalid_argument("unknown benchmark solver '" + solver + "'");
  const bool level = findSolver(solver)->sizeIsLevel();  // every bench solver is in the solver table
  c.sizeLabel = level ? "level " + std::to_string(size) : std::to_string(size) + "²";
  c.cells = level ? icosphereVertexCount(size) : int64_t(size) * int64_t(size);
  c.model = row->model;
  row->run(shaders, c, settings);
  glFinish();
  return c;
}

}  // namespace tp::bench
