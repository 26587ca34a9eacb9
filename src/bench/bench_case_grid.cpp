// The grid solver's benchmark designs: ours (and its variants) and the seed's.
#include "bench/bench_case_parts.hpp"

#include "bench/seed_grid_wave.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"

namespace tp::bench {

void runGrid(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  const size_t cells = size_t(c.cells);
  {
    GridWaveParams params;  // the defaults: a = 0.25, 5-point, reflecting edges, no land
    GridWaveGpu ours(shaders, params, n);
    ours.writeInterleavedState(noiseField(2 * cells, 1, -0.5f, 0.5f));
    c.designs.push_back(timed("ours", "compute, R32F images, z_old overwritten in place, 1 dispatch a step",
                              c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  }
  if (!s.seed) return;
  SeedGridWave seed(shaders, n, 0.25f);
  seed.upload(noiseTexels(cells, 3), noiseTexels(cells, 5));
  c.designs.push_back(timed("seed", "fragment shader into RGBA8 + whole texture read back and uploaded twice a step",
                            c.cells, [&](int k) { seed.step(k); }, TimerKind::WallClock, s.measure));
  c.designs.push_back(timed("seed_kernel", "the seed's RGBA8 fragment step alone, no readback", c.cells,
                            [&](int k) { seed.stepKernelOnly(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
