// Every shape of the spring surface's step kernel (the app's two defaults and
// the benchmark's shapes, bench/spring_step_variants.hpp: one cell an
// invocation, strips of cells, imageLoad or texelFetch, shared tiles, several
// group shapes) against the CPU twin,
// with the rim and without, with and without an external force, on grids that
// no strip or group divides. Same tolerance as spring_surface_gpu_test.cpp:
// 1e-5 of the state's largest magnitude (measured: 0, they agree bit for bit,
// since all follow the twin's operation order under `precise`).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

#include "gl_test_support.hpp"
#include "sim/spring_surface/spring_surface_cpu.hpp"
#include "sim/spring_surface/spring_surface_gpu.hpp"
#include "bench/spring_surface_packed.hpp"
#include "bench/spring_step_variants.hpp"

using namespace tp;

namespace {

constexpr float kTolerance = 1e-5f;

std::vector<float> randomValues(size_t count, uint32_t seed, float range) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> uniform(-range, range);
  std::vector<float> values(count);
  for (float& value : values) value = uniform(random);
  return values;
}

float relativeDifference(const std::vector<float>& a, const std::vector<float>& b) {
  EXPECT_EQ(a.size(), b.size());
  float worst = 0, largest = 0;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
    if (!std::isfinite(a[i])) return INFINITY;
    worst = std::max(worst, std::fabs(a[i] - b[i]));
    largest = std::max(largest, std::fabs(b[i]));
  }
  return worst / std::max(largest, 1e-30f);
}

// Every variant, and both defaults where no variant already is one (each is
// checked once: the GL tests run on llvmpipe, where every kernel costs).
std::vector<bench::NamedSpringStepKernel> everyKernel() {
  std::vector<bench::NamedSpringStepKernel> kernels = bench::springStepKernelVariants();
  for (const bench::NamedSpringStepKernel& fallback : {bench::NamedSpringStepKernel{"default_gpu", defaultSpringStepKernel(false)},
                                                bench::NamedSpringStepKernel{"default_software", defaultSpringStepKernel(true)}}) {
    const bool listed = std::any_of(kernels.begin(), kernels.end(),
                                    [&](const bench::NamedSpringStepKernel& k) { return k.kernel == fallback.kernel; });
    if (!listed) kernels.push_back(fallback);
  }
  return kernels;
}

// The container's range a test may narrow (kUnbounded: no clamp).
struct HeightRange {
  float lowest, highest;
};
constexpr HeightRange kUnbounded{-INFINITY, INFINITY};

SpringSurfaceParams testParams(bool rim, HeightRange range = kUnbounded) {
  SpringSurfaceParams p;
  p.stiffness = 2500.0f;
  p.damping = 1.5f;
  p.rim = rim;
  p.heightMin = range.lowest;
  p.heightMax = range.highest;
  return p;
}

// Runs `steps` from a random state on `gpu` (SpringSurfaceGpu or
// SpringSurfacePacked, made with testParams(rim)) and on the twin.
template <class GpuSolver>
float differenceAfter(GpuSolver& gpu, int n, bool rim, bool force, int steps, HeightRange range = kUnbounded) {
  SpringSurfaceCpu cpu(n, testParams(rim, range));
  const std::vector<float> initial = randomValues(2 * size_t(n) * size_t(n), uint32_t(n), 1.0f);
  gpu.writeState(initial);
  cpu.writeState(initial);
  gl::Texture forceTexture = gl::Texture::create2D(GL_R32F, n, n);
  if (force) {
    const std::vector<float> acceleration = randomValues(size_t(n) * size_t(n), 77, 5.0f);
    forceTexture.upload(GL_RED, GL_FLOAT, acceleration.data());
    gpu.setForceTexture(&forceTexture);
    cpu.setForce(acceleration);
  }
  gpu.step(steps);
  cpu.step(steps);
  const std::vector<float> state = gpu.readState();
  for (size_t i = 0; i < state.size(); i += 2) {  // every height in the container (NaN fails too)
    EXPECT_TRUE(state[i] >= range.lowest && state[i] <= range.highest) << "cell " << i / 2 << ": " << state[i];
    if (!(state[i] >= range.lowest && state[i] <= range.highest)) break;
  }
  return relativeDifference(state, cpu.state());
}

float differenceAfter(const SpringStepKernel& kernel, int n, bool rim, bool force, int steps,
                      HeightRange range = kUnbounded) {
  SpringSurfaceGpu gpu(test::shaders(), n, testParams(rim, range));
  gpu.setStepKernel(kernel);
  EXPECT_EQ(gpu.stepKernel(), kernel);
  return differenceAfter(gpu, n, rim, force, steps, range);
}

float differenceAfter(const SpringPackedShape& shape, int n, bool rim, bool force, int steps) {
  SpringSurfacePacked gpu(test::shaders(), n, testParams(rim), shape);
  return differenceAfter(gpu, n, rim, force, steps);
}

}  // namespace

