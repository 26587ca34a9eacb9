// The CPU twin of the spring surface (src/sim/spring_surface): the stability
// limit (derived in spring_surface_params.cpp) checked numerically, the
// discrete energy's exact decay law, conservation of Σh, symmetry, unclamped
// heights, the rim mask, splash, resize and the external force.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

#include "sim/spring_surface/spring_surface_cpu.hpp"
#include "sim/spring_surface/spring_surface_mask.hpp"

using namespace tp;

namespace {

std::vector<float> randomState(int n, uint32_t seed, bool withVelocity = true) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> state(2 * size_t(n) * size_t(n));
  for (size_t i = 0; i < state.size(); i += 2) {
    state[i] = uniform(random);
    state[i + 1] = withVelocity ? uniform(random) : 0.0f;
  }
  return state;
}

float maxAbsHeight(const SpringSurfaceCpu& s) {
  float m = 0;
  for (size_t i = 0; i < s.state().size(); i += 2) {
    if (!std::isfinite(s.state()[i])) return INFINITY;
    m = std::max(m, std::fabs(s.state()[i]));
  }
  return m;
}

double heightSum(const SpringSurfaceCpu& s) {
  double sum = 0;
  for (size_t i = 0; i < s.state().size(); i += 2) sum += s.state()[i];
  return sum;
}

SpringSurfaceParams squareBasin(float stiffness, float damping, float dt = 1.0f / 240.0f) {
  SpringSurfaceParams p;
  p.stiffness = stiffness;
  p.damping = damping;
  p.dt = dt;
  p.rim = false;
  return p;
}

// Runs `steps` from a random state (which excites every mode, including the
// fastest, alternate columns with λ ≈ 12) and returns the largest |h| seen.
float growthFromRandom(const SpringSurfaceParams& p, int steps) {
  SpringSurfaceCpu surface(32, p);
  surface.writeState(randomState(32, 7, false));
  surface.step(steps);
  return maxAbsHeight(surface);
}

}  // namespace

TEST(SpringSurfaceLimits, LimitsSolveTheStabilityCondition) {
  const double dt = 1.0 / 240.0;
  SpringSurfaceParams p = squareBasin(0, 3.0f);
  p.stiffness = float(maxStableStiffness(p.damping, dt));
  EXPECT_NEAR(stabilityNumber(p), kSpringStabilityBound, 1e-6);
  p = squareBasin(500.0f, 0);
  p.damping = float(maxStableDamping(p.stiffness, dt));
  EXPECT_NEAR(stabilityNumber(p), kSpringStabilityBound, 1e-6);
  p = squareBasin(500.0f, 3.0f);
  p.dt = float(maxStableDt(p.stiffness, p.damping));
  EXPECT_NEAR(stabilityNumber(p), kSpringStabilityBound, 1e-6);
  // Undamped: the symplectic-Euler limit dt < 2/ω with ω² = 12·stiffness.
  EXPECT_NEAR(maxStableDt(300.0, 0.0), 2.0 / std::sqrt(12.0 * 300.0), 1e-12);
  // No stiffness: the velocity-diffusion limit damping·dt < 1/6.
  EXPECT_NEAR(maxStableDt(0.0, 10.0), 1.0 / 60.0, 1e-12);
}

TEST(SpringSurfaceLimits, TableKeepsValuesInsideTheLimit) {
  SpringSurfaceCpu surface(16);
  const ParamTable table = surface.paramTable();
  const double limit = maxStableStiffness(surface.params().damping, surface.params().dt);
  const std::string error = table.set("stiffness", std::to_string(1.5 * limit));
  EXPECT_NE(error.find("stiffness*dt^2 + 2*damping*dt < 1/3"), std::string::npos) << error;
  EXPECT_EQ(table.set("stiffness", std::to_string(0.9 * limit)), "");
  // With stiffness near its limit, little room is left for damping and dt.
  EXPECT_NE(table.set("damping", "100"), "");
  EXPECT_NE(table.set("dt", "0.01"), "");
  for (const char* name : {"stiffness", "damping", "dt", "substeps", "grid_size", "rim"})
    EXPECT_NE(table.find(name), nullptr) << name;
}

