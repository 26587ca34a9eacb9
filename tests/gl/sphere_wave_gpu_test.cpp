// The sphere solver on the GPU against its float64 CPU twin, its reductions,
// level changes, texture layout (what the planet renderer reads) and cleanup.
//
// Tolerance: the GPU works in float32. The undamped scheme neither grows nor
// damps errors (|r| = 1 for every mode), so rounding errors add up at most
// linearly in the number of steps N, in proportion to the amplitude A = max|z|.
// Observed (llvmpipe and an H200 alike): ≈ 1e-9·N·A from splashes and
// 2e-9–4e-9·N·A from noise (whose volume mode drifts to A = 16). The tests
// ask for 2e-6 + 2e-8·N·A: 5–20× the observed error, and far below what a
// wrong neighbour, weight or sign does (≥ 1e-2·A within a few steps). The
// 2e-6 floor covers the splash, which the GPU evaluates on float positions
// (observed 1.6e-7 for strength 0.5).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "shaders/sim/sphere_wave/sphere_layout.h"
#include "sim/sphere_wave/sphere_wave_cpu.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

using tp::SphereSplash;
using tp::SphereWaveCpu;
using tp::SphereWaveGpu;

namespace {

double tolerance(int steps, double amplitude) { return 2e-6 + 2e-8 * steps * amplitude; }

// Splash waves refocus at the antipode up to twice the splash's height.
constexpr double kSplashAmplitude = 1.0;

double maxDifference(const std::vector<float>& gpu, const std::vector<double>& cpu) {
  EXPECT_EQ(gpu.size(), cpu.size());
  double worst = 0;
  for (size_t i = 0; i < std::min(gpu.size(), cpu.size()); ++i) worst = std::max(worst, std::abs(gpu[i] - cpu[i]));
  return worst;
}

double maxAbs(const std::vector<double>& values) {
  double m = 0;
  for (double v : values) m = std::max(m, std::abs(v));
  return m;
}

// Same state in both: float values (what the GPU can hold), copied to the
// twin. Noise in both heights, so every mode moves, including the volume
// mode (z − z_old has a non-zero mean): the water level drifts too.
void setRandomState(SphereWaveGpu& gpu, SphereWaveCpu& cpu, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> noise(-1, 1);
  std::vector<float> height(size_t(gpu.vertexCount())), prev(height.size());
  for (size_t i = 0; i < height.size(); ++i) height[i] = noise(rng), prev[i] = noise(rng);
  gpu.writeState(height, prev);
  cpu.writeState({height.begin(), height.end()}, {prev.begin(), prev.end()});
}

void expectAgreement(SphereWaveGpu& gpu, const SphereWaveCpu& cpu, int steps, double amplitude,
                     const char* what) {
  const double heightError = maxDifference(gpu.readHeight(), cpu.height());
  const double prevError = maxDifference(gpu.readHeightPrev(), cpu.readHeightPrev());
  EXPECT_LE(heightError, tolerance(steps, amplitude)) << what;
  EXPECT_LE(prevError, tolerance(steps, amplitude)) << what;
  std::printf("[ sphere   ] %s: level %d, %d steps, max |GPU − CPU| %.3g (height) %.3g (prev), max|z| %.3g\n",
              what, cpu.level(), steps, heightError, prevError, maxAbs(cpu.height()));
}

}  // namespace

TEST(SphereWaveGpu, MatchesCpuTwinFromRandomState) {
  SphereWaveGpu gpu(tp::test::shaders(), 4);
  SphereWaveCpu cpu(4);
  setRandomState(gpu, cpu, 11);
  gpu.step(500);
  cpu.step(500);
  expectAgreement(gpu, cpu, 500, maxAbs(cpu.height()), "random state");
}

