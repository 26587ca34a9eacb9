#include "sim/deep_water/deep_water_gpu.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "gl/shift_contents.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/sim/deep_water/deep_water_layout.h"
#include "sim/cell_box.hpp"
#include "sim/fft/fft_stockham_defines.hpp"
#include "sim/fft/fft_twiddles.hpp"

namespace tp {
namespace {

// The step's passes: the solver's own, and the radix-2 version (shaders/bench).
struct StepFiles {
  const char* rowsForward;
  const char* columnsStep;
  const char* rowsInverse;
};
constexpr StepFiles kStockhamStep{"sim/deep_water/rows.comp", "sim/deep_water/columns_step.comp",
                                  "sim/deep_water/rows.comp"};
constexpr StepFiles kRadix2Step{"bench/deep_water_radix2/rows_forward.comp",
                                "bench/deep_water_radix2/columns_step.comp",
                                "bench/deep_water_radix2/rows_inverse.comp"};
// A Stockham row pass gives a row n/8 invocations and fills a work group
// with rows up to this many (small grids: too few invocations a group leave
// the GPU idle between barriers).
constexpr int kRowPassInvocations = 128;
constexpr const char* kSplash = "sim/deep_water/splash.comp";
constexpr const char* kAddDelta = "sim/deep_water/add_delta.comp";
constexpr const char* kEnergyRows = "sim/deep_water/energy_rows.comp";
constexpr const char* kEnergyTotal = "sim/deep_water/energy_total.comp";

}  // namespace

DeepWaterGpu::DeepWaterGpu(gl::ShaderLibrary& shaders, const DeepWaterParams& params, int size)
    : shaders_(&shaders), params_(&params), size_(size) {
  if (size < kDeepWaterMinSize || size > kDeepWaterMaxSize || (size & (size - 1)) != 0)
    throw std::invalid_argument("deep water needs a power-of-two grid from " + std::to_string(kDeepWaterMinSize) +
                                " to " + std::to_string(kDeepWaterMaxSize) + ", got " + std::to_string(size));
  const size_t cells = size_t(size) * size_t(size);
  field_ = gl::Buffer::create(GLsizeiptr(cells * 2 * sizeof(float)));
  field_.setLabel(GL_BUFFER, "deep water field");
  const std::vector<float> twiddles = fftTwiddleTable(size);
  twiddles_ = gl::Buffer::create(GLsizeiptr(twiddles.size() * sizeof(float)), twiddles.data(), 0);
  twiddles_.setLabel(GL_BUFFER, "deep water twiddles");
  energySums_ = gl::Buffer::create(GLsizeiptr((1 + size_t(size)) * 2 * sizeof(float)));
  energySums_.setLabel(GL_BUFFER, "deep water energy sums");
  height_ = gl::Texture::create2D(GL_RG32F, size, size);
  height_.setLabel(GL_TEXTURE, "deep water height");
  spectrum_ = gl::Texture::create2D(GL_RG32F, size, size);
  spectrum_.setLabel(GL_TEXTURE, "deep water spectrum");
  noObstacles_ = gl::Texture::create2D(GL_R8, 1, 1);
  const uint8_t open = 0;
  noObstacles_.upload(GL_RED, GL_UNSIGNED_BYTE, &open);
  loadStepPrograms();
  reset();
}

void DeepWaterGpu::loadStepPrograms() {
  if (transform_ == Transform::stockham) {
    const int span = size_ / 8;
    rowsPerGroup_ = std::clamp(kRowPassInvocations / span, 1, size_);
    const int rowGroup = span * rowsPerGroup_;
    rowsForward_ = &program(kStockhamStep.rowsForward, rowGroup, rowsPerGroup_, "#define DW_ROWS_FORWARD 1\n");
    columnsStep_ = &program(kStockhamStep.columnsStep, 2 * span, 2);
    rowsInverse_ = &program(kStockhamStep.rowsInverse, rowGroup, rowsPerGroup_,
                            "#define DW_ROWS_FORWARD 0\n#define DW_ROWS_INVERSE 1\n");
    rowsInverseForward_ = &program(kStockhamStep.rowsInverse, rowGroup, rowsPerGroup_,
                                   "#define DW_ROWS_FORWARD 1\n#define DW_ROWS_INVERSE 1\n");
    return;
  }
  rowsPerGroup_ = 1;
  rowsInverseForward_ = nullptr;
  // Four values an invocation at a double stage; the loops stride over the
  // rest, and 256 is what these versions were measured with.
  rowsForward_ = &program(kRadix2Step.rowsForward, std::min(size_ / 4, 256));
  columnsStep_ = &program(kRadix2Step.columnsStep, std::min(size_ / 2, 256));
  rowsInverse_ = &program(kRadix2Step.rowsInverse, std::min(size_ / 4, 256));
}

void DeepWaterGpu::useTransform(Transform transform) {
  transform_ = transform;
  loadStepPrograms();
}

gl::ShaderProgram& DeepWaterGpu::program(const char* file, int width, int lanes, const std::string& defines) {
  // The library caches by file and defines: only the first call compiles.
  return shaders_->load({file}, defines + fftStockhamDefines(size_, lanes) + "#define DW_GROUP " +
                                    std::to_string(std::clamp(width, 1, 1024)) + "\n#define DW_LANES " +
                                    std::to_string(lanes) + "\n#define FFT_PLAIN_RADIX2 " +
                                    (transform_ == Transform::radix2Plain ? "1" : "0") + "\n");
}

void DeepWaterGpu::reset() {
  const float zero = 0.0f;
  glClearNamedBufferData(field_.id(), GL_R32F, GL_RED, GL_FLOAT, &zero);
  const float zeros[2] = {0.0f, 0.0f};
  glClearTexImage(height_.id(), 0, GL_RG, GL_FLOAT, zeros);
  sources_.clear();
  steps_ = 0;
}

void DeepWaterGpu::addSplash(double centreX, double centreY, double strength, double radius) {
  if (!(radius > 0.0)) return;
  const CellBox box = cellsWithin(centreX, centreY, kMovingSourceReach * radius, size_);
  if (box.empty()) return;
  gl::ShaderProgram& p = program(kSplash, 256);
  const GLuint id = p.id();
  glProgramUniform1i(id, p.uniform("u_size"), size_);
  glProgramUniform2i(id, p.uniform("u_origin"), box.x0, box.y0);
  glProgramUniform2i(id, p.uniform("u_extent"), box.width(), box.height());
  glProgramUniform2f(id, p.uniform("u_centre"), float(centreX), float(centreY));
  glProgramUniform1f(id, p.uniform("u_radius"), float(radius));
  glProgramUniform1f(id, p.uniform("u_strength"), float(strength));
  p.use();
  field_.bindBase(GL_SHADER_STORAGE_BUFFER, DW_SSBO_FIELD);
  height_.bindImage(DW_IMAGE_HEIGHT, GL_WRITE_ONLY);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
  glDispatchCompute(GLuint((box.width() + TP_GROUP_2D - 1) / TP_GROUP_2D), GLuint((box.height() + TP_GROUP_2D - 1) / TP_GROUP_2D), 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

void DeepWaterGpu::addHeightDelta(const gl::Texture& delta, float scale, glm::ivec4 cells) {
  const glm::ivec2 lo = glm::max(glm::ivec2(cells.x, cells.y), glm::ivec2(0));
  const glm::ivec2 hi = glm::min(glm::ivec2(cells.z, cells.w), glm::ivec2(size_));
  if (hi.x <= lo.x || hi.y <= lo.y) return;
  gl::ShaderProgram& p = program(kAddDelta, 256);
  const GLuint id = p.id();
  glProgramUniform1i(id, p.uniform("u_size"), size_);
  glProgramUniform1f(id, p.uniform("u_scale"), scale);
  glProgramUniform2i(id, p.uniform("u_origin"), lo.x, lo.y);
  glProgramUniform2i(id, p.uniform("u_end"), hi.x, hi.y);
  p.use();
  field_.bindBase(GL_SHADER_STORAGE_BUFFER, DW_SSBO_FIELD);
  height_.bindImage(DW_IMAGE_HEIGHT, GL_WRITE_ONLY);
  delta.bindUnit(TP_TEX_EXTRA);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  glDispatchCompute(GLuint((hi.x - lo.x + TP_GROUP_2D - 1) / TP_GROUP_2D),
                    GLuint((hi.y - lo.y + TP_GROUP_2D - 1) / TP_GROUP_2D), 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

void DeepWaterGpu::computeEnergy() {
  field_.bindBase(GL_SHADER_STORAGE_BUFFER, DW_SSBO_FIELD);
  energySums_.bindBase(GL_SHADER_STORAGE_BUFFER, DW_SSBO_ENERGY);
  gl::ShaderProgram& rows = program(kEnergyRows, 64);
  glProgramUniform1i(rows.id(), rows.uniform("u_size"), size_);
  glProgramUniform1f(rows.id(), rows.uniform("u_weight"), params_->gravity * params_->cellSize * params_->cellSize);
  rows.use();
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
  glDispatchCompute(GLuint(size_), 1, 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
  gl::ShaderProgram& total = program(kEnergyTotal, 1);
  glProgramUniform1i(total.id(), total.uniform("u_rows"), size_);
  total.use();
  glDispatchCompute(1, 1, 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

void DeepWaterGpu::addMovingSource(const MovingSource& source) {
  if (sources_.size() >= DW_MAX_SOURCES)
    throw std::invalid_argument("deep water takes at most " + std::to_string(DW_MAX_SOURCES) + " moving sources");
  sources_.push_back({source, steps_});
}

void DeepWaterGpu::setObstacles(const std::vector<float>& mask) {
  hasObstacles_ = !mask.empty();
  if (!hasObstacles_) return;
  if (mask.size() != size_t(size_) * size_t(size_)) throw std::invalid_argument("obstacle mask must hold n×n values");
  if (!obstacles_ || obstacles_.width() != size_) {
    obstacles_ = gl::Texture::create2D(GL_R32F, size_, size_);
    obstacles_.setLabel(GL_TEXTURE, "deep water obstacles");
  }
  obstacles_.upload(GL_RED, GL_FLOAT, mask.data());
}

void DeepWaterGpu::step(int count) {
  if (count > 0) {
    field_.bindBase(GL_SHADER_STORAGE_BUFFER, DW_SSBO_FIELD);
    twiddles_.bindBase(GL_SHADER_STORAGE_BUFFER, DW_SSBO_TWIDDLES);
    (hasObstacles_ ? obstacles_ : noObstacles_).bindUnit(DW_TEX_OBSTACLES);
    height_.bindImage(DW_IMAGE_HEIGHT, GL_WRITE_ONLY);
    spectrum_.bindImage(DW_IMAGE_SPECTRUM, GL_READ_WRITE);
    setStepUniforms();
    dispatchRows(*rowsForward_);
    for (int i = 0; i < count; ++i) {
      columnsStep_->use();
      glDispatchCompute(GLuint(size_ / 2 + 1), 1, 1);
      glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
      ++steps_;
      const bool more = i + 1 < count;
      if (more && rowsInverseForward_ != nullptr) {
        dispatchRows(*rowsInverseForward_);  // this step's end and the next one's start in one pass
      } else {
        dispatchRows(*rowsInverse_);
        if (more) dispatchRows(*rowsForward_);
      }
    }
  }
  // Renderers sample the height and readbacks copy the field next.
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT | GL_SHADER_STORAGE_BARRIER_BIT);
}

void DeepWaterGpu::setStepUniforms() {
  const DeepWaterParams& p = *params_;
  for (gl::ShaderProgram* rows : {rowsForward_, rowsInverse_, rowsInverseForward_}) {
    if (rows == nullptr) continue;
    const GLuint id = rows->id();
    glProgramUniform1i(id, rows->uniform("u_hasObstacles"), hasObstacles_ ? 1 : 0);
    glProgramUniform1f(id, rows->uniform("u_spongeCells"), deepWaterSpongeCells(p, size_));
    glProgramUniform1f(id, rows->uniform("u_spongeStrength"), p.spongeStrength);
  }
  const GLuint id = columnsStep_->id();
  glProgramUniform1f(id, columnsStep_->uniform("u_gravity"), p.gravity);
  glProgramUniform1f(id, columnsStep_->uniform("u_dt"), p.dt);
  glProgramUniform1f(id, columnsStep_->uniform("u_depth"), p.depth);
  glProgramUniform1f(id, columnsStep_->uniform("u_decay"), float(std::exp(-double(p.damping) * double(p.dt))));
  glProgramUniform1f(id, columnsStep_->uniform("u_wavenumberUnit"),
                     float(2.0 * 3.14159265358979323846 / (double(size_) * double(p.cellSize))));
}

void DeepWaterGpu::dispatchRows(gl::ShaderProgram& rows) {
  // The pressure patches where they are at the start of step steps_ (a pass
  // without a forward half has no such uniforms: GL ignores location −1).
  std::vector<float> sources;
  for (const Source& s : sources_) {
    const double age = double(steps_ - s.addedAt);
    sources.insert(sources.end(), {float(s.source.centreX(age)), float(s.source.centreY(age)),
                                   float(s.source.radius), float(s.source.strength * double(params_->dt))});
  }
  glProgramUniform1i(rows.id(), rows.uniform("u_sourceCount"), GLint(sources_.size()));
  if (!sources.empty())
    glProgramUniform4fv(rows.id(), rows.uniform("u_sources"), GLsizei(sources_.size()), sources.data());
  rows.use();
  glDispatchCompute(GLuint(size_ / rowsPerGroup_), 1, 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
}

void DeepWaterGpu::shiftContents(glm::ivec2 by) {
  gl::shiftGridBufferContents(field_, size_, size_, 2 * sizeof(float), by);
  gl::shiftTextureContents(height_, by);
}

std::vector<float> DeepWaterGpu::readState() const {
  std::vector<float> state(size_t(size_) * size_t(size_) * 2);
  glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
  field_.download(0, GLsizeiptr(state.size() * sizeof(float)), state.data());
  return state;
}

void DeepWaterGpu::writeState(const std::vector<float>& state) {
  const size_t cells = size_t(size_) * size_t(size_);
  if (state.size() != 2 * cells)
    throw std::invalid_argument("deep water state must hold 2 values a cell (height, potential)");
  field_.upload(0, GLsizeiptr(state.size() * sizeof(float)), state.data());
  height_.upload(GL_RG, GL_FLOAT, state.data());
}

}  // namespace tp