TEST(SpringSurfaceLimits, JustBelowTheStiffnessLimitStaysBounded) {
  SpringSurfaceParams p = squareBasin(0, 0);
  p.stiffness = float(0.98 * maxStableStiffness(0, p.dt));
  EXPECT_LT(growthFromRandom(p, 2000), 10.0f);
}

TEST(SpringSurfaceLimits, WellAboveTheStiffnessLimitBlowsUp) {
  SpringSurfaceParams p = squareBasin(0, 0);
  p.stiffness = float(1.2 * maxStableStiffness(0, p.dt));
  EXPECT_GT(growthFromRandom(p, 400), 1.0e6f);
}

TEST(SpringSurfaceLimits, DampingLimitHoldsBothWays) {
  SpringSurfaceParams p = squareBasin(2000.0f, 0);
  p.damping = float(0.98 * maxStableDamping(p.stiffness, p.dt));
  EXPECT_LT(growthFromRandom(p, 2000), 10.0f);
  p.damping = float(1.2 * maxStableDamping(p.stiffness, p.dt));
  EXPECT_GT(growthFromRandom(p, 400), 1.0e6f);
}

TEST(SpringSurfaceLimits, TheLimitHoldsInsideTheRimToo) {
  // The rim removes neighbours, which only lowers the Laplacian's eigenvalues.
  SpringSurfaceParams p = squareBasin(0, 1.0f);
  p.rim = true;
  p.stiffness = float(0.98 * maxStableStiffness(p.damping, p.dt));
  EXPECT_LT(growthFromRandom(p, 2000), 10.0f);
}

TEST(SpringSurfaceEnergy, UndampedEnergyIsConservedButThePhysicalOneWobbles) {
  SpringSurfaceCpu surface(32, squareBasin(2000.0f, 0));
  surface.writeState(randomState(32, 3));
  const double initial = surface.energy().total();
  double worstDrift = 0, physicalMin = INFINITY, physicalMax = 0;
  for (int i = 0; i < 2000; ++i) {
    surface.step();
    const SpringEnergy e = surface.energy();
    worstDrift = std::max(worstDrift, std::fabs(e.total() - initial) / initial);
    physicalMin = std::min(physicalMin, e.physical());
    physicalMax = std::max(physicalMax, e.physical());
  }
  EXPECT_LT(worstDrift, 1e-4);  // float32 state, 2000 steps
  // ½Σv² + ½kΣΔh² alone is not an invariant of the scheme: it moves by far more.
  EXPECT_GT((physicalMax - physicalMin) / initial, 100 * worstDrift);
}

TEST(SpringSurfaceEnergy, DampedEnergyDecaysMonotonicallyByTheExactAmount) {
  SpringSurfaceParams p = squareBasin(2000.0f, 2.0f);
  SpringSurfaceCpu surface(24, p);
  surface.writeState(randomState(24, 5));
  surface.splash(8, 9, 3.0, 5.0);
  const std::vector<uint8_t> mask = surface.waterMask();
  SpringEnergy before = surface.energy();
  const double initial = before.total();
  for (int i = 0; i < 1500; ++i) {
    const std::vector<float> old = surface.state();
    surface.step();
    const SpringEnergy after = surface.energy();
    ASSERT_LE(after.total(), before.total() + 1e-6 * initial) << "step " << i;
    // E_n − E_{n+1} = ¼·c·dt·Σ_pairs (Δv_n + Δv_{n+1})²: the same law, cell by cell.
    std::vector<float> summed(old.size());
    for (size_t j = 0; j < old.size(); ++j) summed[j] = old[j] + surface.state()[j];
    const double predicted =
        0.25 * p.damping * p.dt * springEnergySums(summed, mask, 24).velocityDifferenceSquares;
    ASSERT_NEAR(before.total() - after.total(), predicted, 1e-5 * initial + 1e-3 * predicted)
        << "step " << i;
    before = after;
  }
  EXPECT_LT(before.total(), 0.2 * initial);
}

