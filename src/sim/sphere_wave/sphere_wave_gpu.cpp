#include "sim/sphere_wave/sphere_wave_gpu.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include <glm/geometric.hpp>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/sim/sphere_wave/sphere_layout.h"
#include "sim/sphere_wave/icosphere_resample.hpp"

namespace tp {
namespace {

constexpr int kWidth = TP_SPHERE_TEXTURE_WIDTH;
// What step() runs unless told otherwise, by renderer (tidepool-bench's
// sphere designs; BENCHMARKS.md has the runs): on a GPU the shared-memory
// tile, 2 vertices an invocation (ahead of 4 rows, register columns, one
// vertex an invocation and reading every ring); on llvmpipe, where barrier()
// and shared memory are dear and a 2D group maps badly onto its SIMD lanes,
// one vertex an invocation with implicit rings.
constexpr SphereStepKernel kGpuStepKernel = SphereStepKernel::SharedTile;
constexpr int kGpuRows = 2;
constexpr SphereStepKernel kSoftwareStepKernel = SphereStepKernel::ImplicitRings;

// Per-vertex textures hold the integer or float tuples exactly: no filtering.
gl::Texture createVertexTexture(GLenum internalFormat, int rows, const std::string& label) {
  gl::Texture texture = gl::Texture::create2D(internalFormat, kWidth, rows);
  texture.setFilter(GL_NEAREST, GL_NEAREST);
  texture.setLabel(GL_TEXTURE, label);
  return texture;
}

std::vector<float> padded(const std::vector<float>& values, int rows) {
  std::vector<float> texels(size_t(kWidth) * size_t(rows), 0.0f);
  std::copy(values.begin(), values.end(), texels.begin());
  return texels;
}

std::vector<double> toDouble(const std::vector<float>& values) { return {values.begin(), values.end()}; }

std::vector<float> toFloat(const std::vector<double>& values) {
  std::vector<float> result(values.size());
  for (size_t i = 0; i < values.size(); ++i) result[i] = float(values[i]);
  return result;
}

}  // namespace

SphereWaveGpu::SphereWaveGpu(gl::ShaderLibrary& shaders, int level)
    : shaders_(shaders),
      splashProgram_(shaders.load({"sim/sphere_wave/splash.comp"})),
      measureProgram_(shaders.load({"sim/sphere_wave/measure.comp"})),
      mesh_(buildIcosphere(level)) {
  if (shaders.softwareRenderer())
    setStepKernel(kSoftwareStepKernel, 1);
  else
    setStepKernel(kGpuStepKernel, kGpuRows);
  createResources();
}

void SphereWaveGpu::createResources() {
  const int n = mesh_.vertexCount();
  rows_ = (n + kWidth - 1) / kWidth;
  GLint maxSize = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxSize);
  if (rows_ > maxSize)
    throw std::runtime_error("sphere level " + std::to_string(mesh_.level) + " needs " + std::to_string(rows_) +
                             " texture rows; this GL allows " + std::to_string(maxSize));

  const size_t texels = size_t(kWidth) * size_t(rows_);
  std::vector<int32_t> first(texels * 4, kNoNeighbour), last(texels * 2, kNoNeighbour);
  std::vector<float> positions(texels * 4, 0.0f);
  for (size_t v = 0; v < size_t(n); ++v) {
    for (size_t k = 0; k < 4; ++k) first[v * 4 + k] = mesh_.rings[v][k];
    for (size_t k = 0; k < 2; ++k) last[v * 2 + k] = mesh_.rings[v][4 + k];
    for (int c = 0; c < 3; ++c) positions[v * 4 + size_t(c)] = mesh_.positions[v][c];
    positions[v * 4 + 3] = 1.0f;
  }
  ring0123_ = createVertexTexture(GL_RGBA32I, rows_, "sphere rings 0-3");
  ring0123_.upload(GL_RGBA_INTEGER, GL_INT, first.data());
  ring45_ = createVertexTexture(GL_RG32I, rows_, "sphere rings 4-5");
  ring45_.upload(GL_RG_INTEGER, GL_INT, last.data());
  positions_ = createVertexTexture(GL_RGBA32F, rows_, "sphere positions");
  positions_.upload(GL_RGBA, GL_FLOAT, positions.data());
  height_ = gl::PingPong<gl::Texture>(createVertexTexture(GL_R32F, rows_, "sphere height A"),
                                      createVertexTexture(GL_R32F, rows_, "sphere height B"));
  velocity_ = createVertexTexture(GL_R32F, rows_, "sphere velocity");
  groupSums_.reserve(GLsizeiptr(groupCount()) * GLsizeiptr(4 * sizeof(float)), "sphere measure sums");
  reset();
}

