#include "sim/spring_surface/spring_surface_step_kernel.hpp"

namespace tp {

std::string SpringStepKernel::defines() const {
  if (twoPass) return {};
  auto define = [](const char* name, int value) { return "#define " + std::string(name) + " " + std::to_string(value) + "\n"; };
  return define("SPRING_TEXEL_FETCH", texelFetch ? 1 : 0) + define("SPRING_COLUMNS", columns) +
         define("SPRING_STRIP", strip) + define("SPRING_GROUP_X", groupWidth) + define("SPRING_GROUP_Y", groupHeight) +
         define("SPRING_SHARED", shared ? 1 : 0) + define("SPRING_INTERIOR_PATH", interiorPath ? 1 : 0) +
         define("SPRING_SUM_FORM", summedNeighbours ? 1 : 0);
}

std::string SpringStepKernel::describe() const {
  if (twoPass) return "two passes (velocity, position), imageLoad, R8 mask, group 16x16";
  return std::string("fused, ") + (texelFetch ? "texelFetch" : "imageLoad") + (shared ? " into shared memory" : "") +
         ", " + std::to_string(columns) + "x" + std::to_string(strip) + " cells an invocation, group " +
         std::to_string(groupWidth) + "x" + std::to_string(groupHeight) + (interiorPath ? ", inner blocks untested" : "") +
         (summedNeighbours ? ", inner sums first" : "");
}

const std::vector<NamedSpringStepKernel>& springStepKernelVariants() {
  // Dropped after benchmark runs (BENCHMARKS.md): blocks of 2 or 4 columns an
  // invocation (neighbouring lanes no longer read neighbouring texels, much
  // slower); strips of 16; shared tiles 32 or more rows high with strips of 8;
  // `restrict` on the state images (no change at all); the neighbours summed
  // first in strips of 8, with and without a shared tile (below the default:
  // the step is not limited by its arithmetic).
  static const std::vector<NamedSpringStepKernel> variants = {
      {"two_pass", {.twoPass = true}},
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
      {"shared_fetch_strip4_32x8_inner_sum",
       {.texelFetch = true, .strip = 4, .groupWidth = 32, .groupHeight = 8, .shared = true, .interiorPath = true,
        .summedNeighbours = true}},
  };
  return variants;
}

SpringStepKernel defaultSpringStepKernel(bool softwareRenderer) {
  // llvmpipe: one column of 8 cells by imageLoad, no shared memory, no second
  // copy of the walk, about twice as fast as the two passes; texelFetch,
  // shared tiles and the inner-block copy were all slower there.
  if (softwareRenderer) return {.strip = 8, .groupWidth = 32, .groupHeight = 4};
  // A GPU: a shared tile of 32 × 32 cells (+ halo) a group, 4 cells an
  // invocation, inner blocks untested, the tile filled by texelFetch: the
  // fastest variant at 8192², a few per cent ahead of filling it by
  // imageLoad and over four times the two passes (BENCHMARKS.md).
  return {.texelFetch = true, .strip = 4, .groupWidth = 32, .groupHeight = 8, .shared = true, .interiorPath = true};
}

}  // namespace tp
