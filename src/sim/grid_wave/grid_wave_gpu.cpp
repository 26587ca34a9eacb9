#include "sim/grid_wave/grid_wave_gpu.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "gl/shift_contents.hpp"
#include "shaders/sim/grid_wave/grid_wave_layout.h"
#include "sim/cell_box.hpp"
#include "sim/grid_wave/grid_wave_cpu.hpp"  // resampleLandMask
#include "sim/moving_source.hpp"
#include "sim/restore_weighted_sum.hpp"

namespace tp {
namespace {

constexpr const char* kSplash = "sim/grid_wave/splash.comp";
constexpr const char* kPressureKick = "sim/grid_wave/pressure_kick.comp";
constexpr const char* kAddDelta = "sim/grid_wave/add_delta.comp";
constexpr const char* kApplyLand = "sim/grid_wave/apply_land.comp";
constexpr const char* kResample = "sim/grid_wave/resample.comp";
constexpr const char* kEnergy = "sim/grid_wave/energy.comp";
constexpr const char* kEnergySum = "sim/grid_wave/energy_sum.comp";

std::string nineDefine(const GridWaveParams& params) {
  return params.laplacian == int(GridWaveLaplacian::NinePoint) ? "#define NINE_POINT 1\n" : "";
}

}  // namespace

GridWaveGpu::GridWaveGpu(gl::ShaderLibrary& shaders, const GridWaveParams& params, int size)
    : shaders_(&shaders), params_(&params), stepper_(shaders) {
  stepper_.setChoice(gridWaveKernelFor(shaders.softwareRenderer()));
  noLandTexture_ = gl::Texture::create2D(GL_R8, 1, 1);
  const uint8_t water = 0;
  noLandTexture_.upload(GL_RED, GL_UNSIGNED_BYTE, &water);
  allocate(size);
}

gl::ShaderProgram& GridWaveGpu::program(const char* file, const std::string& defines) {
  // The library caches by file and defines: only the first call compiles.
  return shaders_->load({file}, defines);
}

void GridWaveGpu::allocate(int size) {
  if (size < 1) throw std::invalid_argument("grid wave: size must be at least 1");
  size_ = size;
  heights_ = gl::PingPong<gl::Texture>(gl::Texture::zeroField(size, "grid wave height A"),
                                       gl::Texture::zeroField(size, "grid wave height B"));
  const GLsizeiptr partials = GLsizeiptr(groups()) * GLsizeiptr(groups());
  energySums_ = gl::Buffer::create(GLsizeiptr(2 * sizeof(float)) * (1 + partials));
  energySums_.setLabel(GL_BUFFER, "grid wave energy sums");
}

void GridWaveGpu::reset() {
  const float zero = 0.0f;
  glClearTexImage(heights_.read().id(), 0, GL_RED, GL_FLOAT, &zero);
  glClearTexImage(heights_.write().id(), 0, GL_RED, GL_FLOAT, &zero);
  steps_ = 0;
}

void GridWaveGpu::resize(int size) {
  if (size == size_) return;
  if (size < 1) throw std::invalid_argument("grid wave: size must be at least 1");
  const std::vector<float> before = readState();
  const std::vector<uint8_t> waterBefore = waterCellsOf(land_);
  gl::PingPong<gl::Texture> old = std::move(heights_);
  const int oldSize = size_;
  allocate(size);
  gl::ShaderProgram& resample = program(kResample);
  resample.use();
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  const std::pair<const gl::Texture*, const gl::Texture*> fields[] = {
      {&old.read(), &heights_.read()}, {&old.write(), &heights_.write()}};
  for (const auto& [from, to] : fields) {
    from->bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    to->bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    glDispatchCompute(groups(), groups(), 1);
  }
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  if (!land_.empty()) {
    land_ = resampleLandMask(land_, oldSize, size);
    uploadLandMask();
    applyLand();
  }
  // The water's volume put back, as GridWaveCpu::resize (a readback each way:
  // a resize is a quality change, not a frame's work).
  std::vector<float> after = readState();
  keepChannelVolumes(before, waterBefore, double(oldSize) * oldSize, after, waterCellsOf(land_),
                     double(size) * size, 2);
  writeState(after);
}

void GridWaveGpu::step(int count) {
  if (count <= 0) return;
  stepper_.step(count, *params_, heights_, land_.empty() ? nullptr : &landTexture_);
  steps_ += uint64_t(count);
  // Renderers sample the height and readbacks copy it next.
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void GridWaveGpu::bindLandImage() const {
  (land_.empty() ? noLandTexture_ : landTexture_).bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
}

void GridWaveGpu::addSplash(float centreX, float centreY, float strength, float radius) {
  if (!(radius > 0.0f)) return;
  // Only the splash's bounding box, clamped to the grid.
  const CellBox box = cellsWithin(centreX, centreY, radius, size_);
  if (box.empty()) return;
  gl::ShaderProgram& splash = program(kSplash);
  splash.use();
  glProgramUniform4f(splash.id(), TP_GW_LOC_SPLASH, centreX, centreY, strength, radius);
  glProgramUniform2i(splash.id(), TP_GW_LOC_ORIGIN, box.x0, box.y0);
  heights_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_WRITE);
  heights_.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_WRITE);
  bindLandImage();
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  glDispatchCompute(GLuint((box.width() + TP_GROUP_2D - 1) / TP_GROUP_2D), GLuint((box.height() + TP_GROUP_2D - 1) / TP_GROUP_2D), 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                  GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void GridWaveGpu::addPressureKick(float centreX, float centreY, float amount, float radius) {
  if (!(radius > 0.0f)) return;
  const CellBox box = cellsWithin(centreX, centreY, float(kMovingSourceReach) * radius, size_);
  if (box.empty()) return;
  gl::ShaderProgram& kick = program(kPressureKick);
  kick.use();
  glProgramUniform4f(kick.id(), TP_GW_LOC_SPLASH, centreX, centreY, amount, radius);
  glProgramUniform2i(kick.id(), TP_GW_LOC_ORIGIN, box.x0, box.y0);
  glProgramUniform2i(kick.id(), TP_GW_LOC_END, box.x1 + 1, box.y1 + 1);
  heights_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_WRITE);
  bindLandImage();
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  glDispatchCompute(GLuint((box.width() + TP_GROUP_2D - 1) / TP_GROUP_2D), GLuint((box.height() + TP_GROUP_2D - 1) / TP_GROUP_2D), 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                  GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void GridWaveGpu::addHeightDelta(const gl::Texture& delta, float scale, bool alsoPrevious, glm::ivec4 cells) {
  const glm::ivec2 lo = glm::max(glm::ivec2(cells.x, cells.y), glm::ivec2(0));
  const glm::ivec2 hi = glm::min(glm::ivec2(cells.z, cells.w), glm::ivec2(size_));
  if (hi.x <= lo.x || hi.y <= lo.y) return;
  gl::ShaderProgram& adder = program(kAddDelta);
  adder.use();
  glProgramUniform1f(adder.id(), TP_GW_LOC_SCALE, scale);
  glProgramUniform1i(adder.id(), TP_GW_LOC_FLAGS, alsoPrevious ? 1 : 0);
  glProgramUniform2i(adder.id(), TP_GW_LOC_ORIGIN, lo.x, lo.y);
  glProgramUniform2i(adder.id(), TP_GW_LOC_END, hi.x, hi.y);
  heights_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_WRITE);
  heights_.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_WRITE);
  bindLandImage();
  delta.bindUnit(TP_TEX_EXTRA);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  glDispatchCompute(GLuint((hi.x - lo.x + TP_GROUP_2D - 1) / TP_GROUP_2D),
                    GLuint((hi.y - lo.y + TP_GROUP_2D - 1) / TP_GROUP_2D), 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                  GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void GridWaveGpu::setLandMask(std::vector<uint8_t> mask) {
  if (!mask.empty() && mask.size() != size_t(size_) * size_t(size_))
    throw std::invalid_argument("grid wave: land mask must have size×size bytes");
  land_ = std::move(mask);
  uploadLandMask();
  applyLand();
}

void GridWaveGpu::uploadLandMask() {
  if (land_.empty()) {
    landTexture_.reset();
    return;
  }
  // Any nonzero byte is land; the shaders test the normalised value > 0.5.
  std::vector<uint8_t> bytes(land_.size());
  std::transform(land_.begin(), land_.end(), bytes.begin(), [](uint8_t v) { return uint8_t(v ? 255 : 0); });
  landTexture_ = gl::Texture::create2D(GL_R8, size_, size_);
  landTexture_.setLabel(GL_TEXTURE, "grid wave land mask");
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  landTexture_.upload(GL_RED, GL_UNSIGNED_BYTE, bytes.data());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
}

void GridWaveGpu::applyLand() {
  if (land_.empty()) return;
  gl::ShaderProgram& apply = program(kApplyLand);
  apply.use();
  heights_.read().bindImage(TP_IMAGE_STATE_IN, GL_WRITE_ONLY);
  heights_.write().bindImage(TP_IMAGE_STATE_PREV, GL_WRITE_ONLY);
  landTexture_.bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT);
  glDispatchCompute(groups(), groups(), 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                  GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void GridWaveGpu::computeEnergy() {
  gl::ShaderProgram& partial = program(kEnergy, nineDefine(*params_));
  partial.use();
  glProgramUniform1f(partial.id(), TP_GW_LOC_A, gridWaveEffectiveA(*params_));
  heights_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  heights_.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_ONLY);
  energySums_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  glDispatchCompute(groups(), groups(), 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
  gl::ShaderProgram& sum = program(kEnergySum);
  sum.use();
  glProgramUniform1i(sum.id(), TP_GW_LOC_COUNT, GLint(groups() * groups()));
  glDispatchCompute(1, 1, 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

GridWaveEnergy GridWaveGpu::readEnergy() {
  computeEnergy();
  float total[2] = {0, 0};
  energySums_.download(0, sizeof total, total);
  return {double(total[0]), double(total[1])};
}

std::vector<float> GridWaveGpu::readHeight() const {
  std::vector<float> out(size_t(size_) * size_t(size_));
  heights_.read().download(GL_RED, GL_FLOAT, out.size() * sizeof(float), out.data());
  return out;
}

std::vector<float> GridWaveGpu::readPreviousHeight() const {
  std::vector<float> out(size_t(size_) * size_t(size_));
  heights_.write().download(GL_RED, GL_FLOAT, out.size() * sizeof(float), out.data());
  return out;
}

GridWaveFields splitGridWaveState(const std::vector<float>& state, size_t cells, const std::vector<uint8_t>& land) {
  if (state.size() != 2 * cells) throw std::invalid_argument("grid wave: state size mismatch");
  GridWaveFields fields{std::vector<float>(cells), std::vector<float>(cells)};
  for (size_t i = 0; i < cells; ++i) {
    const bool isLand = !land.empty() && land[i] != 0;
    fields.height[i] = isLand ? 0.0f : state[2 * i];
    fields.previous[i] = isLand ? 0.0f : state[2 * i + 1];
  }
  return fields;
}

std::vector<float> interleaveGridWaveFields(const std::vector<float>& height, const std::vector<float>& previous) {
  std::vector<float> state(height.size() * 2);
  for (size_t i = 0; i < height.size(); ++i) {
    state[2 * i] = height[i];
    state[2 * i + 1] = previous[i];
  }
  return state;
}

void GridWaveGpu::shiftContents(glm::ivec2 by) {
  gl::shiftTextureContents(heights_.read(), by);
  gl::shiftTextureContents(heights_.write(), by);
}

std::vector<float> GridWaveGpu::readState() const {
  return interleaveGridWaveFields(readHeight(), readPreviousHeight());
}

void GridWaveGpu::writeState(const std::vector<float>& state) {
  const GridWaveFields fields = splitGridWaveState(state, size_t(size_) * size_t(size_), land_);
  glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
  heights_.read().upload(GL_RED, GL_FLOAT, fields.height.data());
  heights_.write().upload(GL_RED, GL_FLOAT, fields.previous.data());
}

}  // namespace tp