TEST(SpringSurfaceKernels, EveryKernelMatchesTheCpuTwin) {
  for (const bench::NamedSpringStepKernel& k : everyKernel()) {
    SCOPED_TRACE(k.name + ": " + k.kernel.describe());
    // 45 and 37: no strip length or group edge divides them, so every kernel
    // meets partial strips and partial groups at the far edges.
    const float rim = differenceAfter(k.kernel, 45, true, false, 80);
    const float open = differenceAfter(k.kernel, 37, false, true, 80);
    // Mostly inner blocks (whole blocks and halos in the water), where the
    // kernels with interiorPath run their untested copy of the walk.
    const float large = differenceAfter(k.kernel, 131, true, false, 15);
    std::printf("spring kernel %-20s vs cpu twin: rim 45^2 80 steps %.3g, open + force 37^2 80 steps %.3g, "
                "rim 131^2 15 steps %.3g\n", k.name.c_str(), rim, open, large);
    EXPECT_LE(rim, kTolerance);
    EXPECT_LE(open, kTolerance);
    EXPECT_LE(large, kTolerance);
  }
}

// The container's range (seed 004's clamp, the bowl's glass): a random state
// of ±1 under a strong random force in a range of [−0.3, 0.25], so many cells
// meet each end in every step. Every kernel clamps as the twin does, every
// height stays in the range, and they still agree to the tolerance.
TEST(SpringSurfaceKernels, EveryKernelKeepsTheContainersRangeAsTheTwinDoes) {
  const HeightRange glass{-0.3f, 0.25f};
  for (const bench::NamedSpringStepKernel& k : everyKernel()) {
    SCOPED_TRACE(k.name + ": " + k.kernel.describe());
    const float rim = differenceAfter(k.kernel, 45, true, true, 40, glass);
    std::printf("spring kernel %-20s clamped to [-0.3, 0.25] vs cpu twin: rim + force 45^2 40 steps %.3g\n",
                k.name.c_str(), rim);
    EXPECT_LE(rim, kTolerance);
  }
  SpringSurfaceGpu unclamped(test::shaders(), 45, testParams(true));
  SpringSurfaceCpu clampedTwin(45, testParams(true, glass));
  const std::vector<float> initial = randomValues(2 * 45 * 45, 45, 1.0f);
  unclamped.writeState(initial);
  clampedTwin.writeState(initial);
  unclamped.step(40);
  clampedTwin.step(40);
  EXPECT_GT(relativeDifference(unclamped.readState(), clampedTwin.state()), 1e-2f) << "the range changes the water";
}

// The packed layout (two cells a texel, SpringSurfacePacked, a benchmark
// design) through the same checks, on even grids that no block divides: the
// benchmark's shape (inner blocks untested), one with every block tested,
// and both again through a shared tile filled by texel loads.
TEST(SpringSurfaceKernels, PackedLayoutMatchesTheCpuTwin) {
  for (const SpringPackedShape& shape : {SpringPackedShape{}, SpringPackedShape{8, 16, 4, false},
                                         SpringPackedShape{4, 32, 8, true, true}, SpringPackedShape{2, 8, 8, false, true}}) {
    SCOPED_TRACE("packed, strip " + std::to_string(shape.strip) + (shape.interiorPath ? ", inner path" : "") +
                 (shape.shared ? ", shared tile" : ""));
    EXPECT_LE(differenceAfter(shape, 46, true, false, 80), kTolerance);
    EXPECT_LE(differenceAfter(shape, 38, false, true, 80), kTolerance);
    EXPECT_LE(differenceAfter(shape, 132, true, false, 15), kTolerance);
  }
  EXPECT_THROW(SpringSurfacePacked(test::shaders(), 45, testParams(true)), std::invalid_argument) << "odd size";
}

// Tiles issued in a shuffled order with a barrier between them, tile edges
// that cut strips: the fused kernels give the same bits as one dispatch.
TEST(SpringSurfaceKernels, StripKernelsDoNotDependOnTheOrderOfWorkGroups) {
  const int n = 40;
  const std::vector<float> initial = randomValues(2 * size_t(n) * size_t(n), 5, 1.0f);
  for (const bench::NamedSpringStepKernel& k : everyKernel()) {
    SCOPED_TRACE(k.name);
    std::vector<std::vector<float>> results;
    for (SpringDispatchTiling tiling : {SpringDispatchTiling{0, SpringDispatchTiling::Order::Forward},
                                        SpringDispatchTiling{11, SpringDispatchTiling::Order::Shuffled, 3}}) {
      SpringSurfaceGpu gpu(test::shaders(), n);
      gpu.setStepKernel(k.kernel);
      gpu.setDispatchTiling(tiling);
      gpu.writeState(initial);
      gpu.step(10);
      results.push_back(gpu.readState());
    }
    EXPECT_EQ(std::memcmp(results[0].data(), results[1].data(), results[0].size() * sizeof(float)), 0);
  }
}

TEST(SpringSurfaceKernels, DefaultFollowsTheRenderer) {
  SpringSurfaceGpu gpu(test::shaders(), 8);
  EXPECT_EQ(gpu.stepKernel(), defaultSpringStepKernel(tp::test::shaders().softwareRenderer()));
  SpringStepKernel bad;
  bad.strip = 0;
  EXPECT_THROW(gpu.setStepKernel(bad), std::invalid_argument);
}