TEST(SpringSurfaceEnergy, MonotoneInsideTheRimWithMildDamping) {
  SpringSurfaceParams p = squareBasin(400.0f, 0.3f);
  p.rim = true;
  SpringSurfaceCpu surface(40, p);
  surface.splash(14, 22, 1.0, 6.0);
  double previous = surface.energy().total();
  const double initial = previous;
  for (int i = 0; i < 2000; ++i) {
    surface.step();
    const double now = surface.energy().total();
    ASSERT_LE(now, previous + 1e-6 * initial) << "step " << i;
    previous = now;
  }
  EXPECT_LT(previous, 0.99 * initial);
}

TEST(SpringSurfaceConservation, HeightSumIsConservedWithAndWithoutRim) {
  for (bool rim : {false, true}) {
    SpringSurfaceParams p = squareBasin(1000.0f, 1.0f);
    p.rim = rim;
    SpringSurfaceCpu surface(32, p);
    surface.writeState(randomState(32, 11, false));
    const double initial = heightSum(surface);
    surface.step(1000);
    EXPECT_NEAR(heightSum(surface), initial, 2e-3) << "rim " << rim;
    EXPECT_GT(maxAbsHeight(surface), 0.01f);
  }
}

TEST(SpringSurfaceSymmetry, CentredSplashKeepsTheGridsSymmetries) {
  const int n = 20;
  SpringSurfaceParams p = squareBasin(800.0f, 0.5f);
  p.rim = true;
  SpringSurfaceCpu surface(n, p);
  surface.splash(n / 2.0, n / 2.0, 1.0, 4.0);
  surface.step(300);
  float worst = 0, largest = 0;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const float h = surface.height(x, y);
      largest = std::max(largest, std::fabs(h));
      worst = std::max({worst, std::fabs(h - surface.height(n - 1 - x, y)),
                        std::fabs(h - surface.height(x, n - 1 - y)), std::fabs(h - surface.height(y, x))});
    }
  EXPECT_GT(largest, 0.01f);
  EXPECT_LT(worst, 1e-5f * largest);  // only summation-order rounding breaks it
}

TEST(SpringSurfaceHeights, GoBelowZeroAndAboveOneUnclamped) {
  SpringSurfaceCpu surface(16, squareBasin(200.0f, 0.5f));
  surface.splash(8, 8, 3.0, 4.0);
  EXPECT_GT(surface.height(7, 7), 2.0f);  // the seed's saturate() would cap this at 1
  float lowest = 0;
  for (int i = 0; i < 200; ++i) {
    surface.step();
    for (size_t j = 0; j < surface.state().size(); j += 2) lowest = std::min(lowest, surface.state()[j]);
  }
  EXPECT_LT(lowest, -0.3f);  // troughs, which saturate() would have flattened to 0
  surface.reset();
  surface.splash(8, 8, -1.0, 3.0);
  EXPECT_LT(surface.height(8, 8), -0.5f);
}

TEST(SpringSurfaceRim, MaskIsTheInscribedDisc) {
  const std::vector<uint8_t> mask = makeSpringWaterMask(16, true);
  EXPECT_EQ(mask[0], 0);                // corner
  EXPECT_EQ(mask[7 * 16 + 0], 1);       // left edge, middle row: (−15)² + (−1)² < 16²
  EXPECT_EQ(mask[8 * 16 + 8], 1);       // centre
  const int water = std::accumulate(mask.begin(), mask.end(), 0);
  EXPECT_NEAR(water, 3.14159 * 64, 12);  // ≈ π·8²
  const std::vector<uint8_t> square = makeSpringWaterMask(16, false);
  EXPECT_EQ(std::accumulate(square.begin(), square.end(), 0), 256);
}

