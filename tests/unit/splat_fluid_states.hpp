#pragma once
// Initial states and measures shared by the splat fluid's CPU (unit) and GPU
// (gl) tests. State layout: [row][column][vx, vy, mass].
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "shaders/sim/splat_fluid/splat_fluid_constants.h"

namespace tp::test {

// Random fluid: masses in [0, maxMass] (a fraction `emptyFraction` of cells
// exactly empty), velocities in [-maxSpeed, maxSpeed] cells/step.
inline std::vector<float> randomFluidState(int width, int height, uint32_t seed, float maxMass,
                                           float maxSpeed, float emptyFraction = 0.2f) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  std::vector<float> state(size_t(width) * size_t(height) * 3);
  for (size_t i = 0; i < state.size(); i += 3) {
    state[i + 0] = (2 * unit(rng) - 1) * maxSpeed;
    state[i + 1] = (2 * unit(rng) - 1) * maxSpeed;
    state[i + 2] = unit(rng) < emptyFraction ? 0.0f : unit(rng) * maxMass;
  }
  return state;
}

// The state seen in a mirror at the vertical centre line: column x <-> W-1-x, vx negated.
inline std::vector<float> mirroredX(const std::vector<float>& state, int width, int height) {
  std::vector<float> out(state.size());
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const size_t from = (size_t(y) * width + x) * 3, to = (size_t(y) * width + (width - 1 - x)) * 3;
      out[to + 0] = -state[from + 0];
      out[to + 1] = state[from + 1];
      out[to + 2] = state[from + 2];
    }
  return out;
}

// The same for the horizontal centre line: row y <-> H-1-y, vy negated.
inline std::vector<float> mirroredY(const std::vector<float>& state, int width, int height) {
  std::vector<float> out(state.size());
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const size_t from = (size_t(y) * width + x) * 3, to = (size_t(height - 1 - y) * width + x) * 3;
      out[to + 0] = state[from + 0];
      out[to + 1] = -state[from + 1];
      out[to + 2] = state[from + 2];
    }
  return out;
}

// Symmetrises a state: the average of it and its mirror image (exact in float
// for the mirrored channel pairs, so the result is exactly symmetric).
inline std::vector<float> symmetricX(const std::vector<float>& state, int width, int height) {
  std::vector<float> mirror = mirroredX(state, width, height), out(state.size());
  for (size_t i = 0; i < state.size(); ++i) out[i] = 0.5f * (state[i] + mirror[i]);
  return out;
}

inline double totalMass(const std::vector<float>& state) {
  double sum = 0;
  for (size_t i = 2; i < state.size(); i += 3) sum += state[i];
  return sum;
}

// With walls nothing leaves the box, but one step multiplies the mass of each
// particle by S = sum over the whole lattice of exp(-|k - y|^2) / 3.142, where
// y is where the particle landed. S = theta(yx) * theta(yy) / 3.142 with the 1D
// lattice sum theta(y) = sqrt(pi) * (1 + 2 e^-pi^2 cos(2 pi y) + ...), so S lies
// in [theta_min^2, theta_max^2] / 3.142 = about [0.99966, 1.00008]: pi / 3.142
// (the seed's pi) times the lattice's +-1.03e-4 per axis. Returns that range.
inline std::pair<double, double> splatMassFactorRange() {
  double lo = 1e9, hi = 0;
  for (int s = 0; s <= 1000; ++s) {
    const double y = s / 1000.0;
    double theta = 0;
    for (int k = -40; k <= 40; ++k) theta += std::exp(-(k - y) * (k - y));
    lo = std::min(lo, theta);
    hi = std::max(hi, theta);
  }
  return {lo * lo / SPLAT_FLUID_SEED_PI, hi * hi / SPLAT_FLUID_SEED_PI};
}

struct FieldDifference {
  double maxMass = 0;      // max |m_a - m_b|
  double maxMomentum = 0;  // max |m_a v_a - m_b v_b| over both components
  double maxVelocityWhereMassive = 0;  // max |v_a - v_b| where both masses > 1e-3
};

// A NaN anywhere makes the difference infinite (std::max would drop it).
inline void keepWorst(double& worst, double difference) {
  worst = std::isnan(difference) ? INFINITY : std::max(worst, difference);
}

inline FieldDifference compareFields(const std::vector<float>& a, const std::vector<float>& b) {
  FieldDifference d;
  for (size_t i = 0; i < a.size(); i += 3) {
    keepWorst(d.maxMass, std::abs(double(a[i + 2]) - b[i + 2]));
    for (int c = 0; c < 2; ++c) {
      const double pa = double(a[i + 2]) * a[i + c], pb = double(b[i + 2]) * b[i + c];
      keepWorst(d.maxMomentum, std::abs(pa - pb));
      if (a[i + 2] > 1e-3f && b[i + 2] > 1e-3f)
        keepWorst(d.maxVelocityWhereMassive, std::abs(double(a[i + c]) - b[i + c]));
    }
  }
  return d;
}

inline bool allFinite(const std::vector<float>& state) {
  return std::all_of(state.begin(), state.end(), [](float v) { return std::isfinite(v); });
}

}  // namespace tp::test
