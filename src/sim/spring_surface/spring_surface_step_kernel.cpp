#include "sim/spring_surface/spring_surface_step_kernel.hpp"

namespace tp {

std::string SpringStepKernel::defines() const {
  auto define = [](const char* name, int value) { return "#define " + std::string(name) + " " + std::to_string(value) + "\n"; };
  return define("SPRING_TEXEL_FETCH", texelFetch ? 1 : 0) + define("SPRING_COLUMNS", columns) +
         define("SPRING_STRIP", strip) + define("SPRING_GROUP_X", groupWidth) + define("SPRING_GROUP_Y", groupHeight) +
         define("SPRING_SHARED", shared ? 1 : 0) + define("SPRING_INTERIOR_PATH", interiorPath ? 1 : 0);
}

std::string SpringStepKernel::describe() const {
  return std::string("fused, ") + (texelFetch ? "texelFetch" : "imageLoad") + (shared ? " into shared memory" : "") +
         ", " + std::to_string(columns) + "x" + std::to_string(strip) + " cells an invocation, group " +
         std::to_string(groupWidth) + "x" + std::to_string(groupHeight) + (interiorPath ? ", inner blocks untested" : "");
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
