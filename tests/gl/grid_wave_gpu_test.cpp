// The grid wave solver on the GPU against its CPU twin, and the
// properties the issue lists, checked on the GPU's own output: symmetry of a
// centred splash, the conserved energy (also summed by the GPU), the
// absorbing edge, land held at zero, resizing, disturbances, the headless entry.
//
// Tolerance GPU vs twin: both run float32 with the same order of operations;
// a driver may still fuse multiply-adds or round division and sqrt
// differently, a few ulp of |z| a step. The scheme is neutrally stable, so
// such errors are carried along rather than damped, and at worst add up
// linearly: N steps × ~3e-7·max|z|, max|z| over the run (the start, where a
// splash spreads out). On a GPU the checks allow 1e-4·max|z| for 300 steps
// (an H200, driver 580, stays within 3.2e-5·max|z| after 300 steps from
// noise); on llvmpipe they ask for bit-for-bit agreement (twinBound).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "grid_wave_test_setup.hpp"
#include "sim/grid_wave/grid_wave_cpu.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"
#include "sim/solver_entries.hpp"

using namespace tp;

namespace {

float maxAbs(const std::vector<float>& v) {
  float m = 0;
  for (float x : v) m = std::max(m, std::fabs(x));
  return m;
}

// Largest |a − b| over both fields.
float maxDifference(const std::vector<float>& a, const std::vector<float>& b) {
  EXPECT_EQ(a.size(), b.size());
  float m = 0;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) m = std::max(m, std::fabs(a[i] - b[i]));
  return m;
}

}  // namespace

TEST(GridWaveGpu, MatchesCpuTwinFromRandomState) {
  const int n = 100;  // not a multiple of 16: the last work groups are partial
  for (const test::GridWaveCase& setup : test::gridWaveCases()) {
    GridWaveGpu gpu(test::shaders(), setup.params, n);
    GridWaveCpu cpu(setup.params, n);
    if (setup.land) {
      gpu.setLandMask(test::gridIslands(n));
      cpu.setLandMask(test::gridIslands(n));
    }
    const auto start = test::randomGridState(n, 3);
    gpu.writeState(start);
    cpu.writeState(start);
    gpu.step(150);
    cpu.step(150);
    gpu.step(150);  // a second call: state and parity carry over
    cpu.step(150);
    const auto expected = cpu.readState();
    const float worst = maxDifference(gpu.readState(), expected);
    const float scale = std::max(maxAbs(start), maxAbs(expected));
    EXPECT_LE(worst, test::twinBound(1e-4 * scale)) << setup.name;
    EXPECT_EQ(gpu.stepCount(), 300u);
    std::printf("%s: max |gpu - cpu| after 300 steps %.3g (max |z| %.3g)\n", setup.name, worst, scale);
  }
}

// Splashes, some clipped by the grid edge (partial dispatches), on a larger
// grid; parameters changed between steps take effect at once.
TEST(GridWaveGpu, MatchesCpuTwinFromSplashes) {
  const int n = 384;
  GridWaveParams params;
  params.a = 0.4f;
  params.boundary = int(GridWaveBoundary::Absorb);
  GridWaveGpu gpu(test::shaders(), params, n);
  GridWaveCpu cpu(params, n);
  const float splashes[][4] = {{192, 192, 1, 20}, {3.5f, 380, -0.7f, 12}, {450, 100, 2, 100}, {100.25f, 40.75f, 0.5f, 3}};
  for (const auto& s : splashes) {
    gpu.addSplash(s[0], s[1], s[2], s[3]);
    cpu.addSplash(s[0], s[1], s[2], s[3]);
  }
  EXPECT_LE(maxDifference(gpu.readState(), cpu.readState()), test::twinBound(1e-6)) << "splash";
  const float startScale = maxAbs(cpu.readState());
  gpu.step(80);
  cpu.step(80);
  params.laplacian = int(GridWaveLaplacian::NinePoint);
  params.damping = 0.002f;
  gpu.step(80);
  cpu.step(80);
  EXPECT_LE(maxDifference(gpu.readState(), cpu.readState()), test::twinBound(1e-4 * startScale));
}

