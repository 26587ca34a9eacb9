#include "sim/spring_surface/spring_surface_step_kernel.hpp"

#include <cstring>

#include "gl/gl.hpp"

namespace tp {

std::string SpringStepKernel::defines() const {
  if (twoPass) return {};
  auto define = [](const char* name, int value) { return "#define " + std::string(name) + " " + std::to_string(value) + "\n"; };
  return define("SPRING_TEXEL_FETCH", texelFetch ? 1 : 0) + define("SPRING_COLUMNS", columns) +
         define("SPRING_STRIP", strip) + define("SPRING_GROUP_X", groupWidth) + define("SPRING_GROUP_Y", groupHeight) +
         define("SPRING_SHARED", shared ? 1 : 0);
}

std::string SpringStepKernel::describe() const {
  if (twoPass) return "two passes (velocity, position), imageLoad, R8 mask, group 16x16";
  return std::string("fused, ") + (texelFetch ? "texelFetch" : "imageLoad") + (shared ? " into shared memory" : "") +
         ", " + std::to_string(columns) + "x" + std::to_string(strip) + " cells an invocation, group " +
         std::to_string(groupWidth) + "x" + std::to_string(groupHeight);
}

const std::vector<NamedSpringStepKernel>& springStepKernelVariants() {
  static const std::vector<NamedSpringStepKernel> variants = {
      {"two_pass", {.twoPass = true}},
      {"fused_simple", {}},
      {"fused_fetch_simple", {.texelFetch = true}},
      {"strip4_32x8", {.strip = 4, .groupWidth = 32, .groupHeight = 8}},
      {"strip8_32x4", {.strip = 8, .groupWidth = 32, .groupHeight = 4}},
      {"strip8_32x8", {.strip = 8, .groupWidth = 32, .groupHeight = 8}},
      {"strip16_32x4", {.strip = 16, .groupWidth = 32, .groupHeight = 4}},
      {"block2x8_32x4", {.columns = 2, .strip = 8, .groupWidth = 32, .groupHeight = 4}},
      {"block4x4_16x8", {.columns = 4, .strip = 4, .groupWidth = 16, .groupHeight = 8}},
      {"block4x8_16x8", {.columns = 4, .strip = 8, .groupWidth = 16, .groupHeight = 8}},
      {"fetch_strip8_32x4", {.texelFetch = true, .strip = 8, .groupWidth = 32, .groupHeight = 4}},
      {"fetch_block2x8_32x4", {.texelFetch = true, .columns = 2, .strip = 8, .groupWidth = 32, .groupHeight = 4}},
      {"shared_strip4_32x8", {.strip = 4, .groupWidth = 32, .groupHeight = 8, .shared = true}},
      {"shared_strip8_32x4", {.strip = 8, .groupWidth = 32, .groupHeight = 4, .shared = true}},
      {"shared_block2x8_16x8", {.columns = 2, .strip = 8, .groupWidth = 16, .groupHeight = 8, .shared = true}},
  };
  return variants;
}

SpringStepKernel defaultSpringStepKernel(bool softwareRenderer) {
  if (softwareRenderer) return {.strip = 8, .groupWidth = 32, .groupHeight = 4};
  return {.strip = 8, .groupWidth = 32, .groupHeight = 4};
}

bool currentRendererIsSoftware() {
  const auto* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
  return renderer && std::strstr(renderer, "llvmpipe") != nullptr;
}

}  // namespace tp
