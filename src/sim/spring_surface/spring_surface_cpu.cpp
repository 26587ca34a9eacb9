#include "sim/spring_surface/spring_surface_cpu.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "sim/spring_surface/spring_surface_mask.hpp"
#include "sim/restore_weighted_sum.hpp"

#if defined(__SSE__)
#include <xmmintrin.h>
#endif

namespace tp {
namespace {

// GPUs may flush denormal floats to zero (GLSL allows it; NVIDIA and llvmpipe
// do), and the far tail of a wave is denormal long before the wave arrives.
// The twin flushes them too while it computes, so both sides round alike and
// agree bit for bit, not just to a tolerance. (x86 SSE: MXCSR FTZ | DAZ.)
class FlushDenormalsToZero {
 public:
#if defined(__SSE__)
  FlushDenormalsToZero() : saved_(_mm_getcsr()) { _mm_setcsr(saved_ | 0x8040u); }
  ~FlushDenormalsToZero() { _mm_setcsr(saved_); }

 private:
  unsigned saved_;
#endif
};

}  // namespace

SpringSurfaceCpu::SpringSurfaceCpu(int gridSize, const SpringSurfaceParams& initial)
    : params_(initial) {
  params_.gridSize = gridSize;
  gridSize_ = gridSize;
  state_.assign(2 * size_t(gridSize) * size_t(gridSize), 0.0f);
  rebuildMask();
}

bool SpringSurfaceCpu::isWater(int x, int y) const {
  return x >= 0 && y >= 0 && x < gridSize_ && y < gridSize_ && mask_[index(x, y)] != 0;
}

void SpringSurfaceCpu::rebuildMask() {
  mask_ = makeSpringWaterMask(gridSize_, params_.rim);
  maskHasRim_ = params_.rim;
}

void SpringSurfaceCpu::zeroOutsideWater() {
  for (size_t i = 0; i < mask_.size(); ++i)
    if (!mask_[i]) state_[2 * i] = state_[2 * i + 1] = 0.0f;
}

void SpringSurfaceCpu::applyPendingChanges() {
  if (params_.gridSize != gridSize_) resize(params_.gridSize);
  if (params_.rim != maskHasRim_) rebuildMask();  // the next pass zeroes the new dry cells
}

void SpringSurfaceCpu::step(int count) {
  applyPendingChanges();
  const FlushDenormalsToZero flush;
  for (int i = 0; i < count; ++i) {
    velocityPass();
    positionPass();
  }
}

void SpringSurfaceCpu::velocityPass() {
  const float k = params_.stiffness, c = params_.damping, dt = params_.dt;
  scratch_.resize(state_.size());
  for (int y = 0; y < gridSize_; ++y)
    for (int x = 0; x < gridSize_; ++x) {
      const size_t i = index(x, y);
      if (!mask_[i]) {
        scratch_[2 * i] = scratch_[2 * i + 1] = 0.0f;  // not water: held at rest
        continue;
      }
      const float h = state_[2 * i], v = state_[2 * i + 1];
      float acceleration = 0.0f;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          if ((dx == 0 && dy == 0) || !isWater(x + dx, y + dy)) continue;
          const size_t n = index(x + dx, y + dy);
          acceleration += (state_[2 * n] - h) * k + (state_[2 * n + 1] - v) * c;
        }
      scratch_[2 * i] = h;
      scratch_[2 * i + 1] = v + acceleration * dt;
    }
}

void SpringSurfaceCpu::positionPass() {
  const float dt = params_.dt;
  const bool hasForce = force_.size() == mask_.size();
  for (size_t i = 0; i < mask_.size(); ++i) {
    if (!mask_[i]) {
      state_[2 * i] = state_[2 * i + 1] = 0.0f;
      continue;
    }
    float v = scratch_[2 * i + 1];
    if (hasForce) v = v + force_[i] * dt;
    float h = scratch_[2 * i] + v * dt;
    h = std::clamp(h, params_.heightMin, params_.heightMax);  // container_range.glsl
    state_[2 * i] = h;
    state_[2 * i + 1] = v;
  }
}