// A splash at the centre of an even grid: both mirror images exactly (the
// sums only swap operands), the diagonal within rounding (9-point corners
// are grouped differently there).
TEST(GridWaveGpu, CentredSplashStaysSymmetric) {
  for (int laplacian : {0, 1}) {
    GridWaveParams params;
    params.a = 0.35f;
    params.laplacian = laplacian;
    const int n = 96;
    GridWaveGpu gpu(test::shaders(), params, n);
    gpu.addSplash(48.0f, 48.0f, 1.0f, 9.0f);
    gpu.step(250);  // several reflections off the walls
    const auto z = gpu.readHeight();
    const float scale = maxAbs(z);
    ASSERT_GT(scale, 0.01f);
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) {
        const float v = z[size_t(y * n + x)];
        ASSERT_EQ(v, z[size_t(y * n + n - 1 - x)]) << x << "," << y;
        ASSERT_EQ(v, z[size_t((n - 1 - y) * n + x)]) << x << "," << y;
        ASSERT_NEAR(v, z[size_t(x * n + y)], 1e-5f * scale) << x << "," << y;
      }
  }
}

// Damping 0, reflecting walls: the discrete energy of the GPU's state stays
// in the same band as the twin's (1e-4 over 2000 steps; the twin measures
// ~1e-6), with islands. The GPU's own sum (energy.comp, float partials of
// 256 cells) agrees with the double sum of the readback to 1e-4.
TEST(GridWaveGpu, EnergyStaysInBandAndGpuSumAgrees) {
  for (int laplacian : {0, 1}) {
    GridWaveParams params;
    params.a = laplacian ? 0.7f : 0.45f;
    params.laplacian = laplacian;
    const int n = 128;
    GridWaveGpu gpu(test::shaders(), params, n);
    gpu.setLandMask(test::gridIslands(n));
    gpu.addSplash(40.0f, 30.0f, 1.0f, 8.0f);
    gpu.addSplash(90.0f, 100.0f, -0.5f, 5.0f);
    auto energyOfReadback = [&] { return gridWaveEnergy(params, n, gpu.readHeight(), gpu.readPreviousHeight()); };
    const double start = energyOfReadback().total();
    double worst = 0;
    for (int i = 0; i < 10; ++i) {
      gpu.step(200);
      const GridWaveEnergy exact = energyOfReadback();
      worst = std::max(worst, std::fabs(exact.total() / start - 1));
      const GridWaveEnergy summed = gpu.readEnergy();
      ASSERT_NEAR(summed.kinetic, exact.kinetic, 1e-4 * exact.total());
      ASSERT_NEAR(summed.potential, exact.potential, 1e-4 * exact.total());
    }
    std::printf("GPU energy drift over 2000 steps (%s): %.2e\n", laplacian ? "9-point" : "5-point", worst);
    EXPECT_LT(worst, 1e-4);
  }
}

// The absorbing edge on the GPU: once a ring has gone out, almost nothing is
// left (the twin's reference measurement says 0.2-1% of the energy comes back).
TEST(GridWaveGpu, AbsorbingEdgeRemovesTheRing) {
  GridWaveParams params;
  params.boundary = int(GridWaveBoundary::Absorb);
  const int n = 128;
  GridWaveGpu gpu(test::shaders(), params, n);
  gpu.addSplash(64.0f, 64.0f, 1.0f, 6.0f);
  const double start = gpu.readEnergy().total();
  gpu.step(640);  // the ring crosses 320 cells: out, and any echo back across
  const double left = gpu.readEnergy().total() / start;
  std::printf("absorb: %.3f%% of the ring's energy left after 640 steps\n", 100 * left);
  EXPECT_LT(left, 0.005);
  params.boundary = int(GridWaveBoundary::Reflect);
  GridWaveGpu walls(test::shaders(), params, n);
  walls.addSplash(64.0f, 64.0f, 1.0f, 6.0f);
  walls.step(640);
  EXPECT_NEAR(walls.readEnergy().total() / start, 1.0, 1e-3) << "the same ring between walls keeps it";
}

