#include "sim/spring_surface/spring_surface_gpu.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

#include "core/log.hpp"
#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/sim/spring_surface/spring_surface_layout.h"
#include "sim/restore_weighted_sum.hpp"
#include "sim/spring_surface/spring_surface_mask.hpp"

namespace tp {
namespace {

// The container's range as a uniform: an infinite end (no clamp) becomes the
// largest float, which clamps nothing either and needs no infinity in GLSL.
float finiteOrLargest(float bound) {
  return std::clamp(bound, -std::numeric_limits<float>::max(), std::numeric_limits<float>::max());
}

GLuint groupsFor(int cells, int cellsPerGroup = TP_GROUP_2D) {
  return GLuint((cells + cellsPerGroup - 1) / cellsPerGroup);
}

// After a pass, before the next pass reads its output through images (or, in
// the fused step's texelFetch variant, through a sampler).
constexpr GLbitfield kBetweenPasses = GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT;
// After a public operation: the state may next be sampled by a surface shader,
// read by another pass or downloaded.
constexpr GLbitfield kAfterOperation = GL_SHADER_IMAGE_ACCESS_BARRIER_BIT |
                                       GL_TEXTURE_FETCH_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT;

gl::Texture makeStateTexture(int n, const char* label) {
  gl::Texture texture = gl::Texture::create2D(GL_RG32F, n, n);
  glClearTexImage(texture.id(), 0, GL_RG, GL_FLOAT, nullptr);  // rest: h = v = 0
  texture.setLabel(GL_TEXTURE, label);
  return texture;
}

}  // namespace

SpringSurfaceGpu::SpringSurfaceGpu(gl::ShaderLibrary& shaders, int gridSize,
                                   const SpringSurfaceParams& initial)
    : shaders_(shaders),
      splashPass_(shaders.load({"sim/spring_surface/splash.comp"})),
      shiftPass_(shaders.load({"sim/spring_surface/shift.comp"})),
      resamplePass_(shaders.load({"sim/spring_surface/resample.comp"})),
      energyPass_(shaders.load({"sim/spring_surface/energy.comp"})),
      params_(initial) {
  if (gridSize < 1) throw std::invalid_argument("spring surface: grid size must be >= 1");
  noForce_ = gl::Texture::create2D(GL_R32F, 1, 1);
  const float zero = 0.0f;
  noForce_.upload(GL_RED, GL_FLOAT, &zero);
  allocate(gridSize);
  // The fastest variant measured differs between a GPU and Mesa's software
  // renderer (see defaultSpringStepKernel and BENCHMARKS.md).
  setStepKernel(defaultSpringStepKernel(shaders.softwareRenderer()));
}

void SpringSurfaceGpu::setStepKernel(const SpringStepKernel& kernel) {
  if (kernel.columns < 1 || kernel.strip < 1 || kernel.groupWidth < 1 || kernel.groupHeight < 1)
    throw std::invalid_argument("spring surface: step kernel columns, strip and group must be >= 1");
  fusedPass_ = &shaders_.load({"sim/spring_surface/step.comp"}, kernel.defines());
  kernel_ = kernel;
}

void SpringSurfaceGpu::allocate(int n) {
  gridSize_ = n;
  params_.gridSize = n;
  state_ = gl::PingPong<gl::Texture>(makeStateTexture(n, "spring state A"),
                                     makeStateTexture(n, "spring state B"));
  waterMask_ = gl::Texture::create2D(GL_R8, n, n);
  waterMask_.setFilter(GL_NEAREST, GL_NEAREST);
  waterMask_.setLabel(GL_TEXTURE, "spring water mask");
  uploadMask();
  const GLsizeiptr groups = GLsizeiptr(groupsFor(n)) * GLsizeiptr(groupsFor(n));
  // Read back by the CPU after every measurement: ask for client-side storage
  // so drivers don't migrate it from video memory each time (NVIDIA warns).
  energyPartials_ = gl::Buffer::create(groups * GLsizeiptr(8 * sizeof(float)), nullptr,
                                       GL_DYNAMIC_STORAGE_BIT | GL_CLIENT_STORAGE_BIT);
}

void SpringSurfaceGpu::uploadMask() {
  // Uploaded as floats 0/1 (exact in R8, and no row-alignment rules for odd N).
  const std::vector<uint8_t> mask = makeSpringWaterMask(gridSize_, params_.rim);
  const std::vector<float> values(mask.begin(), mask.end());
  waterMask_.upload(GL_RED, GL_FLOAT, values.data());
  maskHasRim_ = params_.rim;
}

std::vector<uint8_t> SpringSurfaceGpu::waterMask() const {
  return makeSpringWaterMask(gridSize_, maskHasRim_);
}

void SpringSurfaceGpu::applyPendingChanges() {
  if (params_.gridSize != gridSize_) resize(params_.gridSize);
  if (params_.rim != maskHasRim_) uploadMask();  // the next pass zeroes the cells that became dry
}

void SpringSurfaceGpu::bindCommon(const gl::ShaderProgram& program) const {
  program.use();
  glProgramUniform2i(program.id(), SPRING_LOC_GRID_SIZE, gridSize_, gridSize_);
  waterMask_.bindImage(SPRING_IMAGE_WATER_MASK, GL_READ_ONLY);
}

std::vector<SpringSurfaceGpu::Tile> SpringSurfaceGpu::tiles() const {
  const int n = gridSize_;
  const int edge = tiling_.tileSize > 0 ? tiling_.tileSize : n;
  std::vector<Tile> result;
  for (int y = 0; y < n; y += edge)
    for (int x = 0; x < n; x += edge) result.push_back({x, y, std::min(x + edge, n), std::min(y + edge, n)});
  if (tiling_.order == SpringDispatchTiling::Order::Reverse) std::reverse(result.begin(), result.end());
  if (tiling_.order == SpringDispatchTiling::Order::Shuffled) {
    std::mt19937 random(tiling_.shuffleSeed);
    std::shuffle(result.begin(), result.end(), random);
  }
  return result;
}

void SpringSurfaceGpu::dispatchBox(const gl::ShaderProgram& program, const Tile& box, int cellsX, int cellsY) {
  glProgramUniform2i(program.id(), SPRING_LOC_TILE_ORIGIN, box.x0, box.y0);
  glProgramUniform2i(program.id(), SPRING_LOC_TILE_END, box.x1, box.y1);
  glDispatchCompute(groupsFor(box.x1 - box.x0, cellsX), groupsFor(box.y1 - box.y0, cellsY), 1);
}

void SpringSurfaceGpu::dispatchTiles(const gl::ShaderProgram& program, int cellsX, int cellsY) {
  const std::vector<Tile> order = tiles();
  for (size_t i = 0; i < order.size(); ++i) {
    // Between tiles, make each tile's writes visible to the next: then a pass
    // that read what it writes would see a different mix of old and new
    // values for each order, and a correct pass must not care.
    if (i > 0) glMemoryBarrier(kBetweenPasses);
    dispatchBox(program, order[i], cellsX, cellsY);
  }
}

void SpringSurfaceGpu::step(int count) {
  applyPendingChanges();
  if (count <= 0) return;
  const bool hasForce = force_ && force_->width() == gridSize_ && force_->height() == gridSize_;
  if (force_ && !hasForce)
    log::warn("spring surface: force texture is %dx%d, grid is %d: force ignored", force_->width(),
              force_->height(), gridSize_);
  stepFused(count, hasForce);
  glMemoryBarrier(kAfterOperation);
}

void SpringSurfaceGpu::stepFused(int count, bool hasForce) {
  const gl::ShaderProgram& pass = *fusedPass_;
  const GLuint id = pass.id();
  glProgramUniform2i(id, SPRING_LOC_GRID_SIZE, gridSize_, gridSize_);
  glProgramUniform1f(id, SPRING_LOC_STIFFNESS, params_.stiffness);
  glProgramUniform1f(id, SPRING_LOC_DAMPING, params_.damping);
  glProgramUniform1f(id, SPRING_LOC_DT, params_.dt);
  glProgramUniform1i(id, SPRING_LOC_HAS_FORCE, hasForce ? 1 : 0);
  glProgramUniform1i(id, SPRING_LOC_RIM, maskHasRim_ ? 1 : 0);
  glProgramUniform2f(id, SPRING_LOC_HEIGHT_RANGE, finiteOrLargest(params_.heightMin), finiteOrLargest(params_.heightMax));
  pass.use();
  (hasForce ? *force_ : noForce_).bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
  const int cellsX = kernel_.groupWidth * kernel_.columns, cellsY = kernel_.groupHeight * kernel_.strip;
  for (int i = 0; i < count; ++i) {
    if (kernel_.texelFetch) state_.read().bindUnit(SPRING_TEXTURE_STATE_IN);
    else state_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    state_.write().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    dispatchTiles(pass, cellsX, cellsY);
    glMemoryBarrier(kBetweenPasses);
    state_.swap();
  }
}

void SpringSurfaceGpu::splash(float cx, float cy, float strength, float radius) {
  applyPendingChanges();
  if (!(radius > 0.0f)) return;
  // Cells whose centre x + 0.5 lies within (cx − r, cx + r).
  const int n = gridSize_;
  const Tile box{std::max(0, int(std::floor(cx - radius - 0.5f))),
                 std::max(0, int(std::floor(cy - radius - 0.5f))),
                 std::min(n, int(std::ceil(cx + radius - 0.5f)) + 1),
                 std::min(n, int(std::ceil(cy + radius - 0.5f)) + 1)};
  if (box.x0 >= box.x1 || box.y0 >= box.y1) return;
  bindCommon(splashPass_);
  glProgramUniform4f(splashPass_.id(), SPRING_LOC_SPLASH, cx, cy, strength, radius);
  state_.read().bindImage(TP_IMAGE_STATE_OUT, GL_READ_WRITE);
  dispatchBox(splashPass_, box, TP_GROUP_2D, TP_GROUP_2D);
  glMemoryBarrier(kAfterOperation);
}

void SpringSurfaceGpu::shiftWater(float height, float velocity) {
  applyPendingChanges();
  bindCommon(shiftPass_);
  glProgramUniform2f(shiftPass_.id(), SPRING_LOC_SHIFT, height, velocity);
  glProgramUniform2f(shiftPass_.id(), SPRING_LOC_HEIGHT_RANGE, finiteOrLargest(params_.heightMin),
                     finiteOrLargest(params_.heightMax));
  state_.read().bindImage(TP_IMAGE_STATE_OUT, GL_READ_WRITE);
  dispatchBox(shiftPass_, Tile{0, 0, gridSize_, gridSize_}, TP_GROUP_2D, TP_GROUP_2D);
  glMemoryBarrier(kAfterOperation);
}

void SpringSurfaceGpu::resize(int n) {
  if (n < 1) throw std::invalid_argument("spring surface: grid size must be >= 1");
  if (n == gridSize_) return;
  const int oldSize = gridSize_;
  const std::vector<float> before = readState();
  const std::vector<uint8_t> waterBefore = waterMask();
  gl::PingPong<gl::Texture> old = std::move(state_);
  allocate(n);  // new textures at rest and the mask of the new size
  bindCommon(resamplePass_);
  glProgramUniform2i(resamplePass_.id(), SPRING_LOC_SOURCE_SIZE, oldSize, oldSize);
  old.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  state_.read().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
  glDispatchCompute(groupsFor(n), groupsFor(n), 1);
  glMemoryBarrier(kAfterOperation);
  // The water's volume (Σh·cell area, and Σv) put back, as SpringSurfaceCpu::resize.
  std::vector<float> after = readState();
  keepChannelVolumes(before, waterBefore, double(oldSize) * oldSize, after, waterMask(), double(n) * n, 2);
  scaleVelocitiesForGrid(after, oldSize, n);
  writeState(after);
}

void SpringSurfaceGpu::reset() {
  applyPendingChanges();
  glClearTexImage(state_.read().id(), 0, GL_RG, GL_FLOAT, nullptr);
  glMemoryBarrier(kAfterOperation);
}

void SpringSurfaceGpu::setForceTexture(const gl::Texture* force) {
  if (force && force->internalFormat() != GL_R32F)
    throw std::invalid_argument("spring surface: the force texture must be GL_R32F");
  force_ = force;
}

SpringEnergySums SpringSurfaceGpu::energySums() {
  bindCommon(energyPass_);
  state_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  energyPartials_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  const GLuint groups = groupsFor(gridSize_);
  glDispatchCompute(groups, groups, 1);
  glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
  std::vector<float> partials(size_t(groups) * groups * 8);  // energy.comp: two vec4 a group
  energyPartials_.download(0, GLsizeiptr(partials.size() * sizeof(float)), partials.data());
  SpringEnergySums sums;
  for (size_t i = 0; i < partials.size(); i += 8) {
    sums.velocitySquares += partials[i];
    sums.heightDifferenceSquares += partials[i + 1];
    sums.heightVelocityDifferences += partials[i + 2];
    sums.velocityDifferenceSquares += partials[i + 3];
    sums.heightSum += partials[i + 4];
    sums.velocitySum += partials[i + 5];
  }
  return sums;
}

SpringEnergy SpringSurfaceGpu::energy() { return springEnergyFromSums(energySums(), params_); }

std::vector<float> SpringSurfaceGpu::readState() const {
  std::vector<float> state(2 * size_t(gridSize_) * size_t(gridSize_));
  state_.read().download(GL_RG, GL_FLOAT, state.size() * sizeof(float), state.data());
  return state;
}

void SpringSurfaceGpu::writeState(const std::vector<float>& state) {
  applyPendingChanges();
  if (state.size() != 2 * size_t(gridSize_) * size_t(gridSize_))
    throw std::invalid_argument("spring surface: state must have 2*grid_size^2 values");
  std::vector<float> masked = state;
  const std::vector<uint8_t> mask = waterMask();
  for (size_t i = 0; i < mask.size(); ++i)
    if (!mask[i]) masked[2 * i] = masked[2 * i + 1] = 0.0f;
  state_.read().upload(GL_RG, GL_FLOAT, masked.data());
  glMemoryBarrier(kAfterOperation);
}

}  // namespace tp
