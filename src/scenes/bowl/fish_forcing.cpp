#include "scenes/bowl/fish_forcing.hpp"

#include <algorithm>
#include <cmath>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "sim/spring_surface/spring_surface_mask.hpp"

namespace tp {
namespace {

constexpr GLint kLocationGridSize = 0, kLocationStampCount = 1, kLocationSlosh = 2;  // as in fish_force.comp

// The cells a stamp reaches along one axis: centres within the cutoff.
void reachedCells(float centre, float cutoff, int size, int& first, int& last) {
  first = std::max(0, int(std::floor(centre - cutoff - 0.5f)));
  last = std::min(size - 1, int(std::ceil(centre + cutoff - 0.5f)));
}

// Σ of a stamp's weights over the water cells it reaches. Away from the rim
// (the corner cells of its square are water, so all of it is: the disc is
// convex) the square's sum is a product of two row sums, O(σ) instead of
// O(σ²): at a 2048 grid a fish's σ is some 70 cells.
double waterSum(const ForceStamp& s, const SurfaceGrid& grid, std::span<const uint8_t> mask) {
  const float cutoff = kStampCutoffSigmas * s.sigma;
  int x0, x1, y0, y1;
  reachedCells(s.x, cutoff, grid.size, x0, x1);
  reachedCells(s.y, cutoff, grid.size, y0, y1);
  if (x0 > x1 || y0 > y1) return 0;
  const double inverse = 1.0 / (2.0 * double(s.sigma) * s.sigma);
  auto axisSum = [&](float centre, int first, int last) {
    double sum = 0;
    for (int i = first; i <= last; ++i) {
      const double d = double(i) + 0.5 - centre;
      if (std::fabs(d) < cutoff) sum += std::exp(-d * d * inverse);
    }
    return sum;
  };
  const int n = grid.size;
  if (insideSpringRim(x0, y0, n) && insideSpringRim(x1, y0, n) && insideSpringRim(x0, y1, n) &&
      insideSpringRim(x1, y1, n))
    return axisSum(s.x, x0, x1) * axisSum(s.y, y0, y1);
  double sum = 0;
  for (int row = y0; row <= y1; ++row)
    for (int column = x0; column <= x1; ++column)
      if (mask[size_t(row) * size_t(n) + size_t(column)]) sum += stampWeight(s, column, row);
  return sum;
}

}  // namespace

float stampWeight(const ForceStamp& stamp, int column, int row) {
  const float dx = float(column) + 0.5f - stamp.x, dy = float(row) + 0.5f - stamp.y;
  const float cutoff = kStampCutoffSigmas * stamp.sigma;
  if (std::fabs(dx) >= cutoff || std::fabs(dy) >= cutoff) return 0.0f;
  return std::exp(-(dx * dx + dy * dy) / (2.0f * stamp.sigma * stamp.sigma));
}

bool balanceStampPair(const ForceStamp& first, ForceStamp& second, const SurfaceGrid& grid,
                      std::span<const uint8_t> mask) {
  const double firstSum = waterSum(first, grid, mask), secondSum = waterSum(second, grid, mask);
  if (firstSum <= 0 || secondSum <= 0) return false;
  second.amplitude = float(-double(first.amplitude) * firstSum / secondSum);
  return true;
}

std::vector<ForceStamp> makeFishStamps(std::span<const Boid> fish, const FishPush& push, const SurfaceGrid& grid,
                                       std::span<const uint8_t> mask) {
  std::vector<ForceStamp> stamps;
  if (!(push.strength > 0) || !(push.reach > 0)) return stamps;
  // At least half a cell wide, or a coarse grid would miss lobes between centres.
  const float sigma = std::max(0.3f * push.fishLength / grid.cellSize, 0.5f);
  const float lobeOffset = 0.35f * push.fishLength / grid.cellSize;
  for (const Boid& boid : fish) {
    const float depth = push.waterLevel - boid.position.y;
    if (depth >= push.reach) continue;
    const float closeness = std::clamp(1.0f - depth / push.reach, 0.0f, 1.0f);
    glm::vec2 heading(boid.velocity.x, boid.velocity.z);
    const float speed = glm::length(heading);
    if (speed < 1e-5f) continue;
    heading /= speed;
    // A fish gliding fast pushes a full bow wave; a slow one still stirs a little.
    const float pace = std::clamp(speed / std::max(push.maxSpeed, 1e-5f), 0.25f, 1.0f);
    const float amplitude = push.strength * closeness * pace;
    const glm::vec2 centre = grid.toCells(boid.position);
    ForceStamp bow{centre.x + heading.x * lobeOffset, centre.y + heading.y * lobeOffset, amplitude, sigma};
    ForceStamp stern{centre.x - heading.x * lobeOffset, centre.y - heading.y * lobeOffset, -amplitude, sigma};
    if (!balanceStampPair(bow, stern, grid, mask)) continue;  // a lobe off the water
    stamps.push_back(bow);
    stamps.push_back(stern);
  }
  return stamps;
}

void FishForcing::init(gl::ShaderLibrary& shaders) { program_ = &shaders.load({"scenes/bowl/fish_force.comp"}); }

void FishForcing::resize(int gridSize) {
  if (force_ && force_.width() == gridSize) return;
  force_ = gl::Texture::create2D(GL_R32F, gridSize, gridSize);
  force_.setLabel(GL_TEXTURE, "fish force");
  glClearTexImage(force_.id(), 0, GL_RED, GL_FLOAT, nullptr);
}

void FishForcing::write(std::span<const ForceStamp> stamps, const gl::Texture& state, float slosh) {
  static_assert(sizeof(ForceStamp) == 4 * sizeof(float), "one vec4 per stamp in fish_force.comp");
  if (stamps.size() > stampCapacity_ || !stamps_) {  // always a buffer to bind, even for no stamps
    stampCapacity_ = std::max<size_t>({stamps.size(), 2 * stampCapacity_, 16});
    stamps_ = gl::Buffer::create(GLsizeiptr(stampCapacity_ * sizeof(ForceStamp)), nullptr, GL_DYNAMIC_STORAGE_BIT);
    stamps_.setLabel(GL_BUFFER, "fish force stamps");
  }
  if (!stamps.empty()) stamps_.upload(0, GLsizeiptr(stamps.size_bytes()), stamps.data());
  stamps_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  const int n = force_.width();
  glProgramUniform1i(program_->id(), kLocationGridSize, n);
  glProgramUniform1i(program_->id(), kLocationStampCount, int(stamps.size()));
  glProgramUniform1f(program_->id(), kLocationSlosh, slosh);
  program_->use();
  state.bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  force_.bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
  const GLuint groups = GLuint((n + TP_GROUP_2D - 1) / TP_GROUP_2D);
  glDispatchCompute(groups, groups, 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
}

}  // namespace tp