TEST(GridWaveGpu, LandCellsStayZero) {
  GridWaveParams params;
  params.a = 0.45f;
  const int n = 64;
  GridWaveGpu gpu(test::shaders(), params, n);
  gpu.addSplash(32.0f, 32.0f, 1.0f, 30.0f);  // water everywhere first
  const auto land = test::gridIslands(n);
  gpu.setLandMask(land);  // zeroes the heights under the new land
  gpu.addSplash(20.0f, 45.0f, 2.0f, 10.0f);  // overlaps the round island
  std::vector<float> bump(size_t(n) * size_t(n), 1.0f);
  gl::Texture delta = gl::Texture::create2D(GL_R32F, n, n);
  delta.upload(GL_RED, GL_FLOAT, bump.data());
  gpu.addHeightDelta(delta, 0.25f, false);
  for (int round = 0; round < 3; ++round) {
    gpu.step(round == 0 ? 0 : 200);
    const auto z = gpu.readHeight(), zOld = gpu.readPreviousHeight();
    for (size_t i = 0; i < land.size(); ++i)
      if (land[i]) {
        ASSERT_EQ(z[i], 0.0f) << "cell " << i << " round " << round;
        ASSERT_EQ(zOld[i], 0.0f) << "cell " << i << " round " << round;
      }
    EXPECT_GT(maxAbs(z), 0.05f);
  }
  gpu.setLandMask({});  // no land: the cheaper step variant again
  gpu.step(10);
  EXPECT_TRUE(gpu.landMask().empty());
}

TEST(GridWaveGpu, ResizeMatchesTheTwin) {
  GridWaveParams params;
  params.laplacian = 1;
  GridWaveGpu gpu(test::shaders(), params, 64);
  GridWaveCpu cpu(params, 64);
  gpu.setLandMask(test::gridIslands(64));
  cpu.setLandMask(test::gridIslands(64));
  gpu.addSplash(30.0f, 20.0f, 1.0f, 12.0f);
  cpu.addSplash(30.0f, 20.0f, 1.0f, 12.0f);
  gpu.step(20);
  cpu.step(20);
  for (int size : {100, 128, 48}) {
    gpu.resize(size);
    cpu.resize(size);
    ASSERT_EQ(gpu.size(), size);
    EXPECT_EQ(gpu.heightTexture().width(), size);
    EXPECT_EQ(gpu.landMask(), cpu.landMask()) << size;
    const auto expected = cpu.readState();
    EXPECT_LE(maxDifference(gpu.readState(), expected), 1e-5f * maxAbs(expected)) << size;
    gpu.step(10);
    cpu.step(10);
  }
  const auto expected = cpu.readState();
  EXPECT_LE(maxDifference(gpu.readState(), expected), 1e-4f * maxAbs(expected));
}

// addHeightDelta samples its texture bilinearly at cell centres: at the same
// resolution that is the texel itself; a 2×2 texture spreads smoothly.
TEST(GridWaveGpu, HeightDeltaAddsAField) {
  GridWaveParams params;
  const int n = 40;
  GridWaveGpu gpu(test::shaders(), params, n);
  GridWaveCpu cpu(params, n);
  std::vector<float> field(size_t(n) * size_t(n));
  for (size_t i = 0; i < field.size(); ++i) field[i] = std::sin(0.37f * float(i));
  gl::Texture delta = gl::Texture::create2D(GL_R32F, n, n);
  delta.upload(GL_RED, GL_FLOAT, field.data());
  gpu.addHeightDelta(delta, 0.5f, false);  // a kick: height only
  cpu.addHeightDelta(field, 0.5f, false);
  gpu.addHeightDelta(delta, -0.25f, true);  // displaced water at rest: both
  cpu.addHeightDelta(field, -0.25f, true);
  EXPECT_LE(maxDifference(gpu.readState(), cpu.readState()), 1e-6f);
  gpu.step(50);
  cpu.step(50);
  EXPECT_LE(maxDifference(gpu.readState(), cpu.readState()), 1e-4f);

  gpu.reset();
  EXPECT_EQ(maxAbs(gpu.readState()), 0.0f);
  const float corners[] = {0, 1, 1, 2};  // bilinear: x + y in texel units
  gl::Texture coarse = gl::Texture::create2D(GL_R32F, 2, 2);
  coarse.upload(GL_RED, GL_FLOAT, corners);
  gpu.addHeightDelta(coarse, 1.0f, true);
  const auto z = gpu.readHeight();
  // Cell (20, 20)'s centre is 0.525 of the way between the texel centres on
  // both axes; GPU filtering weights may be 8-bit fractions (±1/256 each).
  EXPECT_NEAR(z[size_t((n / 2) * n + n / 2)], 2 * 0.525f, 1e-2f);
  EXPECT_EQ(z[0], 0.0f) << "clamped to the corner texel";
  EXPECT_EQ(z.back(), 2.0f);
}

