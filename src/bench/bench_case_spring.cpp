// The spring solver's benchmark designs: ours (and its variants) and the seed's.
#include "bench/bench_case_parts.hpp"

#include <string>

#include "bench/seed_spring_surface.hpp"
#include "sim/spring_surface/spring_surface_gpu.hpp"
#include "bench/spring_surface_packed.hpp"
#include "bench/spring_step_variants.hpp"

namespace tp::bench {

void runSpring(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  SpringSurfaceParams params;  // stiffness 200, damping 0.5, dt 1/240
  params.rim = false;          // the whole grid is water, as in the seed
  const std::vector<float> state = noiseField(2 * size_t(c.cells), 1, -0.5f, 0.5f);
  {
    // One solver, every kernel shape from the same noise: "ours" is what
    // step() runs by default on this renderer, "ours_<name>" the shapes of
    // spring_step_variants.hpp.
    SpringSurfaceGpu ours(shaders, n, params);
    const SpringStepKernel chosen = ours.stepKernel();
    ours.writeState(state);
    c.designs.push_back(timed("ours", "compute, RG32F (h, v) images, " + chosen.describe(), c.cells,
                              [&](int k) { ours.step(k); }, s.timer, s.measure));
    for (const NamedSpringStepKernel& variant : springStepKernelVariants()) {
      ours.setStepKernel(variant.kernel);
      ours.writeState(state);
      c.designs.push_back(timed("ours_" + variant.name, "compute, RG32F (h, v) images, " + variant.kernel.describe(),
                                c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
    }
  }
  // The same step on the packed layout (two cells a 16-byte texel).
  if (n % 2 == 0) {
    for (const SpringPackedShape& shape :
         {SpringPackedShape{4, 32, 8, true}, SpringPackedShape{8, 32, 4, true}, SpringPackedShape{4, 32, 8, true, true},
          SpringPackedShape{4, 16, 8, true, true}, SpringPackedShape{2, 32, 8, true, true},
          SpringPackedShape{4, 32, 4, true, true}}) {
      SpringSurfacePacked packed(shaders, n, params, shape);
      packed.writeState(state);
      const std::string shapeName = std::string(shape.shared ? "shared_" : "") + "s" + std::to_string(shape.strip) +
                                    "_" + std::to_string(shape.groupWidth) + "x" + std::to_string(shape.groupHeight);
      c.designs.push_back(timed("ours_packed_" + shapeName,
                                "compute, RGBA32F = 2 cells (h, v, h, v) a texel, one texel x " +
                                    std::to_string(shape.strip) + " rows an invocation, group " +
                                    std::to_string(shape.groupWidth) + "x" + std::to_string(shape.groupHeight) +
                                    ", inner blocks untested" + (shape.shared ? ", shared tile filled by texels" : "") +
                                    " (SpringSurfacePacked)",
                                c.cells, [&](int k) { packed.step(k); }, s.timer, s.measure));
    }
  }
  if (!s.seed) return;
  SeedSpringSurface seed(shaders, n, params.stiffness, params.damping, params.dt);
  seed.upload(state);
  c.designs.push_back(timed("seed", "compute, float buffers h[] and v[], the seed's velocity and position kernels",
                            c.cells, [&](int k) { seed.step(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
