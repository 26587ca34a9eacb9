// The splat fluid's resample (grid size change), CPU side: the tent weights,
// and what the scene relies on: same picture, density and velocity per cell
// kept, mass scaling with the cell count, no velocity lent by empty cells.
#include <gtest/gtest.h>

#include <cmath>

#include "sim/splat_fluid/splat_fluid_resample.hpp"
#include "splat_fluid_states.hpp"

using namespace tp;
using namespace tp::test;

namespace {

// A round blob of rest density 1 at (cx, cy) (fractions of the grid), radius
// `r` (fraction of the width), moving at (vx, vy); soft edge one cell wide.
std::vector<float> blob(int n, float cx, float cy, float r, float vx, float vy) {
  std::vector<float> state(size_t(n) * size_t(n) * 3, 0.0f);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const float dx = (float(x) + 0.5f) / float(n) - cx, dy = (float(y) + 0.5f) / float(n) - cy;
      const float edge = (r - std::sqrt(dx * dx + dy * dy)) * float(n);  // cells inside the rim
      const float mass = std::clamp(edge + 0.5f, 0.0f, 1.0f);
      float* cell = &state[(size_t(y) * size_t(n) + size_t(x)) * 3];
      cell[2] = mass;
      if (mass > 0) {
        cell[0] = vx;
        cell[1] = vy;
      } else {
        cell[0] = 7.0f;  // garbage velocity in empty cells: must not leak into the result
        cell[1] = -7.0f;
      }
    }
  return state;
}

// Centre of mass as fractions of the grid.
std::pair<double, double> centreOfMass(const std::vector<float>& state, int n) {
  double m = 0, x = 0, y = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      const double mass = state[(size_t(j) * size_t(n) + size_t(i)) * 3 + 2];
      m += mass;
      x += mass * (i + 0.5) / n;
      y += mass * (j + 0.5) / n;
    }
  return {x / m, y / m};
}

}  // namespace

TEST(SplatFluidResample, TapWeightsAreNormalisedAndLocal) {
  for (auto [from, to] : {std::pair{64, 128}, {128, 64}, {2048, 64}, {64, 2048}, {40, 17}, {5, 5}}) {
    for (int i = 0; i < to; ++i) {
      const ResampleTap tap = splatFluidResampleTap(i, from, to);
      ASSERT_FALSE(tap.weights.empty());
      ASSERT_GE(tap.first, 0);
      ASSERT_LE(tap.first + int(tap.weights.size()), from);
      double sum = 0;
      for (double w : tap.weights) {
        EXPECT_GT(w, 0.0);
        sum += w;
      }
      EXPECT_NEAR(sum, 1.0, 1e-12);
      // Never wider than the tent: the open interval of 2·max(1, from/to) cells.
      EXPECT_LE(double(tap.weights.size()), std::ceil(2.0 * std::max(1.0, double(from) / to)));
    }
  }
  // Same size: each new cell is exactly its old cell.
  const ResampleTap same = splatFluidResampleTap(7, 20, 20);
  EXPECT_EQ(same.first, 7);
  ASSERT_EQ(same.weights.size(), 1u);
  // Doubling: new cell 5's centre is at old 2.25, so 3/4 of cell 2 and 1/4 of cell 3.
  const ResampleTap doubled = splatFluidResampleTap(5, 32, 64);
  EXPECT_EQ(doubled.first, 2);
  ASSERT_EQ(doubled.weights.size(), 2u);
  EXPECT_NEAR(doubled.weights[0], 0.75, 1e-12);
  EXPECT_NEAR(doubled.weights[1], 0.25, 1e-12);
}

TEST(SplatFluidResample, SameSizeIsTheIdentity) {
  const auto state = randomFluidState(23, 17, 5, 1.5f, 0.6f);
  const auto out = resampleSplatFluidState(state, 23, 17, 23, 17);
  const auto d = compareFields(out, state);
  EXPECT_LT(d.maxMass, 1e-7);
  EXPECT_LT(d.maxMomentum, 1e-6);
}

TEST(SplatFluidResample, UniformFluidStaysUniform) {
  const int n = 32;
  std::vector<float> state(size_t(n) * n * 3);
  for (size_t i = 0; i < state.size(); i += 3) {
    state[i + 0] = 0.3f;
    state[i + 1] = -0.2f;
    state[i + 2] = 1.25f;
  }
  for (int to : {8, 20, 32, 45, 128}) {
    const auto out = resampleSplatFluidState(state, n, n, to, to + 3);
    ASSERT_EQ(out.size(), size_t(to) * size_t(to + 3) * 3);
    for (size_t i = 0; i < out.size(); i += 3) {
      ASSERT_NEAR(out[i + 0], 0.3f, 1e-6) << to;
      ASSERT_NEAR(out[i + 1], -0.2f, 1e-6) << to;
      ASSERT_NEAR(out[i + 2], 1.25f, 1e-6) << to;  // density per cell is kept
    }
  }
}

TEST(SplatFluidResample, BlobKeepsItsPlaceDensityAndVelocity) {
  const int n = 64;
  const auto state = blob(n, 0.4f, 0.6f, 0.15f, 0.5f, -0.25f);
  const double mass = totalMass(state);
  const auto [cx, cy] = centreOfMass(state, n);
  for (int to : {16, 48, 128, 256}) {
    const auto out = resampleSplatFluidState(state, n, n, to, to);
    ASSERT_TRUE(allFinite(out));
    const double scale = double(to) * to / (double(n) * n);
    // Mass per cell is kept, so the total follows the cell count (within 1%:
    // the soft rim is a cell wide on either grid).
    EXPECT_NEAR(totalMass(out) / (mass * scale), 1.0, 0.01) << to;
    const auto [x, y] = centreOfMass(out, to);
    EXPECT_NEAR(x, cx, 0.25 / std::min(n, to)) << to;
    EXPECT_NEAR(y, cy, 0.25 / std::min(n, to)) << to;
    for (size_t i = 0; i < out.size(); i += 3) {
      if (out[i + 2] > 0) {  // the blob's velocity, wherever there is mass
        ASSERT_NEAR(out[i + 0], 0.5f, 1e-5) << to;
        ASSERT_NEAR(out[i + 1], -0.25f, 1e-5) << to;
      } else {  // empty cells lend nothing
        ASSERT_EQ(out[i + 0], 0.0f) << to;
        ASSERT_EQ(out[i + 1], 0.0f) << to;
      }
    }
  }
}

TEST(SplatFluidResample, RefusesBadSizes) {
  const std::vector<float> state(4 * 4 * 3, 0.0f);
  EXPECT_THROW(resampleSplatFluidState(state, 4, 5, 8, 8), std::invalid_argument);
  EXPECT_THROW(resampleSplatFluidState(state, 4, 4, 0, 8), std::invalid_argument);
}