GLuint SphereWaveGpu::groupCount() const { return GLuint((vertexCount() + TP_GROUP_1D - 1) / TP_GROUP_1D); }

void SphereWaveGpu::setLevel(int level) {
  if (level == mesh_.level) return;
  const std::vector<double> height = toDouble(readHeight()), velocity = toDouble(readVelocity());
  IcosphereMesh next = buildIcosphere(level);
  const std::vector<float> nextHeight = toFloat(resampleIcosphereKeepingVolume(mesh_, height, next));
  std::vector<double> resampledVelocity = resampleIcosphereKeepingVolume(mesh_, velocity, next);
  for (double& v : resampledVelocity) v *= icosphereVelocityScale(mesh_.level, level);
  const std::vector<float> nextVelocity = toFloat(resampledVelocity);
  mesh_ = std::move(next);
  createResources();
  writeVelocityForm(nextHeight, nextVelocity);
}

void SphereWaveGpu::reset() {
  groupSums_.drop();  // a measurement in flight is of the old state (or the old level)
  const float zero = 0.0f;
  for (const gl::Texture* texture : {&height_.read(), &height_.write(), &velocity_})
    glClearTexImage(texture->id(), 0, GL_RED, GL_FLOAT, &zero);
}

void SphereWaveGpu::addSplash(const SphereSplash& splash) {
  if (std::string error = checkSphereSplash(splash); !error.empty()) throw std::invalid_argument(error);
  const glm::vec3 centre(glm::normalize(glm::dvec3(splash.direction)));  // double: no overflow in the square
  splashProgram_.use();
  glUniform1i(splashProgram_.uniform("u_vertexCount"), vertexCount());
  glUniform3f(splashProgram_.uniform("u_centre"), centre.x, centre.y, centre.z);
  glUniform1f(splashProgram_.uniform("u_strength"), splash.strength);
  glUniform1f(splashProgram_.uniform("u_radius"), splash.radius);
  glUniform1i(splashProgram_.uniform("u_atRest"), splash.atRest ? 1 : 0);
  height_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_WRITE);
  velocity_.bindImage(TP_IMAGE_EXTRA, GL_READ_WRITE);
  positions_.bindUnit(TP_SPHERE_TEX_POSITIONS);
  glDispatchCompute(groupCount(), 1, 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                  GL_TEXTURE_UPDATE_BARRIER_BIT);
}

void SphereWaveGpu::setStepKernel(SphereStepKernel kernel, int columnRows) {
  if (columnRows < 1 || columnRows > 16) throw std::invalid_argument("sphere step: 1 to 16 column rows");
  stepKernel_ = kernel;
  columnRows_ = columnRows;
  switch (kernel) {
    case SphereStepKernel::ImplicitRings:
      stepProgram_ = &shaders_.load({"sim/sphere_wave/step.comp"});
      break;
    case SphereStepKernel::External:
      throw std::invalid_argument("sphere step: an external program comes through setStepProgram");
    case SphereStepKernel::Columns:
      stepProgram_ = &shaders_.load({"sim/sphere_wave/step_columns.comp"},
                                    "#define COLUMN_ROWS " + std::to_string(columnRows) + "\n");
      break;
    case SphereStepKernel::SharedTile:
      stepProgram_ = &shaders_.load({"sim/sphere_wave/step_tile.comp"},
                                    "#define TILE_ROWS " + std::to_string(columnRows) + "\n");
      break;
  }
}

void SphereWaveGpu::setStepProgram(gl::ShaderProgram& program) {
  stepKernel_ = SphereStepKernel::External;
  columnRows_ = 1;
  stepProgram_ = &program;
}