// addHeightDelta over part of the grid (the harbor's wakes pass the hulls'
// footprints): cells inside get exactly what a whole-grid add gives them,
// cells outside keep their height, and a rect past the grid is clamped.
TEST(GridWaveGpu, HeightDeltaOverPartOfTheGrid) {
  GridWaveParams params;
  const int n = 40;
  std::vector<float> field(size_t(n) * size_t(n));
  for (size_t i = 0; i < field.size(); ++i) field[i] = 1.0f + std::sin(0.37f * float(i));  // nonzero everywhere
  gl::Texture delta = gl::Texture::create2D(GL_R32F, n, n);
  delta.upload(GL_RED, GL_FLOAT, field.data());
  GridWaveGpu whole(test::shaders(), params, n), part(test::shaders(), params, n);
  whole.addHeightDelta(delta, 0.5f, true);
  const glm::ivec4 rect(5, 30, 23, 60);  // y1 past the grid: clamped to 40
  part.addHeightDelta(delta, 0.5f, true, rect);
  const auto all = whole.readState(), some = part.readState();
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const size_t i = 2 * (size_t(y) * size_t(n) + size_t(x));
      const bool inside = x >= rect.x && x < rect.z && y >= rect.y && y < rect.w;
      ASSERT_EQ(some[i], inside ? all[i] : 0.0f) << "cell " << x << "," << y;
      ASSERT_EQ(some[i + 1], inside ? all[i + 1] : 0.0f) << "cell " << x << "," << y << " (previous)";
    }
  part.addHeightDelta(delta, 0.5f, true, glm::ivec4(50, 0, 60, 10));  // wholly off the grid: nothing
  EXPECT_EQ(part.readState(), some);
}

TEST(GridWaveGpu, ReleasesWhatItCreates) {
  GridWaveParams params;
  auto useEverything = [&] {
    GridWaveGpu gpu(test::shaders(), params, 32);
    gpu.setLandMask(test::gridIslands(32));
    gpu.addSplash(10.0f, 10.0f, 1.0f, 4.0f);
    gpu.resize(48);
    gpu.step(3);
    gpu.readEnergy();
  };
  useEverything();  // the shader library builds (and keeps) the programs once
  const int before = gl::liveObjectCount();
  useEverything();
  EXPECT_EQ(gl::liveObjectCount(), before);
}

// The headless entry that `tidepool-sim --solver grid` runs: channels, the
// [row][column][channel] layout, splash errors, GPU and CPU alike.
TEST(GridWaveGpu, HeadlessEntryFollowsTheContract) {
  const SolverEntry* entry = findSolver("grid");
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->minSize, 8);
  EXPECT_EQ(entry->maxSize, 16384);  // GL 4.5's guaranteed texture edge
  auto gpu = entry->create(24, &test::shaders());
  auto cpu = entry->create(24, nullptr);
  for (auto* solver : {gpu.get(), cpu.get()}) {
    EXPECT_EQ(solver->channels(), (std::vector<std::string>{"height", "height_prev"}));
    EXPECT_EQ(solver->width(), 24);
    EXPECT_EQ(solver->params().set("boundary", "absorb"), "");
    EXPECT_EQ(solver->params().set("a", "0.3"), "");
    EXPECT_NE(solver->addSplash({1, 2, 3}), "");
    EXPECT_NE(solver->addSplash({1, 2, 3, 0}), "");
    EXPECT_EQ(solver->addSplash({5.5, 10.5, 2, 1}), "");  // only cell (5, 10), which gets 2
    const auto state = solver->readState();
    ASSERT_EQ(state.size(), size_t(24 * 24 * 2));
    EXPECT_EQ(state[size_t((10 * 24 + 5) * 2)], 2.0f);
    EXPECT_EQ(state[size_t((10 * 24 + 5) * 2 + 1)], 2.0f);
    EXPECT_EQ(maxAbs(state), 2.0f);
    solver->step(30);
  }
  EXPECT_LE(maxDifference(gpu->readState(), cpu->readState()), 1e-5f);
}
