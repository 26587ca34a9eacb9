// The fluid solver's benchmark designs: ours (and its variants) and the seed's.
#include "bench/bench_case_parts.hpp"

#include <string>

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
    // R = 6 (13×13), open edges, the seed's 3.142: the seed's step.
    SplatFluidGpu ours(shaders, n, n);
    ours.params().periodicSplash = false;
    ours.writeState(state);
    const SplatFluidKernel automatic = ours.kernelInUse();
    c.designs.push_back(timed("ours", std::string("what step() runs here: the ") +
                                          splatFluidKernelName(automatic) + " kernel",
                              c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
    struct Variant {
      SplatFluidKernel kernel;
      const char* design;
      const char* description;
    };
    const Variant variants[] = {
        {SplatFluidKernel::Simple, "ours_simple",
         "step.comp: one fused 13x13 loop of image loads and exp() per cell"},
        {SplatFluidKernel::Tiled, "ours_tiled",
         "step_tile.comp: shared-memory tile, ex2 of pre-scaled positions, 4 cells an invocation, "
         "padded rows"},
        {SplatFluidKernel::Wide, "ours_wide",
         "step_tile.comp, SPLAT_COLUMNS 2: the tile, 2 columns x 4 cells an invocation (a particle read serves 8 "
         "cells)"},
    };
    for (const Variant& v : variants) {
      if (v.kernel == automatic) continue;  // that is "ours"
      ours.setKernel(v.kernel);
      ours.writeState(state);
      c.designs.push_back(timed(v.design, v.description, c.cells, [&](int k) { ours.step(k); },
                                s.timer, s.measure));
    }
    // The tiled kernel in other work-group shapes (the default is 32x4
    // invocations: 32x16 cells, since BENCHMARKS.md note 27; 16x8 before).
    // Shapes whose tile does not fit are skipped.
    for (auto [x, y] : {std::pair{32, 8}, std::pair{16, 16}, std::pair{16, 8}, std::pair{8, 16}, std::pair{16, 4},
                        std::pair{64, 2}, std::pair{64, 4}}) {
      ours.setKernel(SplatFluidKernel::Tiled);
      ours.setTileGroup(x, y);
      if (ours.stepShape().groupX != x || ours.stepShape().groupY != y) continue;
      ours.writeState(state);
      const std::string shape = std::to_string(x) + "x" + std::to_string(y);
      c.designs.push_back(timed("ours_tiled_" + shape,
                                "step_tile.comp in " + shape + " invocations (" + std::to_string(x) + "x" +
                                    std::to_string(4 * y) + " cells a tile)",
                                c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
    }
    ours.setTileGroup(0, 0);
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