TEST(SphereWaveGpu, EveryStepKernelMatchesTheCpuTwinAndTheOthersBitForBit) {
  // The kernels (sphere_wave_gpu.hpp) form the same sums in the same order, so
  // they agree with each other exactly and with the twin within the tolerance.
  // Levels 0–2 are all diamond border (n ≤ 4: no whole 4-row column inside);
  // level 5 (n = 32) has inside columns and borders.
  struct Kernel {
    tp::SphereStepKernel kernel;
    int rows;
    const char* name;
  };
  // The benchmark's stored-rings design (every vertex reads its ring) as
  // External; the app's kernels against it.
  const Kernel kernels[] = {{tp::SphereStepKernel::External, 1, "stored rings (benchmark design)"},
                            {tp::SphereStepKernel::ImplicitRings, 1, "implicit rings"},
                            {tp::SphereStepKernel::Columns, 1, "columns of 1"},
                            {tp::SphereStepKernel::Columns, 2, "columns of 2"},
                            {tp::SphereStepKernel::Columns, 4, "columns of 4"},
                            {tp::SphereStepKernel::Columns, 8, "columns of 8"},
                            {tp::SphereStepKernel::SharedTile, 1, "shared tile, 1 row"},
                            {tp::SphereStepKernel::SharedTile, 4, "shared tile, 4 rows"},
                            {tp::SphereStepKernel::SharedTile, 8, "shared tile, 8 rows"}};
  for (int level : {0, 1, 2, 5}) {
    const int steps = level == 5 ? 300 : 100;
    SphereWaveCpu cpu(level);
    SphereWaveGpu gpu(tp::test::shaders(), level);
    setRandomState(gpu, cpu, 17);
    const std::vector<float> startHeight = gpu.readHeight(), startVelocity = gpu.readVelocity();
    cpu.step(steps);
    std::vector<float> reference;
    for (const Kernel& k : kernels) {
      gpu.writeVelocityForm(startHeight, startVelocity);
      if (k.kernel == tp::SphereStepKernel::External)
        gpu.setStepProgram(tp::test::shaders().load({"bench/sphere_step_stored_rings.comp"}));
      else
        gpu.setStepKernel(k.kernel, k.rows);
      gpu.step(steps);
      expectAgreement(gpu, cpu, steps, maxAbs(cpu.height()), k.name);
      const std::vector<float> height = gpu.readHeight();
      if (reference.empty()) reference = height;
      EXPECT_EQ(height, reference) << k.name << " differs from stored rings at level " << level;
    }
  }
}

TEST(SphereWaveGpu, MatchesCpuTwinFromSplashesWithParametersChangedBetweenSteps) {
  SphereWaveGpu gpu(tp::test::shaders(), 5);
  SphereWaveCpu cpu(5);
  int corner = 0;  // one splash on a five-neighbour vertex, where the 6th ring slot is padding
  while (cpu.mesh().neighbourCount(corner) != 5) ++corner;
  const std::vector<SphereSplash> splashes = {
      {cpu.mesh().positions[size_t(corner)], 0.5f, 0.3f, true},
      {{-0.4f, 0.2f, 0.3f}, -0.3f, 0.2f, true},
      {{0.1f, -0.9f, -0.2f}, 0.25f, 0.15f, false},  // an impulse
  };
  for (const auto& splash : splashes) {
    gpu.addSplash(splash);
    cpu.addSplash(splash);
  }
  expectAgreement(gpu, cpu, 0, kSplashAmplitude, "splashes");
  gpu.step(300);
  cpu.step(300);
  expectAgreement(gpu, cpu, 300, kSplashAmplitude, "a = 0.3");
  for (const tp::ParamTable& table : {gpu.paramTable(), cpu.paramTable()}) {
    ASSERT_EQ(table.set("a", "1.5"), "");
    ASSERT_EQ(table.set("damping", "0.01"), "");
  }
  gpu.step(200);
  cpu.step(200);
  expectAgreement(gpu, cpu, 500, kSplashAmplitude, "then a = 1.5, damping = 0.01");
}

TEST(SphereWaveGpu, MatchesCpuTwinAtLevel7) {
  // 163,842 vertices: 81 texture rows, 641 work groups.
  SphereWaveGpu gpu(tp::test::shaders(), 7);
  SphereWaveCpu cpu(7);
  const SphereSplash splash{{0.6f, 0.6f, -0.5f}, 0.5f, 0.1f, true};
  gpu.addSplash(splash);
  cpu.addSplash(splash);
  gpu.step(60);
  cpu.step(60);
  expectAgreement(gpu, cpu, 60, kSplashAmplitude, "level 7");
}

