#include "sim/splat_fluid/splat_fluid_gpu.hpp"

#include "sim/splat_fluid/splat_fluid_resample.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {
namespace {

constexpr int kStateChannels = 4;  // RGBA32F on the GPU; the dump layout has 3

GLuint groupsFor(int cells) { return GLuint((cells + TP_GROUP_2D - 1) / TP_GROUP_2D); }

void setInt(const gl::ShaderProgram& program, const char* name, int value) {
  glProgramUniform1i(program.id(), program.uniform(name), value);
}
void setFloat(const gl::ShaderProgram& program, const char* name, float value) {
  glProgramUniform1f(program.id(), program.uniform(name), value);
}
void setInt2(const gl::ShaderProgram& program, const char* name, int x, int y) {
  glProgramUniform2i(program.id(), program.uniform(name), x, y);
}
void setFloat2(const gl::ShaderProgram& program, const char* name, float x, float y) {
  glProgramUniform2f(program.id(), program.uniform(name), x, y);
}

}  // namespace

SplatFluidGpu::SplatFluidGpu(gl::ShaderLibrary& shaders, int width, int height)
    : shaders_(shaders),
      automaticKernel_(splatFluidAutomaticKernel(shaders.softwareRenderer())),
      stepProgram_(shaders.load({"sim/splat_fluid/step.comp"})),
      splashProgram_(shaders.load({"sim/splat_fluid/splash.comp"})),
      totalsTilesProgram_(shaders.load({"sim/splat_fluid/totals_tiles.comp"})),
      totalsFinalProgram_(shaders.load({"sim/splat_fluid/totals_final.comp"})),
      resampleProgram_(shaders.load({"sim/splat_fluid/resample.comp"})) {
  glGetIntegerv(GL_MAX_COMPUTE_SHARED_MEMORY_SIZE, &sharedLimit_);
  allocate(width, height);
  buildStepProgram();
}

void SplatFluidGpu::allocate(int width, int height) {
  totalsReadback_.drop();  // the sums it waits for are of the old grid
  if (width < kMinSize || height < kMinSize || width > kMaxSize || height > kMaxSize)
    throw std::invalid_argument("splat fluid: grid " + std::to_string(width) + "x" +
                                std::to_string(height) + " outside 1..8192");
  width_ = width;
  height_ = height;
  auto makeState = [&](const char* label) {
    gl::Texture texture = gl::Texture::create2D(GL_RGBA32F, width, height);
    texture.setLabel(GL_TEXTURE, label);
    const float zero[4] = {0, 0, 0, 0};
    glClearTexImage(texture.id(), 0, GL_RGBA, GL_FLOAT, zero);
    return texture;
  };
  state_ = gl::PingPong<gl::Texture>(makeState("splat fluid state A"), makeState("splat fluid state B"));
  tileCount_ = int(groupsFor(width) * groupsFor(height));
  totalsBuffer_ = gl::Buffer::create(GLsizeiptr(tileCount_ + 1) * 4 * GLsizeiptr(sizeof(float)));
  totalsBuffer_.setLabel(GL_BUFFER, "splat fluid totals");
  totalsReadback_.reserve(4 * sizeof(float), "splat fluid totals readback");
  stepCount_ = 0;
}

void SplatFluidGpu::resize(int width, int height) {
  if (width == width_ && height == height_) return;
  const std::vector<float> before = readState();
  const int oldWidth = width_, oldHeight = height_;
  gl::Texture old = std::move(state_.read());
  const int64_t steps = stepCount_;
  allocate(width, height);
  stepCount_ = steps;
  resampleProgram_.use();
  old.bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  state_.read().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
  glDispatchCompute(groupsFor(width), groupsFor(height), 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                  GL_TEXTURE_UPDATE_BARRIER_BIT);
  std::vector<float> after = readState();  // a resize is rare: a readback each way
  keepSplatFluidMass(before, oldWidth, oldHeight, after, width, height);
  writeState(after);
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void SplatFluidGpu::reset() {
  buildStepProgram();  // for the radius set now, so the first step does not wait for a compile
  totalsReadback_.drop();
  const float zero[4] = {0, 0, 0, 0};
  glClearTexImage(state_.read().id(), 0, GL_RGBA, GL_FLOAT, zero);
  stepCount_ = 0;
}

SplatFluidTileShape SplatFluidGpu::stepShape() const {
  const SplatFluidKernel kernel = kernel_ == SplatFluidKernel::Automatic ? automaticKernel_ : kernel_;
  SplatFluidTileShape shape = splatFluidTileShape(kernel, params_.radius, sharedLimit_);
  if (shape.valid() && tileGroup_.first > 0 && tileGroup_.second > 0) {
    SplatFluidTileShape asked = shape;
    asked.groupX = tileGroup_.first, asked.groupY = tileGroup_.second;
    if (asked.sharedBytes(params_.radius) <= sharedLimit_) shape = asked;
  }
  return shape;
}

SplatFluidKernel SplatFluidGpu::kernelInUse() const { return stepShape().kernel; }

void SplatFluidGpu::buildStepProgram() {
  const SplatFluidTileShape shape = stepShape();
  if (shape.valid()) tiledProgram(shape, params_.radius);
}

gl::ShaderProgram& SplatFluidGpu::tiledProgram(const SplatFluidTileShape& shape, int radius) {
  for (const TiledProgram& built : tiledPrograms_)
    if (built.kernel == shape.kernel && built.radius == radius && built.groupX == shape.groupX &&
        built.groupY == shape.groupY)
      return *built.program;
  gl::ShaderProgram& program = shaders_.load({shape.shader}, splatFluidTileDefines(shape, radius));
  tiledPrograms_.push_back({shape.kernel, radius, shape.groupX, shape.groupY, &program});
  return program;
}

void SplatFluidGpu::step(int count) {
  const SplatFluidParams& p = params_;
  const SplatFluidTileShape shape = stepShape();
  const gl::ShaderProgram& program = shape.valid() ? tiledProgram(shape, p.radius) : stepProgram_;
  const GLuint groupsX = shape.valid() ? GLuint((width_ + shape.tileWidth() - 1) / shape.tileWidth())
                                       : groupsFor(width_);
  const GLuint groupsY = shape.valid()
                             ? GLuint((height_ + shape.tileHeight() - 1) / shape.tileHeight())
                             : groupsFor(height_);
  setInt2(program, "gridSize", width_, height_);
  if (!shape.valid()) setInt(program, "radius", p.radius);  // compiled into the tiled kernel
  setFloat(program, "rho0", p.rho0);
  setInt(program, "edges", p.edges);
  setFloat(program, "gravity", p.gravity);
  setInt(program, "epsilonHack", p.epsilonHack ? 1 : 0);
  setInt(program, "conserveMass", p.conserveMass ? 1 : 0);
  setFloat(program, "periodicMass", p.periodicMass);
  // Same spray as the CPU twin: spraySpeed at the edge, linear from the centre.
  setFloat(program, "sprayScale", p.spraySpeed / (0.5f * float(std::min(width_, height_))));
  program.use();
  for (int i = 0; i < count; ++i) {
    const bool splashNow = p.periodicSplash && stepCount_ % std::max(1, p.splashPeriod) == 0;
    setInt(program, "splashNow", splashNow ? 1 : 0);
    state_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    state_.write().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    glDispatchCompute(groupsX, groupsY, 1);
    // The next step reads it as an image, the renderer as a texture.
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                    GL_TEXTURE_UPDATE_BARRIER_BIT);
    state_.swap();
    ++stepCount_;
  }
}

