#include "bench/spring_step_variants.hpp"

namespace tp::bench {

const std::vector<NamedSpringStepKernel>& springStepKernelVariants() {
  // Dropped after benchmark runs (BENCHMARKS.md): blocks of 2 or 4 columns an
  // invocation (neighbouring lanes no longer read neighbouring texels, much
  // slower); strips of 16; shared tiles 32 or more rows high with strips of 8;
  // `restrict` on the state images (no change at all); the neighbours summed
  // first, in strips of 8 and in the default's shared tile (the same speed as
  // the default with half the arithmetic: the step is not limited by it); the
  // seed's two passes, velocity then position, each reading an R8 water mask
  // (34 bytes a cell-step against the fused pass's 16; the seed's own design
  // still runs as "seed").
  static const std::vector<NamedSpringStepKernel> variants = {
      {"fused_simple", {}},
      {"strip8_32x4", {.strip = 8, .groupWidth = 32, .groupHeight = 4}},
      {"strip4_32x8", {.strip = 4, .groupWidth = 32, .groupHeight = 8}},
      {"strip8_32x4_inner", {.strip = 8, .groupWidth = 32, .groupHeight = 4, .interiorPath = true}},
      {"fetch_strip8_32x8", {.texelFetch = true, .strip = 8, .groupWidth = 32, .groupHeight = 8}},
      {"fetch_strip8_32x4_inner", {.texelFetch = true, .strip = 8, .groupWidth = 32, .groupHeight = 4, .interiorPath = true}},
      {"fetch_strip8_32x8_inner", {.texelFetch = true, .strip = 8, .groupWidth = 32, .groupHeight = 8, .interiorPath = true}},
      {"fetch_strip4_32x8_inner", {.texelFetch = true, .strip = 4, .groupWidth = 32, .groupHeight = 8, .interiorPath = true}},
      {"shared_strip4_32x8", {.strip = 4, .groupWidth = 32, .groupHeight = 8, .shared = true}},
      {"shared_fetch_strip4_32x8", {.texelFetch = true, .strip = 4, .groupWidth = 32, .groupHeight = 8, .shared = true}},
      {"shared_strip4_32x8_inner", {.strip = 4, .groupWidth = 32, .groupHeight = 8, .shared = true, .interiorPath = true}},
      {"shared_fetch_strip4_32x8_inner",
       {.texelFetch = true, .strip = 4, .groupWidth = 32, .groupHeight = 8, .shared = true, .interiorPath = true}},
      {"shared_fetch_strip4_64x4_inner",
       {.texelFetch = true, .strip = 4, .groupWidth = 64, .groupHeight = 4, .shared = true, .interiorPath = true}},
      {"shared_fetch_strip2_32x8_inner",
       {.texelFetch = true, .strip = 2, .groupWidth = 32, .groupHeight = 8, .shared = true, .interiorPath = true}},
      {"shared_fetch_strip4_32x4_inner",
       {.texelFetch = true, .strip = 4, .groupWidth = 32, .groupHeight = 4, .shared = true, .interiorPath = true}},
  };
  return variants;
}

}  // namespace tp::bench
