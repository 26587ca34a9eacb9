#include "render/lit_programs.hpp"

#include "gl/shader_library.hpp"
#include "render/effects/sun_shadow.hpp"

namespace tp {

void LitPrograms::load(gl::ShaderLibrary& shaders, const std::vector<std::string>& stageFiles,
                       const std::string& defines, BuildAtOnce atOnce) {
  shaders_ = &shaders;
  stageFiles_ = stageFiles;
  defines_ = defines;
  built_ = {};
  if (atOnce == BuildAtOnce::None) return;
  // Both seen from above the water, as every scene is at first: a scene's
  // first frame then compiles nothing, and the library holds them before it.
  variant(true, false);
  variant(false, false);
}

gl::ShaderProgram& LitPrograms::forLight(const SkyLight& light) const {
  return variant(light.shadow && light.shadow->drawn(), light.underWaterFog != nullptr);
}

gl::ShaderProgram& LitPrograms::variant(bool shadows, bool fog) const {
  gl::ShaderProgram*& program = built_[size_t(2 * int(fog) + int(shadows))];
  if (!program)
    program = &shaders_->load(stageFiles_, defines_ + "#define SUN_SHADOWS " + std::to_string(int(shadows)) +
                                               "\n#define UNDER_WATER_FOG " + std::to_string(int(fog)) + "\n");
  return *program;
}

}  // namespace tp
