#include "scenes/harbor/wake_mask.hpp"

#include <glm/gtc/type_ptr.hpp>
#include <stdexcept>

#include "common/shared_layout.h"
#include "gl/shader_library.hpp"
#include "render/harbor/harbor_layout.h"
#include "render/lit_mesh.hpp"

namespace tp {
namespace {

gl::Texture makeMask(int cells, const char* label) {
  gl::Texture mask = gl::Texture::create2D(GL_RG16F, cells, cells);
  mask.setLabel(GL_TEXTURE, label);
  const float zero[2] = {0, 0};
  glClearTexImage(mask.id(), 0, GL_RG, GL_FLOAT, zero);
  return mask;
}

gl::Framebuffer framebufferFor(const gl::Texture& mask) {
  gl::Framebuffer framebuffer = gl::Framebuffer::create();
  framebuffer.attach(GL_COLOR_ATTACHMENT0, mask);
  if (const std::string status = framebuffer.checkStatus(); !status.empty())
    throw std::runtime_error("wake mask framebuffer: " + status);
  return framebuffer;
}

}  // namespace

void WakeMask::init(gl::ShaderLibrary& shaders) {
  drawProgram_ = &shaders.load({"render/harbor/wake_mask.vert", "render/harbor/wake_mask.frag"});
  compareProgram_ = &shaders.load({"render/harbor/wake_compare.comp"});
}

void WakeMask::resize(int cells, glm::vec2 extent) {
  extent_ = extent;
  havePrevious_ = false;
  if (cells == cells_) return;
  cells_ = cells;
  masks_ = gl::PingPong<gl::Texture>(makeMask(cells, "wake mask A"), makeMask(cells, "wake mask B"));
  framebuffers_ = gl::PingPong<gl::Framebuffer>(framebufferFor(masks_.read()), framebufferFor(masks_.write()));
  delta_ = gl::Texture::create2D(GL_R32F, cells, cells);
  delta_.setLabel(GL_TEXTURE, "wake height delta");
  const float zero = 0;
  glClearTexImage(delta_.id(), 0, GL_RED, GL_FLOAT, &zero);
}

void WakeMask::begin() {
  framebuffers_.write().bind();
  glViewport(0, 0, cells_, cells_);
  const float clear[4] = {0, 0, 0, 0};
  glClearNamedFramebufferfv(framebuffers_.write().id(), GL_COLOR, 0, clear);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
  glEnable(GL_BLEND);
  glBlendEquation(GL_MAX);
  const GLuint id = drawProgram_->id();
  glProgramUniform2fv(id, drawProgram_->uniform("extent"), 1, glm::value_ptr(extent_));
  glProgramUniform1f(id, drawProgram_->uniform("seaLevel"), 0.0f);
  drawProgram_->use();
  drawing_ = true;
}

void WakeMask::addHull(const LitMesh& hull, const glm::mat4& model, float speed) {
  if (!drawing_) return;
  const GLuint id = drawProgram_->id();
  glProgramUniformMatrix4fv(id, drawProgram_->uniform("model"), 1, GL_FALSE, glm::value_ptr(model));
  glProgramUniform1f(id, drawProgram_->uniform("speed"), speed);
  hull.draw();
}

bool WakeMask::end(float amplitude) {
  drawing_ = false;
  glBlendEquation(GL_FUNC_ADD);
  glDisable(GL_BLEND);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  masks_.swap();
  framebuffers_.swap();
  const bool compared = havePrevious_;
  havePrevious_ = true;
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  if (!compared) {
    const float zero = 0;
    glClearTexImage(delta_.id(), 0, GL_RED, GL_FLOAT, &zero);
    return false;
  }
  compareProgram_->use();
  glProgramUniform1f(compareProgram_->id(), HARBOR_LOC_WAKE_AMPLITUDE, amplitude);
  masks_.read().bindImage(HARBOR_IMAGE_MASK_NOW, GL_READ_ONLY);
  masks_.write().bindImage(HARBOR_IMAGE_MASK_BEFORE, GL_READ_ONLY);
  delta_.bindImage(HARBOR_IMAGE_WAKE_DELTA, GL_WRITE_ONLY);
  const GLuint groups = GLuint((cells_ + TP_GROUP_2D - 1) / TP_GROUP_2D);
  glDispatchCompute(groups, groups, 1);
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  return true;
}

}  // namespace tp