void SpringSurfaceCpu::splash(double cx, double cy, double strength, double radius) {
  applyPendingChanges();
  const FlushDenormalsToZero flush;
  for (int y = 0; y < gridSize_; ++y)
    for (int x = 0; x < gridSize_; ++x) {
      // The same double formula as splash.comp, rounded once to float.
      const double dx = x + 0.5 - cx, dy = y + 0.5 - cy;
      const double d = std::sqrt(dx * dx + dy * dy);
      if (d < radius && mask_[index(x, y)])
        state_[2 * index(x, y)] += float(strength * (1.0 - d / radius));
    }
}

void SpringSurfaceCpu::shiftWater(float height, float velocity) {
  applyPendingChanges();
  const FlushDenormalsToZero flush;
  for (size_t i = 0; i < mask_.size(); ++i) {
    if (!mask_[i]) continue;
    state_[2 * i] = std::clamp(state_[2 * i] + height, params_.heightMin, params_.heightMax);
    state_[2 * i + 1] = state_[2 * i + 1] + velocity;
  }
}

void SpringSurfaceCpu::resize(int n) {
  if (n < 1) throw std::invalid_argument("spring surface: grid size must be >= 1");
  const FlushDenormalsToZero flush;
  const int old = gridSize_;
  const std::vector<float> source = state_;
  const std::vector<uint8_t> waterBefore = mask_;
  const float scale = float(old) / float(n);
  // Cell centre x + 0.5 of the new grid sits at p + 0.5 of the old one.
  auto sourceCoordinate = [&](int x, int& i0, int& i1, float& fraction) {
    const float p = std::clamp((float(x) + 0.5f) * scale - 0.5f, 0.0f, float(old - 1));
    i0 = int(std::floor(p));
    i1 = std::min(i0 + 1, old - 1);
    fraction = p - float(i0);
  };
  gridSize_ = n;
  params_.gridSize = n;
  state_.assign(2 * size_t(n) * size_t(n), 0.0f);
  for (int y = 0; y < n; ++y) {
    int y0, y1;
    float fy;
    sourceCoordinate(y, y0, y1, fy);
    for (int x = 0; x < n; ++x) {
      int x0, x1;
      float fx;
      sourceCoordinate(x, x0, x1, fx);
      for (int channel = 0; channel < 2; ++channel) {
        auto at = [&](int sx, int sy) { return source[2 * (size_t(sy) * size_t(old) + size_t(sx)) + size_t(channel)]; };
        const float bottom = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * fx;
        const float top = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * fx;
        state_[2 * index(x, y) + size_t(channel)] = bottom + (top - bottom) * fy;
      }
    }
  }
  rebuildMask();
  zeroOutsideWater();
  // Then the water's volume (Σh·cell area, and Σv) put back: restore_weighted_sum.hpp.
  keepChannelVolumes(source, waterBefore, double(old) * old, state_, mask_, double(n) * n, 2);
  scaleVelocitiesForGrid(state_, old, n);
  if (!force_.empty() && force_.size() != mask_.size()) force_.clear();
}

void SpringSurfaceCpu::reset() {
  applyPendingChanges();
  std::fill(state_.begin(), state_.end(), 0.0f);
}

void SpringSurfaceCpu::setForce(std::vector<float> acceleration) {
  if (!acceleration.empty() && acceleration.size() != mask_.size())
    throw std::invalid_argument("spring surface: force must have grid_size^2 values");
  force_ = std::move(acceleration);
}

void SpringSurfaceCpu::writeState(std::vector<float> state) {
  applyPendingChanges();
  if (state.size() != state_.size())
    throw std::invalid_argument("spring surface: state must have 2*grid_size^2 values");
  state_ = std::move(state);
  zeroOutsideWater();
}

SpringEnergy SpringSurfaceCpu::energy() const {
  return springEnergyFromSums(springEnergySums(state_, mask_, gridSize_), params_);
}

}  // namespace tp
