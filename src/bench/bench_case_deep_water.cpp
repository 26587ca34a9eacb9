// The deep-water solver's benchmark designs, three passes a step: ours
// (Stockham transforms, radix 8 in registers), and the radix-2 versions it
// replaced (three stages a barrier, and the plain one, one a barrier). The seeds have no dispersive solver;
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
                            "(forward, exact mode step in double, inverse), rows inverse; Stockham transforms, "
                            "radix 8 in registers, an exchange through padded shared memory a stage",
                            c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  ours.useTransform(DeepWaterGpu::Transform::radix2Grouped);
  ours.writeState(state);
  c.designs.push_back(timed("ours_radix2_grouped",
                            "the same passes, radix-2 transforms in place in shared memory (bit-reversed loads), "
                            "three stages a barrier",
                            c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  ours.useTransform(DeepWaterGpu::Transform::radix2Plain);
  ours.writeState(state);
  c.designs.push_back(timed("ours_plain_radix2", "the same passes, one radix-2 stage a barrier", c.cells,
                            [&](int k) { ours.step(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
