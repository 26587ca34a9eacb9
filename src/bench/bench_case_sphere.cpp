// The sphere solver's benchmark designs: ours (and its variants) and the seed's.
#include "bench/bench_case_parts.hpp"

#include "bench/seed_sphere_wave.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace tp::bench {

void runSphere(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  SphereWaveGpu ours(shaders, c.size);  // a = 0.3, damping 0 (the seed's scene)
  const size_t n = size_t(ours.vertexCount());
  ours.upload(noiseField(n, 1, -0.5f, 0.5f), noiseField(n, 2, -0.5f, 0.5f));
  c.designs.push_back(timed("ours", "compute, R32F heights + RGBA32I/RG32I rings, walk-ordered vertices", c.cells,
                            [&](int k) { ours.step(k); }, s.timer, s.measure));
  if (!s.seed) return;
  SeedSphereWave seed(shaders, ours.mesh(), ours.params().a);
  seed.upload(noiseTexels(n, 3), noiseTexels(n, 5));
  c.designs.push_back(timed("seed", "fragment shader, six RGBA8 neighbour textures, RGBA8 heights read back every step",
                            c.cells, [&](int k) { seed.step(k); }, TimerKind::WallClock, s.measure));
  c.designs.push_back(timed("seed_kernel", "the seed's fragment step with six RGBA8 neighbour textures, no readback",
                            c.cells, [&](int k) { seed.stepKernelOnly(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