TEST(SphereWaveGpu, MeasuresMatchCpuAndVolumeIsConserved) {
  SphereWaveGpu gpu(tp::test::shaders(), 5);
  SphereWaveCpu cpu(5);
  const SphereSplash splash{{0.0f, 0.5f, 0.8f}, 0.5f, 0.4f, true};
  gpu.addSplash(splash);
  cpu.addSplash(splash);
  gpu.step(7);
  cpu.step(7);
  const auto start = gpu.measure(), twin = cpu.measure();
  // Float32 terms summed per work group, then in double: relative ~1e-6.
  EXPECT_NEAR(start.volume, twin.volume, 1e-5 * std::abs(twin.volume));
  EXPECT_NEAR(start.heightSum, twin.heightSum, 1e-5 * std::abs(twin.heightSum));
  EXPECT_NEAR(start.kinetic, twin.kinetic, 1e-4 * twin.kinetic);
  EXPECT_NEAR(start.potential, twin.potential, 1e-4 * std::abs(twin.potential));
  gpu.step(3000);
  const auto end = gpu.measure();
  // Float32 stepping drifts the conserved volume and energy by rounding only:
  // observed volume 6e-6 (llvmpipe) and 2.6e-5 (H200), energy < 2e-7, relative.
  // Forming the force as a·(Σ z_k/count − z) from a stored z_old instead
  // drifts the volume by 3.7% in these steps on the H200 (see step.comp).
  EXPECT_NEAR(end.volume, start.volume, 1e-4 * std::abs(start.volume));
  EXPECT_NEAR(end.energy(), start.energy(), 1e-5 * start.energy());
  std::printf("[ sphere   ] volume %.9g → %.9g, energy %.9g → %.9g over 3000 GPU steps\n", start.volume, end.volume,
              start.energy(), end.energy());
}

// The planet's plots read the measures through requestMeasure() and
// collectMeasure() (a fenced, mapped readback) instead of measure()'s wait:
// exactly the same sums, once per request, also after the level (and so the
// number of work groups) grows, and nothing after a reset dropped it.
TEST(SphereWaveGpu, RequestedMeasuresAreWhatMeasureGivesOncePerRequest) {
  SphereWaveGpu gpu(tp::test::shaders(), 3);
  EXPECT_FALSE(gpu.collectMeasure().has_value()) << "nothing was requested";
  gpu.addSplash(SphereSplash{{0.3f, 0.9f, 0.1f}, 0.5f, 0.4f, true});
  gpu.step(20);
  gpu.requestMeasure();
  gpu.step(5);  // the solver moves on; the request holds the state it was made at
  const std::optional<tp::SphereWaveMeasures> late = gpu.collectMeasure();
  ASSERT_TRUE(late.has_value());
  EXPECT_GT(late->energy(), 0.0);
  EXPECT_FALSE(gpu.collectMeasure().has_value()) << "one result per request";

  // The same state measured both ways, at a finer level (more work groups: a larger buffer).
  gpu.setLevel(6);
  gpu.step(3);
  gpu.requestMeasure();
  const std::optional<tp::SphereWaveMeasures> now = gpu.collectMeasure();
  ASSERT_TRUE(now.has_value());
  const tp::SphereWaveMeasures waited = gpu.measure();
  EXPECT_EQ(now->volume, waited.volume);
  EXPECT_EQ(now->heightSum, waited.heightSum);
  EXPECT_EQ(now->kinetic, waited.kinetic);
  EXPECT_EQ(now->potential, waited.potential);
  EXPECT_NE(now->energy(), late->energy());

  gpu.requestMeasure();
  gpu.reset();
  EXPECT_FALSE(gpu.collectMeasure().has_value()) << "dropped by the reset";
}

TEST(SphereWaveGpu, LevelChangeMatchesCpu) {
  SphereWaveGpu gpu(tp::test::shaders(), 3);
  SphereWaveCpu cpu(3);
  const SphereSplash splash{{0.3f, 0.3f, 0.9f}, 0.5f, 0.5f, true};
  gpu.addSplash(splash);
  cpu.addSplash(splash);
  gpu.step(40);
  cpu.step(40);
  for (int level : {5, 2}) {
    gpu.setLevel(level);
    cpu.setLevel(level);
    ASSERT_EQ(gpu.vertexCount(), cpu.mesh().vertexCount());
    gpu.step(40);
    cpu.step(40);
    expectAgreement(gpu, cpu, 120, kSplashAmplitude, "after a level change");
  }
}

