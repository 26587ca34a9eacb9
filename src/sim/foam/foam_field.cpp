#include "sim/foam/foam_field.hpp"

#include <cmath>

#include "shaders/common/shared_layout.h"

namespace tp {
void FoamField::init(gl::ShaderLibrary& shaders) { program_ = &shaders.load({"sim/foam/foam_step.comp"}); }

void FoamField::allocate(int size) {
  size_ = size;
  // r: the white water's cover, g: a hull's churn.
  cover_ = gl::PingPong<gl::Texture>(gl::Texture::zeroField(size, "harbor foam A", GL_RG32F),
                                     gl::Texture::zeroField(size, "harbor foam B", GL_RG32F));
}

void FoamField::clear() {
  if (size_ == 0) return;
  const float none[2] = {0.0f, 0.0f};
  glClearTexImage(cover_.read().id(), 0, GL_RG, GL_FLOAT, none);
  glClearTexImage(cover_.write().id(), 0, GL_RG, GL_FLOAT, none);
  stamps_.clear();
  stampChurn_.clear();
}

void FoamField::stamp(glm::vec2 centre, float radius, float cover, float churn) {
  if (stamps_.size() < kMaxStamps && radius > 0) {
    stamps_.push_back({centre, radius, cover});
    stampChurn_.push_back(churn);
  }
}

void FoamField::step(const gl::Texture& surface, float cellSize, float dt, const FoamSettings& s,
                     const FoamShore& shore) {
  if (surface.width() != size_) allocate(surface.width());
  const GLuint id = program_->id();
  glProgramUniform1f(id, program_->uniform("u_cell"), cellSize);
  glProgramUniform1f(id, program_->uniform("u_dt"), dt);
  glProgramUniform1f(id, program_->uniform("u_keep"), s.lifetime > 0 ? std::exp(-dt / s.lifetime) : 0.0f);
  glProgramUniform1f(id, program_->uniform("u_churnKeep"), s.churnLifetime > 0 ? std::exp(-dt / s.churnLifetime) : 0.0f);
  glProgramUniform2f(id, program_->uniform("u_slope"), s.slopeStart, s.slopeFull);
  glProgramUniform1f(id, program_->uniform("u_windSlope"), s.windSlopeDeviation);
  glProgramUniform1f(id, program_->uniform("u_makeRate"), s.lifetime > 0 ? s.makeRate : 0.0f);
  glProgramUniform1f(id, program_->uniform("u_convergence"), s.lifetime > 0 ? s.convergence : 0.0f);
  glProgramUniform1f(id, program_->uniform("u_spread"), s.spreading);
  const bool onShore = shore.floor && s.lifetime > 0 && s.breakingRate > 0;
  glProgramUniform1f(id, program_->uniform("u_breakingRate"), onShore ? s.breakingRate : 0.0f);
  if (onShore) {
    glProgramUniform2fv(id, program_->uniform("floorExtent"), 1, &shore.floorExtent.x);
    glProgramUniform2fv(id, program_->uniform("u_gridCentre"), 1, &shore.gridCentre.x);
    glProgramUniform2fv(id, program_->uniform("u_gridExtent"), 1, &shore.gridExtent.x);
  }
  glProgramUniform1i(id, program_->uniform("u_stampCount"), GLint(stamps_.size()));
  if (!stamps_.empty()) {
    glProgramUniform4fv(id, program_->uniform("u_stamps"), GLsizei(stamps_.size()), &stamps_[0].x);
    glProgramUniform1fv(id, program_->uniform("u_stampChurn"), GLsizei(stampChurn_.size()), stampChurn_.data());
  }
  stamps_.clear();
  stampChurn_.clear();
  program_->use();
  surface.bindUnit(0);
  cover_.read().bindUnit(1);
  (onShore ? *shore.floor : surface).bindUnit(2);  // unread without a shore
  cover_.write().bindImage(0, GL_WRITE_ONLY);
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  const GLuint groups = GLuint((size_ + TP_GROUP_2D - 1) / TP_GROUP_2D);
  glDispatchCompute(groups, groups, 1);
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  cover_.swap();
}

}  // namespace tp
