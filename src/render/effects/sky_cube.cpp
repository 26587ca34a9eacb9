#include "render/effects/sky_cube.hpp"

#include <bit>
#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"

namespace tp {

void SkyCube::init(gl::ShaderLibrary& shaders) { program_ = &shaders.load({"render/effects/sky_bake.comp"}); }

void SkyCube::update(const SkySettings& sky) {
  if (hasBake_ && sky == baked_) return;
  bake(sky);
}

void SkyCube::bake(const SkySettings& sky) {
  if (!cube_ || cube_.width() != sky.faceSize) {
    const int levels = std::bit_width(unsigned(sky.faceSize));  // down to 1×1
    cube_ = gl::Texture::createCube(GL_RGBA16F, sky.faceSize, levels);
    cube_.setLabel(GL_TEXTURE, "sky cube");
  }
  light_ = skyLightFor(sky);
  light_.cube = &cube_;
  const GLuint id = program_->id();
  glProgramUniform3fv(id, program_->uniform("sunDirection"), 1, glm::value_ptr(light_.sunDirection));
  glProgramUniform1f(id, program_->uniform("turbidity"), sky.turbidity);
  glProgramUniform1f(id, program_->uniform("cloudCover"), sky.cloudCover);
  glProgramUniform2fv(id, program_->uniform("cloudShift"), 1, glm::value_ptr(sky.cloudShift));
  glProgramUniform3fv(id, program_->uniform("sunLight"), 1, glm::value_ptr(light_.sunColour));
  const glm::vec3 seaBody = farSeaBodyColour(light_);
  glProgramUniform3fv(id, program_->uniform("seaBody"), 1, glm::value_ptr(seaBody));
  program_->use();
  cube_.bindLayeredImage(0, GL_WRITE_ONLY);
  const GLuint groups = GLuint((sky.faceSize + 7) / 8);
  glDispatchCompute(groups, groups, 6);
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT);
  glGenerateTextureMipmap(cube_.id());
  baked_ = sky;
  hasBake_ = true;
  ++bakes_;
}

}  // namespace tp
