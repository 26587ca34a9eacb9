// The spring solver's benchmark designs: ours (and its variants) and the seed's.
#include "bench/bench_case_parts.hpp"

#include "bench/seed_spring_surface.hpp"
#include "sim/spring_surface/spring_surface_gpu.hpp"

namespace tp::bench {

void runSpring(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  SpringSurfaceParams params;  // stiffness 200, damping 0.5, dt 1/240
  params.rim = false;          // the whole grid is water, as in the seed
  const std::vector<float> state = noiseField(2 * size_t(c.cells), 1, -0.5f, 0.5f);
  {
    SpringSurfaceGpu ours(shaders, n, params);
    ours.writeState(state);
    c.designs.push_back(timed("ours", "compute, RG32F (h, v) images + R8 mask, velocity then position pass",
                              c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  }
  if (!s.seed) return;
  SeedSpringSurface seed(shaders, n, params.stiffness, params.damping, params.dt);
  seed.upload(state);
  c.designs.push_back(timed("seed", "compute, float buffers h[] and v[], the seed's velocity and position kernels",
                            c.cells, [&](int k) { seed.step(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
