#include "bench/seed_sphere_wave.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "shaders/bench/bench_layout.h"

namespace tp::bench {
namespace {
constexpr int kWidth = 2048;  // texels a row, as in seed_sphere_wave.frag
}

SeedSphereWave::SeedSphereWave(gl::ShaderLibrary& shaders, const IcosphereMesh& mesh, float a)
    : program_(shaders.load({"bench/fullscreen.vert", "bench/seed_sphere_wave.frag"})), mesh_(&mesh), a_(a) {
  const int n = mesh.vertexCount();
  rows_ = (n + kWidth - 1) / kWidth;
  for (int i = 0; i < 3; ++i)
    textures_[i] = makeRenderTexture(GL_RGBA8, kWidth, rows_, "seed sphere heights " + std::to_string(i));
  // Neighbour slot k of every vertex: index in r (bits 16-23), g (8-15), b (0-7); a = 255, or 0 for none.
  std::vector<uint8_t> texels(size_t(kWidth) * size_t(rows_) * 4);
  for (int k = 0; k < 6; ++k) {
    std::fill(texels.begin(), texels.end(), uint8_t(0));
    for (size_t v = 0; v < size_t(n); ++v) {
      const int32_t index = mesh.rings[v][size_t(k)];
      if (index == kNoNeighbour) continue;
      texels[4 * v + 0] = uint8_t(index >> 16);
      texels[4 * v + 1] = uint8_t(index >> 8);
      texels[4 * v + 2] = uint8_t(index);
      texels[4 * v + 3] = 255;
    }
    neighbours_[k] = gl::Texture::create2D(GL_RGBA8, kWidth, rows_);
    neighbours_[k].setFilter(GL_NEAREST, GL_NEAREST);
    neighbours_[k].setLabel(GL_TEXTURE, "seed sphere n" + std::to_string(k + 1));
    neighbours_[k].upload(GL_RGBA, GL_UNSIGNED_BYTE, texels.data());
  }
  emptyVertexArray_ = gl::VertexArray::create();
  cpuHeight_.assign(texels.size(), 0);
  cpuNext_.assign(texels.size(), 0);
  const std::vector<uint8_t> rest(size_t(n) * 4, 0);
  upload(rest, rest);
}

std::vector<uint8_t> SeedSphereWave::padded(const std::vector<uint8_t>& perVertex) const {
  if (perVertex.size() != size_t(vertexCount()) * 4)
    throw std::invalid_argument("seed sphere: expected one RGBA8 texel per vertex");
  std::vector<uint8_t> texels(size_t(kWidth) * size_t(rows_) * 4, 0);
  std::copy(perVertex.begin(), perVertex.end(), texels.begin());
  return texels;
}

void SeedSphereWave::upload(const std::vector<uint8_t>& height, const std::vector<uint8_t>& previousHeight) {
  cpuHeight_ = padded(height);
  now().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, cpuHeight_.data());
  previous().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, padded(previousHeight).data());
}

void SeedSphereWave::draw() {
  glProgramUniform1f(program_.id(), TP_SEED_LOC_A, a_);
  glProgramUniform2i(program_.id(), TP_SEED_LOC_GRID_POINTS, kWidth, rows_);
  glProgramUniform1i(program_.id(), TP_SEED_LOC_VERTEX_COUNT, vertexCount());
  now().texture.bindUnit(0);
  previous().texture.bindUnit(1);
  for (GLuint k = 0; k < 6; ++k) neighbours_[k].bindUnit(2 + k);
  drawFullscreen(program_, target(), emptyVertexArray_);
}

void SeedSphereWave::step(int count) {
  for (int i = 0; i < count; ++i) {
    draw();
    // _update_map(): img = get_texture().get_data(); z_old_tex.set_data(z_tex...); z_tex.set_data(img)
    target().texture.download(GL_RGBA, GL_UNSIGNED_BYTE, cpuNext_.size(), cpuNext_.data());
    previous().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, cpuHeight_.data());
    now().texture.upload(GL_RGBA, GL_UNSIGNED_BYTE, cpuNext_.data());
    cpuHeight_.swap(cpuNext_);
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

void SeedSphereWave::stepKernelOnly(int count) {
  for (int i = 0; i < count; ++i) {
    draw();
    now_ = (now_ + 2) % 3;
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

std::vector<uint8_t> SeedSphereWave::readHeight() const {
  std::vector<uint8_t> texels(size_t(kWidth) * size_t(rows_) * 4);
  textures_[now_].texture.download(GL_RGBA, GL_UNSIGNED_BYTE, texels.size(), texels.data());
  texels.resize(size_t(vertexCount()) * 4);
  return texels;
}

}  // namespace tp::bench