TEST(SphereWaveGpu, TexturesFollowTheDocumentedLayout) {
  // What the planet renderer relies on: vertex i at texel (i mod 2048, i div 2048)
  // of every per-vertex texture, rings in the mesh's order, slot 5 = −1 padding.
  SphereWaveGpu gpu(tp::test::shaders(), 4);
  const auto& mesh = gpu.mesh();
  const int width = TP_SPHERE_TEXTURE_WIDTH, rows = gpu.heightTexture().height();
  ASSERT_EQ(gpu.heightTexture().width(), width);
  ASSERT_EQ(rows, (mesh.vertexCount() + width - 1) / width);
  const size_t texels = size_t(width) * size_t(rows);
  std::vector<int32_t> first(texels * 4), last(texels * 2);
  gpu.ringTexture0123().download(GL_RGBA_INTEGER, GL_INT, first.size() * 4, first.data());
  gpu.ringTexture45().download(GL_RG_INTEGER, GL_INT, last.size() * 4, last.data());
  std::vector<float> positions(texels * 4);
  gpu.positionTexture().download(GL_RGBA, GL_FLOAT, positions.size() * 4, positions.data());
  for (size_t v = 0; v < size_t(mesh.vertexCount()); ++v) {
    for (size_t k = 0; k < 4; ++k) ASSERT_EQ(first[v * 4 + k], mesh.rings[v][k]);
    for (size_t k = 0; k < 2; ++k) ASSERT_EQ(last[v * 2 + k], mesh.rings[v][4 + k]);
    for (int c = 0; c < 3; ++c) ASSERT_EQ(positions[v * 4 + size_t(c)], mesh.positions[v][c]);
  }
  gpu.addSplash({mesh.positions[100], 1.0f, 0.3f, true});
  std::vector<float> heights(texels);
  gpu.heightTexture().download(GL_RED, GL_FLOAT, heights.size() * 4, heights.data());
  EXPECT_NEAR(heights[100], 1.0f, 1e-5f);
  EXPECT_EQ(gpu.readHeight(), std::vector<float>(heights.begin(), heights.begin() + mesh.vertexCount()));
}

// A NaN centre would pass splash.comp's `chord >= radius` test at every
// vertex and write NaN everywhere: refused before any dispatch.
TEST(SphereWaveGpu, NonFiniteSplashesAreRefusedAndTheHeightsStayFinite) {
  SphereWaveGpu gpu(tp::test::shaders(), 3);
  gpu.addSplash({{0, 1, 0}, 0.5f, 0.3f, true});
  const std::vector<float> before = gpu.readHeight();
  const float inf = INFINITY, nan = NAN;
  for (const SphereSplash& bad : {SphereSplash{{inf, 0, 0}, 0.5f, 0.15f, true}, SphereSplash{{0, nan, 1}, 0.5f, 0.15f, true},
                                  SphereSplash{{0, 0, 0}, 0.5f, 0.15f, true}, SphereSplash{{0, 1, 0}, nan, 0.15f, true}})
    EXPECT_THROW(gpu.addSplash(bad), std::invalid_argument);
  EXPECT_EQ(gpu.readHeight(), before);
  gpu.addSplash({{0, 3e38f, 0}, 0.5f, 0.3f, true});  // huge but finite: normalised in double
  gpu.step(10);
  for (float h : gpu.readHeight()) ASSERT_TRUE(std::isfinite(h));
  EXPECT_TRUE(std::isfinite(gpu.measure().volume));
}

TEST(SphereWaveGpu, ReleasesItsGlObjects) {
  { SphereWaveGpu warmUp(tp::test::shaders(), 0); }  // its programs stay in the shader library
  const int before = tp::gl::liveObjectCount();
  {
    SphereWaveGpu gpu(tp::test::shaders(), 3);
    gpu.setLevel(4);
    gpu.step(3);
    (void)gpu.measure();
  }
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
}
