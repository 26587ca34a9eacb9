#include "bench/seed_splat_fluid.hpp"

#include <stdexcept>
#include <string>

#include "shaders/bench/bench_layout.h"
#include "shaders/common/shared_layout.h"

namespace tp::bench {

SeedSplatFluid::SeedSplatFluid(gl::ShaderLibrary& shaders, int size, float rho0)
    : program_(shaders.load({"bench/fullscreen.vert", "bench/seed_splat_fluid.frag"})),
      computeProgram_(shaders.load({"bench/seed_splat_fluid.comp"})),
      size_(size),
      rho0_(rho0) {
  for (int i = 0; i < 2; ++i) {
    textures_[i] = makeRenderTexture(GL_RGBA32F, size, size, "seed splat fluid " + std::to_string(i));
    const float zero[4] = {0, 0, 0, 0};
    glClearTexImage(textures_[i].texture.id(), 0, GL_RGBA, GL_FLOAT, zero);
  }
  emptyVertexArray_ = gl::VertexArray::create();
}

void SeedSplatFluid::upload(const std::vector<float>& state) {
  const size_t cells = size_t(size_) * size_t(size_);
  if (state.size() != cells * 3) throw std::invalid_argument("seed splat fluid: expected size² × 3 floats");
  std::vector<float> rgba(cells * 4, 0.0f);
  for (size_t i = 0; i < cells; ++i)
    for (size_t c = 0; c < 3; ++c) rgba[4 * i + c] = state[3 * i + c];
  textures_[current_].texture.upload(GL_RGBA, GL_FLOAT, rgba.data());
}

std::vector<float> SeedSplatFluid::readState() const {
  const size_t cells = size_t(size_) * size_t(size_);
  std::vector<float> rgba(cells * 4);
  textures_[current_].texture.download(GL_RGBA, GL_FLOAT, rgba.size() * sizeof(float), rgba.data());
  std::vector<float> state(cells * 3);
  for (size_t i = 0; i < cells; ++i)
    for (size_t c = 0; c < 3; ++c) state[3 * i + c] = rgba[4 * i + c];
  return state;
}

void SeedSplatFluid::setUniforms(GLuint program, float periodicMass, float sprayScale) const {
  glProgramUniform2i(program, TP_SEED_LOC_GRID_POINTS, size_, size_);
  glProgramUniform1f(program, TP_SEED_LOC_RHO0, rho0_);
  glProgramUniform1f(program, TP_SEED_LOC_PERIODIC_MASS, periodicMass);
  glProgramUniform1f(program, TP_SEED_LOC_SPRAY_SCALE, sprayScale);
  glProgramUniform1i(program, TP_SEED_LOC_SPLASH_NOW, 0);
}

void SeedSplatFluid::step(int count, bool splashFirst, float periodicMass, float sprayScale) {
  const GLuint id = program_.id();
  setUniforms(id, periodicMass, sprayScale);
  for (int i = 0; i < count; ++i) {
    glProgramUniform1i(id, TP_SEED_LOC_SPLASH_NOW, splashFirst && i == 0 ? 1 : 0);
    textures_[current_].texture.bindUnit(0);
    drawFullscreen(program_, textures_[1 - current_], emptyVertexArray_);
    current_ = 1 - current_;
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

void SeedSplatFluid::stepCompute(int count) {
  setUniforms(computeProgram_.id(), 0.5f, 0.001f);
  computeProgram_.use();
  const GLuint groups = GLuint((size_ + TP_GROUP_2D - 1) / TP_GROUP_2D);
  for (int i = 0; i < count; ++i) {
    textures_[current_].texture.bindUnit(0);
    textures_[1 - current_].texture.bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    glDispatchCompute(groups, groups, 1);
    glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT | GL_FRAMEBUFFER_BARRIER_BIT);
    current_ = 1 - current_;
  }
}

}  // namespace tp::bench
