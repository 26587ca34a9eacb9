#include "bench/seed_grid_wave.hpp"

#include <stdexcept>

#include "shaders/bench/bench_layout.h"

namespace tp::bench {

SeedGridWave::SeedGridWave(gl::ShaderLibrary& shaders, int size, float a)
    : program_(shaders.load({"bench/fullscreen.vert", "bench/seed_grid_wave.frag"})), size_(size), a_(a) {
  for (int i = 0; i < 3; ++i)
    textures_[i] = makeRenderTexture(GL_RGBA8, size, size, "seed grid wave " + std::to_string(i));
  emptyVertexArray_ = gl::VertexArray::create();
  const size_t bytes = size_t(size) * size_t(size) * 4;
  cpuHeight_.assign(bytes, 0);
  cpuNext_.assign(bytes, 0);
  upload(cpuHeight_, cpuHeight_);
}

void SeedGridWave::upload(const std::vector<uint8_t>& height, const std::vector<uint8_t>& previousHeight) {
  const size_t bytes = size_t(size_) * size_t(size_) * 4;
  if (height.size() != bytes || previousHeight.size() != bytes)
    throw std::invalid_argument("seed grid wave: expected size² RGBA8 texels");
  now().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, height.data());
  previous().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, previousHeight.data());
  cpuHeight_ = height;
}

void SeedGridWave::draw() {
  glProgramUniform1f(program_.id(), TP_SEED_LOC_A, a_);
  glProgramUniform1f(program_.id(), TP_SEED_LOC_GRID_POINTS, float(size_));
  now().texture.bindUnit(0);
  previous().texture.bindUnit(1);
  drawFullscreen(program_, target(), emptyVertexArray_);
}

void SeedGridWave::step(int count) {
  const size_t bytes = cpuNext_.size();
  for (int i = 0; i < count; ++i) {
    draw();
    // get_data(): the whole rendered texture to the CPU (waits for the draw).
    target().texture.download(GL_RGBA, GL_UNSIGNED_BYTE, bytes, cpuNext_.data());
    // old_z_tex.set_data(z_tex.get_data()); z_tex.set_data(img)
    previous().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, cpuHeight_.data());
    now().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, cpuNext_.data());
    cpuHeight_.swap(cpuNext_);
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

void SeedGridWave::stepKernelOnly(int count) {
  for (int i = 0; i < count; ++i) {
    draw();
    now_ = (now_ + 2) % 3;  // target becomes now, now becomes previous
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

std::vector<uint8_t> SeedGridWave::readHeight() const {
  std::vector<uint8_t> texels(size_t(size_) * size_t(size_) * 4);
  textures_[now_].texture.download(GL_RGBA, GL_UNSIGNED_BYTE, texels.size(), texels.data());
  return texels;
}

std::vector<float> SeedGridWave::decode(const std::vector<uint8_t>& rgba) {
  std::vector<float> heights(rgba.size() / 4);
  for (size_t i = 0; i < heights.size(); ++i)
    heights[i] = (float(rgba[4 * i]) - float(rgba[4 * i + 1])) / 255.0f;
  return heights;
}

}  // namespace tp::bench
