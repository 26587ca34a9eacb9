#include "sim/splat_fluid/splat_fluid_cpu.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace tp {

int splatFluidMirrorFold(int index, int n, bool& flipped) {
  const int period = 2 * n;
  int k = index % period;
  if (k < 0) k += period;
  flipped = k >= n;
  return flipped ? period - 1 - k : k;
}

namespace {
int checkedEdge(int cells) {
  if (cells < 1) throw std::invalid_argument("splat fluid: grid must be at least 1x1");
  return cells;
}
// The sum of exp(-|k - (x, y)|^2) over all integer points k: the total a
// Gaussian landing at (x, y) hands out before normalising (splat_fluid_constants.h).
// It has period 1 in x and y, so for a particle landing at o + v (o an integer
// offset) it is latticeSum(v): a property of the particle, not of the pair.
double latticeSum(float x, float y) {
  const double twoPi = 2.0 * SPLAT_FLUID_PI;
  return SPLAT_FLUID_PI * (1.0 + SPLAT_FLUID_LATTICE_RIPPLE * std::cos(twoPi * x)) *
         (1.0 + SPLAT_FLUID_LATTICE_RIPPLE * std::cos(twoPi * y));
}

}  // namespace

SplatFluidCpu::SplatFluidCpu(int width, int height)
    : width_(checkedEdge(width)), height_(checkedEdge(height)),
      state_(size_t(width_) * size_t(height_) * kChannels, 0.0f), next_(state_.size(), 0.0f) {
}

void SplatFluidCpu::reset() {
  std::fill(state_.begin(), state_.end(), 0.0f);
  stepCount_ = 0;
}

void SplatFluidCpu::writeState(const std::vector<float>& state) {
  if (state.size() != state_.size())
    throw std::invalid_argument("splat fluid: state must hold width*height*3 floats");
  state_ = state;
}

bool SplatFluidCpu::neighbour(int x, int y, Particle& out) const {
  bool flipX = false, flipY = false;
  if (params_.edges == SPLAT_FLUID_EDGES_WALLS) {
    x = splatFluidMirrorFold(x, width_, flipX);
    y = splatFluidMirrorFold(y, height_, flipY);
  } else if (x < 0 || y < 0 || x >= width_ || y >= height_) {
    return false;  // open edges: the outside is empty
  }
  const float* cell = &state_[(size_t(y) * size_t(width_) + size_t(x)) * kChannels];
  out = {flipX ? -cell[0] : cell[0], flipY ? -cell[1] : cell[1], cell[2], flipX || flipY};
  return true;
}

// One step of seed 001's deobfuscated shader, at every cell (x, y):
//   for each neighbour i in the (2R+1)^2 window, at offset o_i:
//     x_i = o_i + v_i                 where its particle lands, relative to us
//     G   = exp(-|x_i|^2) / pi        Gaussian splat, sigma = sqrt(1/2)
//     m  += G m_i                     mass that ends up here
//     p  += G m_i v_i                 momentum
//     f  += G m_i (rho0 - m_i) x_i    simplified SPH pressure force
//                                     (a wall's mirror image: min(rho0 - m_i, 0))
//   (conserve_mass: G = exp(-|x_i|^2) / latticeSum(v_i), so sum over cells of G = 1;
//    latticeSum(x_i) = latticeSum(v_i) by periodicity, and the GPU's tiled
//    kernel computes it once per particle, so the twin does too)
//   v = p/m + f/m where m > 0 (made portable: SPLAT_FLUID_MIN_MASS), else 0
//     (or v = (p + f)/(m + 1e-6): the tweet's epsilon hack)
void SplatFluidCpu::stepOnce() {
  const SplatFluidParams& p = params_;
  const int r = p.radius;
  const double seedPi = SPLAT_FLUID_SEED_PI;
  const bool splashNow = p.periodicSplash && stepCount_ % std::max(1, p.splashPeriod) == 0;
  // The seed sprays at (u - centre)/1000 px per frame on a ~1000 px canvas:
  // here spraySpeed at the edge, growing linearly from 0 at the centre.
  const float sprayScale = p.spraySpeed / (0.5f * float(std::min(width_, height_)));

  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      double m = 0, px = 0, py = 0, fx = 0, fy = 0;
      for (int oy = -r; oy <= r; ++oy) {
        for (int ox = -r; ox <= r; ++ox) {
          Particle n;
          if (!neighbour(x + ox, y + oy, n)) continue;
          // x_i in float, as the GPU forms it; the rest in double.
          const float xix = float(ox) + n.vx, xiy = float(oy) + n.vy;
          const double g = std::exp(-(double(xix) * xix + double(xiy) * xiy)) /
                           (p.conserveMass ? latticeSum(n.vx, n.vy) : seedPi);
          const double gm = g * n.mass;
          m += gm;
          px += gm * n.vx;
          py += gm * n.vy;
          // A wall's mirror image only pushes: walls do not wet (step_common.glsl).
          const double weight = double(p.rho0) - n.mass;
          const double pressure = gm * (n.image ? std::min(weight, 0.0) : weight);
          fx += pressure * xix;
          fy += pressure * xiy;
        }
      }
      double vx = 0, vy = 0;
      if (p.epsilonHack) {
        vx = (px + fx) / (m + SPLAT_FLUID_EPSILON);
        vy = (py + fy) / (m + SPLAT_FLUID_EPSILON);
      } else if (m > SPLAT_FLUID_MIN_MASS) {
        vx = px / m + fx / m;
        vy = py / m + fy / m;
      }
      if (m > SPLAT_FLUID_MIN_MASS) vy -= p.gravity;
      float* out = &next_[(size_t(y) * size_t(width_) + size_t(x)) * kChannels];
      out[0] = float(vx);
      out[1] = float(vy);
      out[2] = float(m);
      if (splashNow) {
        out[0] += (float(x) + 0.5f - 0.5f * float(width_)) * sprayScale;
        out[1] += (float(y) + 0.5f - 0.5f * float(height_)) * sprayScale;
        out[2] += p.periodicMass;
      }
    }
  }
  std::swap(state_, next_);
  ++stepCount_;
}

void SplatFluidCpu::step(int count) {
  for (int i = 0; i < count; ++i) stepOnce();
}

void SplatFluidCpu::splash(const SplatFluidSplash& s) {
  if (!(s.radius > 0)) return;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const float dx = float(x) + 0.5f - s.cx, dy = float(y) + 0.5f - s.cy;
      const float d = std::sqrt(dx * dx + dy * dy);
      if (d >= s.radius) continue;
      float* cell = &state_[(size_t(y) * size_t(width_) + size_t(x)) * kChannels];
      cell[0] = s.vx;
      cell[1] = s.vy;
      cell[2] += s.mass * (1.0f - d / s.radius);
    }
  }
}

SplatFluidTotals SplatFluidCpu::totals() const {
  SplatFluidTotals t;
  for (size_t i = 0; i < state_.size(); i += kChannels) {
    t.mass += state_[i + 2];
    t.momentumX += double(state_[i + 2]) * state_[i + 0];
    t.momentumY += double(state_[i + 2]) * state_[i + 1];
  }
  return t;
}

}  // namespace tp
