#include "bench/grid_wave_packed.hpp"

#include <stdexcept>
#include <string>

#include "common/shared_layout.h"
#include "sim/grid_wave/grid_wave_gpu.hpp"
#include "sim/grid_wave/grid_wave_layout.h"
#include "sim/grid_wave/grid_wave_stepper.hpp"

namespace tp {
namespace {

constexpr const char* kStepPacked = "bench/grid_wave_step_packed.comp";

// A row-major float field of size×size is, byte for byte, an RGBA32F image
// of size/4 × size texels: upload and download need no repacking.
gl::Texture packedTexture(int size, const char* label) {
  gl::Texture texture = gl::Texture::create2D(GL_RGBA32F, size / 4, size);
  texture.setLabel(GL_TEXTURE, label);
  return texture;
}

}  // namespace

GridWavePacked::GridWavePacked(gl::ShaderLibrary& shaders, const GridWaveParams& params, int size, int rows)
    : shaders_(&shaders), params_(&params), size_(size), rows_(rows) {
  if (size < 4 || size % 4 != 0) throw std::invalid_argument("grid wave packed: size must be a multiple of 4");
  if (rows < 1) throw std::invalid_argument("grid wave packed: at least one row an invocation");
  heights_ = gl::PingPong<gl::Texture>(packedTexture(size, "grid wave packed height A"),
                                       packedTexture(size, "grid wave packed height B"));
  writeState(std::vector<float>(2 * size_t(size) * size_t(size), 0.0f));
}

void GridWavePacked::setLandMask(const std::vector<uint8_t>& mask) {
  if (!mask.empty() && mask.size() != size_t(size_) * size_t(size_))
    throw std::invalid_argument("grid wave packed: mask size");
  mask_ = mask;
  if (mask.empty()) {
    land_.reset();
    return;
  }
  std::vector<uint8_t> bytes(mask.size());
  for (size_t i = 0; i < mask.size(); ++i) bytes[i] = mask[i] != 0 ? 255 : 0;
  land_ = gl::Texture::create2D(GL_R8, size_, size_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  land_.upload(GL_RED, GL_UNSIGNED_BYTE, bytes.data());
}

void GridWavePacked::step(int count) {
  const bool land = land_.id() != 0;
  std::string defines = "#define PACKED_ROWS " + std::to_string(rows_) + "\n";
  if (params_->laplacian == int(GridWaveLaplacian::NinePoint)) defines += "#define NINE_POINT 1\n";
  if (land) defines += "#define LAND_MASK 1\n";
  gl::ShaderProgram& program = shaders_->load({kStepPacked}, defines);
  program.use();
  setGridWaveStepUniforms(program, *params_, size_);
  if (land) land_.bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
  const GLuint groupsX = GLuint((size_ / 4 + TP_GW_COLUMN_GROUP_X - 1) / TP_GW_COLUMN_GROUP_X);
  const GLuint groupsY = GLuint((size_ + TP_GW_COLUMN_GROUP_Y * rows_ - 1) / (TP_GW_COLUMN_GROUP_Y * rows_));
  for (int i = 0; i < count; ++i) {
    heights_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    heights_.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_WRITE);
    glDispatchCompute(groupsX, groupsY, 1);
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    heights_.swap();
  }
}

std::vector<float> GridWavePacked::readState() const {
  const size_t cells = size_t(size_) * size_t(size_);
  std::vector<float> z(cells), zOld(cells);
  glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
  heights_.read().download(GL_RGBA, GL_FLOAT, cells * sizeof(float), z.data());
  heights_.write().download(GL_RGBA, GL_FLOAT, cells * sizeof(float), zOld.data());
  return interleaveGridWaveFields(z, zOld);
}

void GridWavePacked::writeState(const std::vector<float>& state) {
  const GridWaveFields fields = splitGridWaveState(state, size_t(size_) * size_t(size_), mask_);
  glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
  heights_.read().upload(GL_RGBA, GL_FLOAT, fields.height.data());
  heights_.write().upload(GL_RGBA, GL_FLOAT, fields.previous.data());
}

}  // namespace tp
