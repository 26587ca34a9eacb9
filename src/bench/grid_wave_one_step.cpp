#include "bench/grid_wave_one_step.hpp"

#include <stdexcept>
#include <string>

#include "shaders/bench/bench_layout.h"
#include "shaders/common/shared_layout.h"
#include "shaders/sim/grid_wave/grid_wave_layout.h"
#include "sim/grid_wave/grid_wave_gpu.hpp"
#include "sim/grid_wave/grid_wave_stepper.hpp"

namespace tp {
namespace {

constexpr const char* kStepPacked = "bench/grid_wave_step_packed.comp";
constexpr const char* kStepTile = "bench/grid_wave_step_tile.comp";

// A row-major float field of size×size is, byte for byte, an RGBA32F image
// of size/4 × size texels: upload and download need no repacking.
gl::Texture heightTexture(int size, GridWaveOneStep::Design design, const char* label) {
  gl::Texture texture = design == GridWaveOneStep::Design::Packed ? gl::Texture::create2D(GL_RGBA32F, size / 4, size)
                                                                  : gl::Texture::create2D(GL_R32F, size, size);
  texture.setLabel(GL_TEXTURE, label);
  return texture;
}

GLuint groupsFor(int cells, int perGroup) { return GLuint((cells + perGroup - 1) / perGroup); }

}  // namespace

GridWaveOneStep::GridWaveOneStep(gl::ShaderLibrary& shaders, const GridWaveParams& params, int size, Design design,
                                 int rows)
    : shaders_(&shaders), params_(&params), size_(size), rows_(rows), design_(design) {
  if (size < 1) throw std::invalid_argument("grid wave one step: size must be positive");
  if (design == Design::Packed && size % 4 != 0)
    throw std::invalid_argument("grid wave packed: size must be a multiple of 4");
  if (rows < 1) throw std::invalid_argument("grid wave packed: at least one row an invocation");
  heights_ = gl::PingPong<gl::Texture>(heightTexture(size, design, "grid wave bench height A"),
                                       heightTexture(size, design, "grid wave bench height B"));
  writeState(std::vector<float>(2 * size_t(size) * size_t(size), 0.0f));
}

void GridWaveOneStep::setLandMask(const std::vector<uint8_t>& mask) {
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

void GridWaveOneStep::step(int count) {
  const bool land = land_.id() != 0;
  const bool packed = design_ == Design::Packed;
  std::string defines = packed ? "#define PACKED_ROWS " + std::to_string(rows_) + "\n" : "";
  if (params_->laplacian == int(GridWaveLaplacian::NinePoint)) defines += "#define NINE_POINT 1\n";
  if (land) defines += "#define LAND_MASK 1\n";
  gl::ShaderProgram& program = shaders_->load({packed ? kStepPacked : kStepTile}, defines);
  program.use();
  setGridWaveStepUniforms(program, *params_, size_);
  if (land) land_.bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
  const GLuint groupsX = packed ? groupsFor(size_ / 4, TP_GW_COLUMN_GROUP_X) : groupsFor(size_, TP_GROUP_2D);
  const GLuint groupsY = packed ? groupsFor(size_, TP_GW_COLUMN_GROUP_Y * rows_)
                                : groupsFor(size_, TP_GROUP_2D * TP_BENCH_GW_TILE_ROWS);
  for (int i = 0; i < count; ++i) {
    heights_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    heights_.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_WRITE);
    glDispatchCompute(groupsX, groupsY, 1);
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    heights_.swap();
  }
}

std::vector<float> GridWaveOneStep::readState() const {
  const size_t cells = size_t(size_) * size_t(size_);
  std::vector<float> z(cells), zOld(cells);
  glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
  const GLenum format = design_ == Design::Packed ? GL_RGBA : GL_RED;
  heights_.read().download(format, GL_FLOAT, cells * sizeof(float), z.data());
  heights_.write().download(format, GL_FLOAT, cells * sizeof(float), zOld.data());
  return interleaveGridWaveFields(z, zOld);
}

void GridWaveOneStep::writeState(const std::vector<float>& state) {
  const GridWaveFields fields = splitGridWaveState(state, size_t(size_) * size_t(size_), mask_);
  glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
  const GLenum format = design_ == Design::Packed ? GL_RGBA : GL_RED;
  heights_.read().upload(format, GL_FLOAT, fields.height.data());
  heights_.write().upload(format, GL_FLOAT, fields.previous.data());
}

}  // namespace tp
