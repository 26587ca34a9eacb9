#include "bench/spring_surface_packed.hpp"

#include <stdexcept>
#include <string>

#include "shaders/common/shared_layout.h"
#include "shaders/sim/spring_surface/spring_surface_layout.h"
#include "sim/spring_surface/spring_surface_mask.hpp"
#include "sim/spring_surface/spring_surface_step_kernel.hpp"

namespace tp {
namespace {

gl::Texture packedState(int gridSize, const char* label) {
  gl::Texture texture = gl::Texture::create2D(GL_RGBA32F, gridSize / 2, gridSize);
  texture.setLabel(GL_TEXTURE, label);
  return texture;
}

}  // namespace

SpringSurfacePacked::SpringSurfacePacked(gl::ShaderLibrary& shaders, int gridSize, const SpringSurfaceParams& params,
                                         const SpringPackedShape& shape)
    : params_(params), shape_(shape), gridSize_(gridSize) {
  if (gridSize < 2 || gridSize % 2 != 0) throw std::invalid_argument("spring surface packed: grid size must be even");
  const SpringStepKernel kernel = {.columns = 2, .strip = shape.strip, .groupWidth = shape.groupWidth,
                                   .groupHeight = shape.groupHeight, .shared = shape.shared,
                                   .interiorPath = shape.interiorPath};
  program_ = &shaders.load({"bench/spring_step_packed.comp"}, kernel.defines());
  state_ = gl::PingPong<gl::Texture>(packedState(gridSize, "spring packed state A"),
                                     packedState(gridSize, "spring packed state B"));
  noForce_ = gl::Texture::create2D(GL_R32F, 1, 1);
  writeState(std::vector<float>(2 * size_t(gridSize) * size_t(gridSize), 0.0f));
}

void SpringSurfacePacked::step(int count) {
  const GLuint id = program_->id();
  glProgramUniform2i(id, SPRING_LOC_GRID_SIZE, gridSize_, gridSize_);
  glProgramUniform2i(id, SPRING_LOC_TILE_ORIGIN, 0, 0);
  glProgramUniform2i(id, SPRING_LOC_TILE_END, gridSize_, gridSize_);
  glProgramUniform1f(id, SPRING_LOC_STIFFNESS, params_.stiffness);
  glProgramUniform1f(id, SPRING_LOC_DAMPING, params_.damping);
  glProgramUniform1f(id, SPRING_LOC_DT, params_.dt);
  glProgramUniform1i(id, SPRING_LOC_HAS_FORCE, force_ ? 1 : 0);
  glProgramUniform1i(id, SPRING_LOC_RIM, params_.rim ? 1 : 0);
  program_->use();
  (force_ ? *force_ : noForce_).bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
  const int cellsX = 2 * shape_.groupWidth, cellsY = shape_.strip * shape_.groupHeight;
  const GLuint groupsX = GLuint((gridSize_ + cellsX - 1) / cellsX), groupsY = GLuint((gridSize_ + cellsY - 1) / cellsY);
  for (int i = 0; i < count; ++i) {
    state_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    state_.write().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    glDispatchCompute(groupsX, groupsY, 1);
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    state_.swap();
  }
}

void SpringSurfacePacked::writeState(const std::vector<float>& state) {
  if (state.size() != 2 * size_t(gridSize_) * size_t(gridSize_))
    throw std::invalid_argument("spring surface packed: state must have 2*grid_size^2 values");
  std::vector<float> masked = state;
  const std::vector<uint8_t> mask = makeSpringWaterMask(gridSize_, params_.rim);
  for (size_t i = 0; i < mask.size(); ++i)
    if (!mask[i]) masked[2 * i] = masked[2 * i + 1] = 0.0f;
  glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
  state_.read().upload(GL_RGBA, GL_FLOAT, masked.data());
}

std::vector<float> SpringSurfacePacked::readState() const {
  std::vector<float> state(2 * size_t(gridSize_) * size_t(gridSize_));
  glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
  state_.read().download(GL_RGBA, GL_FLOAT, state.size() * sizeof(float), state.data());
  return state;
}

}  // namespace tp
