#include "sim/grid_wave/grid_wave_cpu.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "shaders/sim/grid_wave/grid_wave_layout.h"
#include "sim/cell_box.hpp"
#include "sim/moving_source.hpp"
#include "sim/restore_weighted_sum.hpp"

namespace tp {

float gridWaveSpongeDamping(int x, int y, int n, float width, float courant) {
  // Distance from the cell centre to the nearest grid edge, in cells.
  const float cx = float(x) + 0.5f, cy = float(y) + 0.5f;
  const float distance = std::min(std::min(cx, float(n) - cx), std::min(cy, float(n) - cy));
  const float s = std::max(0.0f, 1.0f - distance / width);
  return float(TP_GW_SPONGE_STRENGTH) * (courant / width) * (s * s);
}

GridWaveCpu::GridWaveCpu(const GridWaveParams& params, int size) : params_(&params) { resize(size); }

void GridWaveCpu::reset() {
  std::fill(height_.begin(), height_.end(), 0.0f);
  std::fill(previous_.begin(), previous_.end(), 0.0f);
}

void GridWaveCpu::resize(int size) {
  if (size < 1) throw std::invalid_argument("grid wave: size must be at least 1");
  const size_t cells = size_t(size) * size_t(size);
  if (size_ == 0) {
    height_.assign(cells, 0.0f);
    previous_.assign(cells, 0.0f);
    size_ = size;
  } else if (size != size_) {
    // Bilinear resampling, then the water's volume put back (Σz·cell area over
    // the water, for both heights: restore_weighted_sum.hpp), as GridWaveGpu::resize.
    const std::vector<float> before = readState();
    const std::vector<uint8_t> waterBefore = waterCellsOf(land_);
    const double oldCells = double(size_) * double(size_);
    height_ = resampleGridField(height_, size_, size);
    previous_ = resampleGridField(previous_, size_, size);
    if (!land_.empty()) land_ = resampleLandMask(land_, size_, size);
    size_ = size;
    zeroLand();
    std::vector<float> after = readState();
    keepChannelVolumes(before, waterBefore, oldCells, after, waterCellsOf(land_), double(cells), 2);
    writeState(after);
  }
  zeroLand();
}

void GridWaveCpu::step(int count) {
  for (int i = 0; i < count; ++i) stepOnce();
}

// One leapfrog step (seed 002), written into the z_old buffer in place (each
// cell reads its own z_old before writing z'), then the two buffers swap: the
// GPU does exactly this with two R32F textures.
//   5-point: z' = a·(z_E + z_W + z_N + z_S) + (2 − 4a)·z − z_old
//   9-point: z' = 2z + a·[(2/3)·(edges − 4z) + (1/6)·(corners − 4z)] − z_old
// Damping d (per step, plus the sponge's in its layer) is the centred
// discretisation of the velocity term γ·z_t with d = γΔt:
//   (1 + d/2)·z' = [undamped right-hand side with z_old scaled by (1 − d/2)]
// Chosen over the usual z' = (1−d)·(…) because it is second-order accurate,
// leaves the stability limit of `a` unchanged for any d ≥ 0, only removes
// energy (the discrete energy drops by (d/2)·(z' − z_old)² per cell) and does
// not pull still water towards zero. With d = 0 it is the seed's equation
// bit for bit.
void GridWaveCpu::stepOnce() {
  const int n = size_;
  const float a = gridWaveEffectiveA(*params_);
  const bool nine = params_->laplacian == int(GridWaveLaplacian::NinePoint);
  const float damping = params_->damping;
  const bool absorb = params_->boundary == int(GridWaveBoundary::Absorb);
  const float spongeCells = gridWaveSpongeCells(*params_, n);
  const float courant = std::sqrt(a);
  const float* z = height_.data();
  auto at = [&](int x, int y) {  // reflecting edges: clamped reads (the seed's sampling)
    return z[size_t(std::clamp(y, 0, n - 1)) * size_t(n) + size_t(std::clamp(x, 0, n - 1))];
  };
  // boundary=absorb, outermost ring: upwind one-way wave z' = z − √a·(z − z_inward)
  // (see grid_wave_layout.h); corners average their two directions. Reads only
  // the current heights, so the GPU can still update z_old in place.
  auto outgoingEdgeValue = [&](int x, int y) {
    const int inX = x == 0 ? 1 : (x == n - 1 ? n - 2 : x);
    const int inY = y == 0 ? 1 : (y == n - 1 ? n - 2 : y);
    const float here = at(x, y);
    if (inX != x && inY != y)
      return here - courant * 0.5f * ((here - at(inX, y)) + (here - at(x, inY)));
    return here - courant * (here - at(inX, inY));
  };
  for (int y = 0; y < n; ++y) {
    // Rows and columns of the neighbours, clamped at the walls.
    const float* row = z + size_t(y) * size_t(n);
    const float* below = z + size_t(std::max(y - 1, 0)) * size_t(n);
    const float* above = z + size_t(std::min(y + 1, n - 1)) * size_t(n);
    for (int x = 0; x < n; ++x) {
      const size_t i = size_t(y) * size_t(n) + size_t(x);
      if (isLand(i)) {
        previous_[i] = 0.0f;
        continue;
      }
      if (absorb && (x == 0 || y == 0 || x == n - 1 || y == n - 1)) {
        previous_[i] = outgoingEdgeValue(x, y);
        continue;
      }
      const int left = std::max(x - 1, 0), right = std::min(x + 1, n - 1);
      const float here = row[x];
      const float edges = (row[right] + row[left]) + (above[x] + below[x]);
      float undamped;  // 2z + a·L z, the right-hand side without z_old
      if (nine) {
        // Written with differences so that still water stays exactly still in
        // float (the seed's form with weights 2/3, 1/6, 10/3 does not: they
        // round, and a rising mean level then feeds a slow error).
        const float corners = (above[right] + above[left]) + (below[right] + below[left]);
        const float laplacian =
            (edges - 4.0f * here) * (2.0f / 3.0f) + (corners - 4.0f * here) * (1.0f / 6.0f);
        undamped = 2.0f * here + a * laplacian;
      } else {
        undamped = a * edges + (2.0f - 4.0f * a) * here;  // the seed's form, bit for bit
      }
      float d = damping;
      if (absorb) d += gridWaveSpongeDamping(x, y, n, spongeCells, courant);
      previous_[i] = (undamped - (1.0f - 0.5f * d) * previous_[i]) / (1.0f + 0.5f * d);
    }
  }
  std::swap(height_, previous_);
}

void GridWaveCpu::addPressureKick(float centreX, float centreY, float amount, float radius) {
  if (!(radius > 0.0f)) return;
  const int n = size_;
  const CellBox box = cellsWithin(centreX, centreY, float(kMovingSourceReach) * radius, n);
  for (int y = box.y0; y <= box.y1; ++y)
    for (int x = box.x0; x <= box.x1; ++x) {
      const size_t i = size_t(y) * size_t(n) + size_t(x);
      if (isLand(i)) continue;
      const float dx = float(x) + 0.5f - centreX, dy = float(y) + 0.5f - centreY;
      height_[i] -= amount * std::exp(-(dx * dx + dy * dy) / (radius * radius));
    }
}

void GridWaveCpu::addSplash(float centreX, float centreY, float strength, float radius) {
  const int n = size_;
  const CellBox box = cellsWithin(centreX, centreY, radius, n);
  for (int y = box.y0; y <= box.y1; ++y) {
    for (int x = box.x0; x <= box.x1; ++x) {
      const size_t i = size_t(y) * size_t(n) + size_t(x);
      const float dx = float(x) + 0.5f - centreX, dy = float(y) + 0.5f - centreY;
      const float d = std::sqrt(dx * dx + dy * dy);
      if (d >= radius || isLand(i)) continue;
      const float added = strength * (1.0f - d / radius);
      height_[i] += added;
      previous_[i] += added;
    }
  }
}

void GridWaveCpu::addHeightDelta(const std::vector<float>& delta, float scale, bool alsoPrevious) {
  if (delta.size() != height_.size()) throw std::invalid_argument("grid wave: delta field size mismatch");
  for (size_t i = 0; i < delta.size(); ++i) {
    if (isLand(i)) continue;
    height_[i] += scale * delta[i];
    if (alsoPrevious) previous_[i] += scale * delta[i];
  }
}

void GridWaveCpu::setLandMask(std::vector<uint8_t> mask) {
  if (!mask.empty() && mask.size() != height_.size())
    throw std::invalid_argument("grid wave: land mask size mismatch");
  land_ = std::move(mask);
  zeroLand();
}

void GridWaveCpu::zeroLand() {
  for (size_t i = 0; i < land_.size(); ++i)
    if (land_[i]) height_[i] = previous_[i] = 0.0f;
}

std::vector<float> GridWaveCpu::readState() const {
  std::vector<float> state(height_.size() * 2);
  for (size_t i = 0; i < height_.size(); ++i) {
    state[2 * i] = height_[i];
    state[2 * i + 1] = previous_[i];
  }
  return state;
}

void GridWaveCpu::writeState(const std::vector<float>& state) {
  if (state.size() != height_.size() * 2) throw std::invalid_argument("grid wave: state size mismatch");
  for (size_t i = 0; i < height_.size(); ++i) {
    height_[i] = state[2 * i];
    previous_[i] = state[2 * i + 1];
  }
  zeroLand();
}

GridWaveEnergy GridWaveCpu::energy() const { return gridWaveEnergy(*params_, size_, height_, previous_); }

std::vector<float> resampleGridField(const std::vector<float>& field, int n, int m) {
  std::vector<float> out(size_t(m) * size_t(m));
  const float scale = float(n) / float(m);
  auto at = [&](int x, int y) {
    return field[size_t(std::clamp(y, 0, n - 1)) * size_t(n) + size_t(std::clamp(x, 0, n - 1))];
  };
  for (int y = 0; y < m; ++y) {
    for (int x = 0; x < m; ++x) {
      // New cell centre in old cell units, shifted so integer = old cell centre.
      const float px = (float(x) + 0.5f) * scale - 0.5f, py = (float(y) + 0.5f) * scale - 0.5f;
      const float fx = std::floor(px), fy = std::floor(py);
      const int ix = int(fx), iy = int(fy);
      const float tx = px - fx, ty = py - fy;
      const float bottom = at(ix, iy) + tx * (at(ix + 1, iy) - at(ix, iy));
      const float top = at(ix, iy + 1) + tx * (at(ix + 1, iy + 1) - at(ix, iy + 1));
      out[size_t(y) * size_t(m) + size_t(x)] = bottom + ty * (top - bottom);
    }
  }
  return out;
}

std::vector<uint8_t> resampleLandMask(const std::vector<uint8_t>& mask, int n, int m) {
  std::vector<uint8_t> out(size_t(m) * size_t(m));
  for (int y = 0; y < m; ++y) {
    const int sy = std::min(n - 1, int((float(y) + 0.5f) * float(n) / float(m)));
    for (int x = 0; x < m; ++x) {
      const int sx = std::min(n - 1, int((float(x) + 0.5f) * float(n) / float(m)));
      out[size_t(y) * size_t(m) + size_t(x)] = mask[size_t(sy) * size_t(n) + size_t(sx)];
    }
  }
  return out;
}

}  // namespace tp