void SplatFluidGpu::splash(const SplatFluidSplash& s) {
  if (!(s.radius > 0)) return;
  // Bounding box of the cells whose centres can be within the radius.
  const int x0 = std::max(0, int(std::floor(s.cx - s.radius)));
  const int y0 = std::max(0, int(std::floor(s.cy - s.radius)));
  const int x1 = std::min(width_ - 1, int(std::ceil(s.cx + s.radius)));
  const int y1 = std::min(height_ - 1, int(std::ceil(s.cy + s.radius)));
  if (x1 < x0 || y1 < y0) return;
  const gl::ShaderProgram& program = splashProgram_;
  setInt2(program, "gridSize", width_, height_);
  setInt2(program, "origin", x0, y0);
  setFloat2(program, "center", s.cx, s.cy);
  setFloat(program, "radius", s.radius);
  setFloat(program, "mass", s.mass);
  setFloat2(program, "velocity", s.vx, s.vy);
  program.use();
  state_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_WRITE);
  glDispatchCompute(groupsFor(x1 - x0 + 1), groupsFor(y1 - y0 + 1), 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                  GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void SplatFluidGpu::sumIntoReadback() {
  totalsBuffer_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  setInt2(totalsTilesProgram_, "gridSize", width_, height_);
  totalsTilesProgram_.use();
  state_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  glDispatchCompute(groupsFor(width_), groupsFor(height_), 1);
  glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);

  glProgramUniform1ui(totalsFinalProgram_.id(), totalsFinalProgram_.uniform("tileCount"),
                      GLuint(tileCount_));
  totalsFinalProgram_.use();
  glDispatchCompute(1, 1, 1);
  glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);

  // Only the 16 bytes of the grand total go to a small buffer in client memory,
  // so the driver does not move the whole tile buffer to read it.
  glCopyNamedBufferSubData(totalsBuffer_.id(), totalsReadback_.buffer().id(), 0, 0, 4 * sizeof(float));
  totalsReadback_.markWritten();
}

SplatFluidTotals SplatFluidGpu::totals() {
  sumIntoReadback();  // replaces a request in flight: they share the readback
  totalsReadback_.ready(gl::kLongestGpuWaitNs);
  const float* sums = totalsReadback_.floats();
  return {sums[0], sums[1], sums[2]};
}

void SplatFluidGpu::requestTotals() {
  if (totalsReadback_.inFlight()) return;
  sumIntoReadback();
  glFlush();  // so the fence is sure to signal without anyone waiting on it
}

bool SplatFluidGpu::pollTotals(SplatFluidTotals& out) {
  if (!totalsReadback_.ready(0)) return false;
  const float* sums = totalsReadback_.floats();
  out = {sums[0], sums[1], sums[2]};
  return true;
}

std::vector<float> SplatFluidGpu::readState() const {
  const size_t cells = size_t(width_) * size_t(height_);
  std::vector<float> rgba(cells * kStateChannels);
  state_.read().download(GL_RGBA, GL_FLOAT, rgba.size() * sizeof(float), rgba.data());
  std::vector<float> out(cells * 3);
  for (size_t i = 0; i < cells; ++i)
    for (size_t c = 0; c < 3; ++c) out[i * 3 + c] = rgba[i * kStateChannels + c];
  return out;
}

void SplatFluidGpu::writeState(const std::vector<float>& state) {
  const size_t cells = size_t(width_) * size_t(height_);
  if (state.size() != cells * 3)
    throw std::invalid_argument("splat fluid: state must hold width*height*3 floats");
  std::vector<float> rgba(cells * kStateChannels, 0.0f);
  for (size_t i = 0; i < cells; ++i)
    for (size_t c = 0; c < 3; ++c) rgba[i * kStateChannels + c] = state[i * 3 + c];
  state_.read().upload(GL_RGBA, GL_FLOAT, rgba.data());
}

}  // namespace tp
