// The deep-water solver's benchmark designs: ours (three radix-2 stages a
// barrier) and the plain radix-2 version (one a barrier), three passes a step. The seeds have no dispersive solver;
// the figures to hold it against are the memory limit (kDeepWaterModel) and
// published FFT timings (BENCHMARKS.md).
#include "bench/bench_case_parts.hpp"

#include <string>

#include "sim/deep_water/deep_water_gpu.hpp"

namespace tp::bench {

void runDeepWater(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  DeepWaterParams params;  // 0.2 m cells, 1/60 s, 20 m deep, the sponge on
  DeepWaterGpu ours(shaders, params, n);
  const std::vector<float> state = noiseField(2 * size_t(c.cells), 5, -0.05f, 0.05f);
  ours.writeState(state);
  c.designs.push_back(timed("ours",
                            "compute, vec2 (h, phi) storage buffer in place: rows forward, column pairs "
                            "(forward, exact mode step in double, inverse), rows inverse; radix-2 butterflies in "
                            "shared memory, three stages a barrier (eight values an invocation)",
                            c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  ours.usePlainRadix2(true);
  ours.writeState(state);
  c.designs.push_back(timed("ours_plain_radix2", "the same passes, one radix-2 stage a barrier", c.cells,
                            [&](int k) { ours.step(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
