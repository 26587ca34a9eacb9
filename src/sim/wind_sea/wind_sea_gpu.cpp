#include "sim/wind_sea/wind_sea_gpu.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numbers>
#include <stdexcept>
#include <string>

#include "shaders/sim/wind_sea/wind_sea_layout.h"
#include "sim/fft/fft_stockham_defines.hpp"
#include "sim/fft/fft_twiddles.hpp"
#include "sim/wind_sea/wind_sea_model.hpp"

namespace tp {
namespace {

constexpr const char* kSpectrum = "sim/wind_sea/spectrum.comp";
constexpr const char* kRows = "sim/wind_sea/ifft_rows.comp";
constexpr const char* kColumns = "sim/wind_sea/ifft_columns.comp";
constexpr const char* kMipLevels = "sim/wind_sea/mip_levels.comp";
constexpr double kPi = std::numbers::pi;

int mipLevels(int size) { return fftLog2(size) + 1; }

gl::Texture makeFieldTexture(int size, const char* label) {
  gl::Texture texture = gl::Texture::create2D(GL_RGBA32F, size, size, mipLevels(size));
  texture.setLabel(GL_TEXTURE, label);
  glTextureParameteri(texture.id(), GL_TEXTURE_WRAP_S, GL_REPEAT);
  glTextureParameteri(texture.id(), GL_TEXTURE_WRAP_T, GL_REPEAT);
  glTextureParameteri(texture.id(), GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
  glTextureParameteri(texture.id(), GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  const float zeros[4] = {0, 0, 0, 0};
  for (int level = 0; level < mipLevels(size); ++level) glClearTexImage(texture.id(), level, GL_RGBA, GL_FLOAT, zeros);
  return texture;
}

}  // namespace

WindSeaGpu::WindSeaGpu(gl::ShaderLibrary& shaders, int size) : shaders_(&shaders), size_(size) {
  if (size < kWindSeaMinSize || size > kWindSeaMaxSize || (size & (size - 1)) != 0)
    throw std::invalid_argument("the wind sea needs a power-of-two size from " + std::to_string(kWindSeaMinSize) +
                                " to " + std::to_string(kWindSeaMaxSize) + ", got " + std::to_string(size));
  const size_t cells = size_t(size) * size_t(size);
  field_ = gl::Buffer::create(GLsizeiptr(cells * WS_PLANES * 2 * sizeof(float)));
  field_.setLabel(GL_BUFFER, "wind sea field");
  const std::vector<float> twiddles = fftTwiddleTable(size);
  twiddles_ = gl::Buffer::create(GLsizeiptr(twiddles.size() * sizeof(float)), twiddles.data(), 0);
  twiddles_.setLabel(GL_BUFFER, "wind sea twiddles");
  // Made calm from the start with its data: on the NVIDIA 580 driver a
  // glClearNamedBufferData here wiped the first upload that followed.
  const std::vector<float> calm(cells * 4, 0.0f);
  amplitudes_ = gl::Buffer::create(GLsizeiptr(calm.size() * sizeof(float)), calm.data());
  amplitudes_.setLabel(GL_BUFFER, "wind sea amplitudes");
  displacement_ = makeFieldTexture(size, "wind sea displacement");
  slope_ = makeFieldTexture(size, "wind sea slope");
  spectrum_ = &program(kSpectrum);
  rows_ = &program(kRows);
  columns_ = &program(kColumns);
  mipLevels_ = &shaders.load({kMipLevels});
}

gl::ShaderProgram& WindSeaGpu::program(const char* file) const {
  // The library caches by file and defines: only the first call compiles.
  // A row or column's four planes are the transforms' four lanes.
  return shaders_->load({file}, fftStockhamDefines(size_, WS_PLANES) + "#define WS_GROUP " +
                                    std::to_string(size_ / 2) + "\n");
}

void WindSeaGpu::setAmplitudes(const std::vector<std::complex<float>>& amplitudes, double patchMetres,
                               double gravity) {
  if (amplitudes.size() != size_t(size_) * size_t(size_))
    throw std::invalid_argument("wind sea amplitudes must hold n×n values");
  if (!(patchMetres > 0.0)) throw std::invalid_argument("a wind sea patch needs a positive width");
  // h₀ and each mode's whole turns per loop, worked out here in double so the
  // GPU and the CPU twin advance every mode alike.
  std::vector<float> packed(amplitudes.size() * 4, 0.0f);
  for (int row = 0; row < size_; ++row)
    for (int column = 0; column < size_; ++column) {
      const size_t at = size_t(row) * size_t(size_) + size_t(column);
      packed[4 * at] = amplitudes[at].real();
      packed[4 * at + 1] = amplitudes[at].imag();
      packed[4 * at + 2] = float(windSeaLoopTurns(gravity, windSeaMode(row, column, size_, patchMetres).k));
    }
  amplitudes_.upload(0, GLsizeiptr(packed.size() * sizeof(float)), packed.data());
  patchMetres_ = patchMetres;
}

void WindSeaGpu::update(double seconds) {
  field_.bindBase(GL_SHADER_STORAGE_BUFFER, WS_SSBO_FIELD);
  twiddles_.bindBase(GL_SHADER_STORAGE_BUFFER, WS_SSBO_TWIDDLES);
  amplitudes_.bindBase(GL_SHADER_STORAGE_BUFFER, WS_SSBO_AMPLITUDES);

  gl::ShaderProgram& spectrum = *spectrum_;
  const WindSeaLoopTime loop = windSeaLoopTime(seconds);
  glProgramUniform2f(spectrum.id(), spectrum.uniform("u_loopTime"), loop.high, loop.low);
  glProgramUniform1f(spectrum.id(), spectrum.uniform("u_wavenumberUnit"), float(2.0 * kPi / patchMetres_));
  spectrum.use();
  const GLuint tiles = GLuint((size_ + 15) / 16);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
  glDispatchCompute(tiles, tiles, 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);

  rows_->use();
  glDispatchCompute(GLuint(size_), 1, 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);

  columns_->use();
  displacement_.bindImage(WS_IMAGE_DISPLACEMENT, GL_WRITE_ONLY);
  slope_.bindImage(WS_IMAGE_SLOPE, GL_WRITE_ONLY);
  glDispatchCompute(GLuint(size_), 1, 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  buildMipLevels();
}

void WindSeaGpu::buildMipLevels() const {
  const int top = mipLevels(size_) - 1;
  gl::ShaderProgram& program = *mipLevels_;
  program.use();
  displacement_.bindUnit(0);
  slope_.bindUnit(1);
  for (int source = 0; source < top; source += WS_MIP_LEVELS_A_PASS) {
    const int levels = std::min(WS_MIP_LEVELS_A_PASS, top - source);
    for (int i = 0; i < WS_MIP_LEVELS_A_PASS; ++i) {
      const int level = std::min(source + 1 + i, top);  // units past `levels` are bound but not written
      displacement_.bindImage(GLuint(i), GL_WRITE_ONLY, level);
      slope_.bindImage(GLuint(WS_MIP_LEVELS_A_PASS + i), GL_WRITE_ONLY, level);
    }
    glProgramUniform1i(program.id(), program.uniform("sourceLevel"), source);
    glProgramUniform1i(program.id(), program.uniform("levels"), levels);
    const GLuint groups = GLuint(std::max((size_ >> (source + 1)) / WS_MIP_GROUP, 1));
    glDispatchCompute(groups, groups, 1);
    // The next pass reads what this one wrote; the renderers sample every level.
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  }
}

}  // namespace tp
