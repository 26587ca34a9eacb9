#include "bench/seed_spring_surface.hpp"

#include <stdexcept>

#include "shaders/bench/bench_layout.h"

namespace tp::bench {

SeedSpringSurface::SeedSpringSurface(gl::ShaderLibrary& shaders, int size, float stiffness, float damping, float dt)
    : velocityPass_(shaders.load({"bench/seed_spring_velocity.comp"})),
      positionPass_(shaders.load({"bench/seed_spring_position.comp"})),
      size_(size),
      stiffness_(stiffness),
      damping_(damping),
      dt_(dt) {
  const GLsizeiptr bytes = GLsizeiptr(size) * GLsizeiptr(size) * GLsizeiptr(sizeof(float));
  heights_ = gl::Buffer::create(bytes);
  for (gl::Buffer& velocity : velocities_) velocity = gl::Buffer::create(bytes);
  const float zero = 0.0f;
  glClearNamedBufferData(heights_.id(), GL_R32F, GL_RED, GL_FLOAT, &zero);
  for (gl::Buffer& velocity : velocities_) glClearNamedBufferData(velocity.id(), GL_R32F, GL_RED, GL_FLOAT, &zero);
  output_ = gl::Texture::create2D(GL_R8, size, size);
  output_.setLabel(GL_TEXTURE, "seed spring springOutTex");
}

void SeedSpringSurface::upload(const std::vector<float>& state) {
  const size_t cells = size_t(size_) * size_t(size_);
  if (state.size() != 2 * cells) throw std::invalid_argument("seed spring: expected size² × 2 floats");
  std::vector<float> h(cells), v(cells);
  for (size_t i = 0; i < cells; ++i) {
    h[i] = state[2 * i];
    v[i] = state[2 * i + 1];
  }
  heights_.upload(0, GLsizeiptr(cells * sizeof(float)), h.data());
  velocities_[current_].upload(0, GLsizeiptr(cells * sizeof(float)), v.data());
}

std::vector<float> SeedSpringSurface::readState() const {
  const size_t cells = size_t(size_) * size_t(size_);
  std::vector<float> h(cells), v(cells), state(2 * cells);
  glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
  heights_.download(0, GLsizeiptr(cells * sizeof(float)), h.data());
  velocities_[current_].download(0, GLsizeiptr(cells * sizeof(float)), v.data());
  for (size_t i = 0; i < cells; ++i) {
    state[2 * i] = h[i];
    state[2 * i + 1] = v[i];
  }
  return state;
}

void SeedSpringSurface::step(int count) {
  const GLuint groups = GLuint((size_ + TP_SEED_SPRING_GROUP - 1) / TP_SEED_SPRING_GROUP);
  glProgramUniform1i(velocityPass_.id(), TP_SEED_LOC_GRID_POINTS, size_);
  glProgramUniform1f(velocityPass_.id(), TP_SEED_LOC_STIFFNESS, stiffness_);
  glProgramUniform1f(velocityPass_.id(), TP_SEED_LOC_DAMPING, damping_);
  glProgramUniform1f(velocityPass_.id(), TP_SEED_LOC_TIME_STEP, dt_);
  glProgramUniform1i(positionPass_.id(), TP_SEED_LOC_GRID_POINTS, size_);
  glProgramUniform1f(positionPass_.id(), TP_SEED_LOC_TIME_STEP, dt_);
  glProgramUniform1f(positionPass_.id(), TP_SEED_LOC_EXTERNAL_FORCE, 0.0f);
  heights_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SEED_SSBO_HEIGHTS);
  output_.bindImage(TP_SEED_IMAGE_SPRING_OUT, GL_WRITE_ONLY);
  for (int i = 0; i < count; ++i) {
    velocityPass_.use();
    velocities_[current_].bindBase(GL_SHADER_STORAGE_BUFFER, TP_SEED_SSBO_VELOCITY_IN);
    velocities_[1 - current_].bindBase(GL_SHADER_STORAGE_BUFFER, TP_SEED_SSBO_VELOCITY_OUT);
    glDispatchCompute(groups, groups, 1);
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    current_ = 1 - current_;

    positionPass_.use();
    velocities_[current_].bindBase(GL_SHADER_STORAGE_BUFFER, TP_SEED_SSBO_VELOCITY_IN);
    glDispatchCompute(groups, groups, 1);
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
  }
}

}  // namespace tp::bench
