// The sphere solver's benchmark designs: ours (and its variants) and the seed's.
#include "bench/bench_case_parts.hpp"

#include <string>

#include "bench/seed_sphere_wave.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace tp::bench {

void runSphere(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  SphereWaveGpu ours(shaders, c.size);  // a = 0.3, damping 0 (the seed's scene)
  const size_t n = size_t(ours.vertexCount());
  ours.writeState(noiseField(n, 1, -0.5f, 0.5f), noiseField(n, 2, -0.5f, 0.5f));
  const SphereStepKernel defaultKernel = ours.stepKernel();
  const int defaultRows = ours.columnRows();
  auto run = [&](const char* design, const std::string& description, SphereStepKernel kernel, int rows) {
    ours.setStepKernel(kernel, rows);
    c.designs.push_back(timed(design, description, c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  };
  const std::string oursKernel =
      defaultKernel == SphereStepKernel::SharedTile ? "shared-memory tile, " + std::to_string(defaultRows) + " vertices an invocation"
      : defaultKernel == SphereStepKernel::Columns  ? std::to_string(defaultRows) + "-vertex columns an invocation"
                                                    : "one vertex an invocation";
  run("ours", "compute, what step() runs: diamond-ordered vertices, rings by arithmetic inside the diamonds (" +
                  oursKernel + ")",
      defaultKernel, defaultRows);
  ours.setStepProgram(shaders.load({"bench/sphere_step_stored_rings.comp"}));
  c.designs.push_back(timed("ours_simple",
                            "compute, one vertex an invocation, every ring read from RGBA32I + RG32I (the first design)",
                            c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  run("ours_implicit", "compute, one vertex an invocation, rings by arithmetic inside the diamonds",
      SphereStepKernel::ImplicitRings, 1);
  for (int rows : {2, 4, 8}) {
    const std::string name = "ours_columns" + std::to_string(rows);
    run(name.c_str(), "compute, 32 x 8 groups of " + std::to_string(rows) + "-vertex columns, heights shared in registers",
        SphereStepKernel::Columns, rows);
  }
  for (int rows : {2, 4, 8}) {
    const std::string name = "ours_tile" + std::to_string(rows);
    run(name.c_str(),
        "compute, 32 x 8 groups, a 32 x " + std::to_string(8 * rows) + " block's heights in shared memory, " +
            std::to_string(rows) + " vertices an invocation",
        SphereStepKernel::SharedTile, rows);
  }
  ours.setStepKernel(defaultKernel, defaultRows);
  if (!s.seed) return;
  SeedSphereWave seed(shaders, ours.mesh(), ours.params().a);
  seed.upload(noiseTexels(n, 3), noiseTexels(n, 5));
  c.designs.push_back(timed("seed", "fragment shader, six RGBA8 neighbour textures, RGBA8 heights read back every step",
                            c.cells, [&](int k) { seed.step(k); }, TimerKind::WallClock, s.measure));
  c.designs.push_back(timed("seed_kernel", "the seed's fragment step with six RGBA8 neighbour textures, no readback",
                            c.cells, [&](int k) { seed.stepKernelOnly(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