TEST(SpringSurfaceRim, NoMotionOutsideTheDisc) {
  SpringSurfaceParams p = squareBasin(1500.0f, 0.2f);
  p.rim = true;
  SpringSurfaceCpu surface(24, p);
  surface.writeState(randomState(24, 13));  // outside cells are zeroed on load
  surface.splash(2, 2, 5.0, 6.0);          // overlaps the dry corner
  surface.step(500);
  double insideMotion = 0;
  for (int y = 0; y < 24; ++y)
    for (int x = 0; x < 24; ++x) {
      if (insideSpringRim(x, y, 24)) {
        insideMotion += std::fabs(surface.velocity(x, y));
        continue;
      }
      ASSERT_EQ(surface.height(x, y), 0.0f) << x << "," << y;
      ASSERT_EQ(surface.velocity(x, y), 0.0f) << x << "," << y;
    }
  EXPECT_GT(insideMotion, 1.0);
}

TEST(SpringSurfaceRim, TurningTheRimOnDriesTheOutsideAtTheNextStep) {
  SpringSurfaceCpu surface(16, squareBasin(200.0f, 0.5f));
  surface.writeState(randomState(16, 17));
  EXPECT_NE(surface.height(0, 0), 0.0f);
  ASSERT_EQ(surface.paramTable().set("rim", "on"), "");
  surface.step(1);
  EXPECT_EQ(surface.height(0, 0), 0.0f);
  EXPECT_EQ(surface.velocity(0, 0), 0.0f);
}

TEST(SpringSurfaceSplash, AddsTheConeToHeightOnly) {
  SpringSurfaceCpu surface(16, squareBasin(200.0f, 0.5f));
  std::vector<float> state(2 * 256, 0.0f);
  for (size_t i = 1; i < state.size(); i += 2) state[i] = 0.25f;  // velocities untouched by a splash
  surface.writeState(state);
  surface.splash(8.0, 8.0, 2.0, 3.0);
  EXPECT_FLOAT_EQ(surface.height(7, 7), float(2.0 * (1.0 - std::sqrt(0.5) / 3.0)));
  EXPECT_FLOAT_EQ(surface.height(9, 8), float(2.0 * (1.0 - std::hypot(1.5, 0.5) / 3.0)));
  EXPECT_EQ(surface.height(11, 8), 0.0f);  // d = 3.5 ≥ radius
  EXPECT_EQ(surface.velocity(7, 7), 0.25f);
}

TEST(SpringSurfaceResize, ResamplesAndFollowsTheParameter) {
  SpringSurfaceCpu surface(16, squareBasin(200.0f, 0.5f));
  std::vector<float> state(2 * 256);
  for (int y = 0; y < 16; ++y)
    for (int x = 0; x < 16; ++x) state[2 * size_t(y * 16 + x)] = 0.5f + 0.1f * float(x);
  surface.writeState(state);
  surface.resize(32);
  ASSERT_EQ(surface.gridSize(), 32);
  EXPECT_EQ(surface.params().gridSize, 32);
  // A linear ramp stays linear (cell centres matched), up to the clamped edges.
  EXPECT_NEAR(surface.height(10, 5), 0.5f + 0.1f * ((10 + 0.5f) / 2 - 0.5f), 1e-5f);
  ASSERT_EQ(surface.paramTable().set("grid_size", "8"), "");
  surface.step(0);
  EXPECT_EQ(surface.gridSize(), 8);
  EXPECT_EQ(surface.state().size(), 2u * 64u);
}

TEST(SpringSurfaceForce, UniformForceAcceleratesTheWholeSurface) {
  SpringSurfaceParams p = squareBasin(200.0f, 0.5f, 0.01f);
  SpringSurfaceCpu surface(8, p);
  surface.setForce(std::vector<float>(64, 2.0f));
  surface.step(10);
  // No differences between cells, so no spring or damping force: free fall upwards.
  EXPECT_NEAR(surface.velocity(3, 4), 10 * 2.0f * 0.01f, 1e-6f);
  EXPECT_NEAR(surface.height(3, 4), 2.0f * 0.01f * 0.01f * (10 * 11 / 2.0f), 1e-6f);
}
