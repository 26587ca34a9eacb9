// The fluid solver's benchmark designs: ours (and its variants) and the seed's.
#include "bench/bench_case_parts.hpp"

#include "bench/bench_math.hpp"
#include "bench/seed_splat_fluid.hpp"
#include "sim/splat_fluid/splat_fluid_gpu.hpp"

namespace tp::bench {

namespace {

// Fluid state: mass 0.5..1.5 and velocities within ±0.2 cells/step everywhere.
std::vector<float> fluidState(size_t cells) {
  std::vector<float> state(3 * cells);
  for (size_t i = 0; i < cells; ++i) {
    state[3 * i + 0] = noiseValue(i, 1, -0.2f, 0.2f);
    state[3 * i + 1] = noiseValue(i, 2, -0.2f, 0.2f);
    state[3 * i + 2] = noiseValue(i, 3, 0.5f, 1.5f);
  }
  return state;
}

}  // namespace

void runFluid(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  const std::vector<float> state = fluidState(size_t(c.cells));
  {
    SplatFluidGpu ours(shaders, n, n);  // R = 6 (13×13), open edges, the seed's 3.142
    ours.params().periodicSplash = false;
    ours.writeState(state);
    c.designs.push_back(timed("ours", "compute, RGBA32F images, one fused 13x13 loop", c.cells,
                              [&](int k) { ours.step(k); }, s.timer, s.measure));
  }
  if (!s.seed) return;
  SeedSplatFluid seed(shaders, n, 1.0f);
  seed.upload(state);
  c.designs.push_back(timed("seed", "fragment shader into RGBA32F, the seed's two 13x13 loops", c.cells,
                            [&](int k) { seed.step(k); }, s.timer, s.measure));
  c.designs.push_back(timed("seed_compute", "the seed's two loops unchanged, as a compute shader", c.cells,
                            [&](int k) { seed.stepCompute(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