void SphereWaveGpu::step(int count) {
  if (count <= 0) return;
  gl::ShaderProgram& program = *stepProgram_;
  program.use();
  glUniform1i(program.uniform("u_vertexCount"), vertexCount());
  glUniform1i(program.uniform("u_level"), mesh_.level);
  glUniform1f(program.uniform("u_a"), params_.a);
  glUniform1f(program.uniform("u_damping"), params_.damping);
  ring0123_.bindUnit(TP_SPHERE_TEX_RING_0123);
  ring45_.bindUnit(TP_SPHERE_TEX_RING_45);
  velocity_.bindImage(TP_IMAGE_EXTRA, GL_READ_WRITE);
  // Columns, SharedTile: one group a 32 × (8·rows) block of a diamond, z = the 10 diamonds.
  const GLuint side = GLuint(icosphereDiamondSide(mesh_.level));
  const GLuint columnGroupsX = (side + TP_SPHERE_COLUMN_GROUP_X - 1) / TP_SPHERE_COLUMN_GROUP_X;
  const GLuint rowsPerGroup = GLuint(TP_SPHERE_COLUMN_GROUP_Y * columnRows_);
  const GLuint columnGroupsY = (side + rowsPerGroup - 1) / rowsPerGroup;
  for (int i = 0; i < count; ++i) {
    height_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    height_.write().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    if (stepKernel_ == SphereStepKernel::Columns || stepKernel_ == SphereStepKernel::SharedTile)
      glDispatchCompute(columnGroupsX, columnGroupsY, 10);
    else
      glDispatchCompute(groupCount(), 1, 1);
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    height_.swap();
  }
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT);
}

SphereWaveMeasures SphereWaveGpu::measure() {
  requestMeasure();
  return collectMeasure().value_or(SphereWaveMeasures{});
}

std::optional<SphereWaveMeasures> SphereWaveGpu::collectMeasure() {
  if (!groupSums_.ready(gl::kLongestGpuWaitNs)) {
    groupSums_.drop();  // none in flight, or a GPU stuck for that long
    return std::nullopt;
  }
  const float* sums = groupSums_.floats();
  SphereWaveMeasures m;
  for (size_t g = 0; g < size_t(groupCount()) * 4; g += 4) {
    m.volume += sums[g];
    m.heightSum += sums[g + 1];
    m.kinetic += sums[g + 2];
    m.potential += sums[g + 3];
  }
  return m;
}

void SphereWaveGpu::requestMeasure() {
  measureProgram_.use();
  glUniform1i(measureProgram_.uniform("u_vertexCount"), vertexCount());
  glUniform1f(measureProgram_.uniform("u_a"), params_.a);
  height_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  velocity_.bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
  ring0123_.bindUnit(TP_SPHERE_TEX_RING_0123);
  ring45_.bindUnit(TP_SPHERE_TEX_RING_45);
  groupSums_.buffer().bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glDispatchCompute(groupCount(), 1, 1);
  groupSums_.markWritten();
}

std::vector<float> SphereWaveGpu::download(const gl::Texture& texture) const {
  std::vector<float> texels(size_t(kWidth) * size_t(rows_));
  texture.download(GL_RED, GL_FLOAT, texels.size() * sizeof(float), texels.data());
  texels.resize(size_t(vertexCount()));
  return texels;
}

std::vector<float> SphereWaveGpu::readHeight() const { return download(height_.read()); }
std::vector<float> SphereWaveGpu::readVelocity() const { return download(velocity_); }

std::vector<float> SphereWaveGpu::readHeightPrev() const {
  std::vector<float> height = readHeight();
  const std::vector<float> velocity = readVelocity();
  for (size_t v = 0; v < height.size(); ++v) height[v] -= velocity[v];
  return height;
}

void SphereWaveGpu::writeState(const std::vector<float>& height, const std::vector<float>& heightPrev) {
  std::vector<float> velocity(height.size());
  for (size_t v = 0; v < std::min(height.size(), heightPrev.size()); ++v) velocity[v] = height[v] - heightPrev[v];
  if (heightPrev.size() != height.size()) velocity.clear();  // refused below
  writeVelocityForm(height, velocity);
}

void SphereWaveGpu::writeVelocityForm(const std::vector<float>& height, const std::vector<float>& velocity) {
  if (height.size() != size_t(vertexCount()) || velocity.size() != size_t(vertexCount()))
    throw std::invalid_argument("sphere state: expected " + std::to_string(vertexCount()) +
                                " values per channel");
  height_.read().upload(GL_RED, GL_FLOAT, padded(height, rows_).data());
  velocity_.upload(GL_RED, GL_FLOAT, padded(velocity, rows_).data());
}

}  // namespace tp
