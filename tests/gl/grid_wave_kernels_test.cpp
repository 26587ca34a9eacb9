// The grid wave solver's step kernels (grid_wave_stepper.hpp) against each
// other and against the CPU twin: simple, column (4 and 3 rows),
// tile, and the blocked kernel (several steps a pass in shared memory) at
// several depths and tile shapes, for every option (5/9-point, reflect and
// absorb with its sponge, damping, land). They share step_rule.glsl, so on
// llvmpipe all of them must agree BIT FOR BIT with k single steps of the
// simple kernel, and with the twin (which llvmpipe matches bit for bit too;
// the tolerance 1e-4·max|z| of grid_wave_gpu_test.cpp is for GPUs that fuse
// multiply-adds). Grids of 100 (not a multiple of any tile: partial groups,
// the grid's edges at every position within a column) and 8 (smaller than
// one tile).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <string>

#include "bench/grid_wave_one_step.hpp"
#include "gl_test_support.hpp"
#include "grid_wave_test_setup.hpp"
#include "sim/grid_wave/grid_wave_cpu.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"

using namespace tp;

namespace {

struct Kernel {
  std::string name;
  GridWaveKernelChoice choice;
};

// Each kernel and depth costs llvmpipe a JIT compile per option set (and per
// grid size class), the bulk of this file's time: so a handful of shapes.
std::vector<Kernel> kernels() {
  std::vector<Kernel> list;
  GridWaveKernelChoice c;
  c.kernel = GridWaveKernel::Column;
  list.push_back({"column", c});
  c.columnRows = 3;
  list.push_back({"column 3 rows", c});
  list.push_back({"the software default, column 8 rows", gridWaveKernelFor(true)});
  const GridWaveKernelChoice gpuDefault = gridWaveKernelFor(false);
  list.push_back({"the GPU default, blocked k=" + std::to_string(gpuDefault.blockSteps), gpuDefault});
  c = gpuDefault;
  c.blockSteps = 1;
  list.push_back({"blocked k=1", c});
  c.blockSteps = 3;
  c.shape = {32, 2, 8, 1};  // a small tile, one shared copy (two barriers a step)
  list.push_back({"blocked k=3 32x16 one copy", c});
  c.blockSteps = 2;
  c.shape = {16, 8, 5, 2};  // columns of 5 rows: the grid edges fall inside them
  list.push_back({"blocked k=2 16x40", c});
  return list;
}

GridWaveKernelChoice simpleKernel() {
  GridWaveKernelChoice c;
  c.kernel = GridWaveKernel::Simple;
  return c;
}

// Index of the first float whose bits differ, or -1.
long firstBitDifference(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return 0;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(&a[i], &b[i], sizeof(float)) != 0) return long(i);
  return -1;
}

// The state after `counts` (step calls in turn) from a random start, with a
// splash between the calls, by `choice`.
std::vector<float> run(const GridWaveKernelChoice& choice, const test::GridWaveCase& o, int n, std::initializer_list<int> counts) {
  GridWaveGpu gpu(test::shaders(), o.params, n);
  gpu.setKernel(choice);
  if (o.land) gpu.setLandMask(test::gridIslands(n));
  gpu.writeState(test::randomGridState(n, 11));
  for (int count : counts) {
    gpu.step(count);
    gpu.addSplash(0.3f * float(n), 0.6f * float(n), 0.5f, 0.2f * float(n));
  }
  return gpu.readState();
}

}  // namespace

// k single steps of the simple kernel against every other kernel, bit for bit.
// 33 then 16 steps: with k = 8, 4 blocked passes + a pass of 1, then 2 passes; k = 3, 2 likewise.
TEST(GridWaveKernels, EveryKernelMatchesSimpleStepsBitForBit) {
  for (int n : {100, 8}) {
    for (const test::GridWaveCase& o : test::gridWaveCases()) {
      if (n == 8 && !o.land) continue;  // smaller than a tile: two option sets are enough
      const auto expected = run(simpleKernel(), o, n, {33, 16});
      for (const Kernel& k : kernels()) {
        const auto got = run(k.choice, o, n, {33, 16});
        const long at = firstBitDifference(got, expected);
        EXPECT_EQ(at, -1) << k.name << ", " << o.name << ", n=" << n << ": first difference at cell "
                          << (at / 2) % n << "," << (at / 2) / n << " channel " << at % 2 << ": "
                          << (at >= 0 ? got[size_t(at)] : 0) << " vs " << (at >= 0 ? expected[size_t(at)] : 0);
      }
    }
  }
}

// The benchmark's one-step designs (GridWaveOneStep): the shared tile, and
// the packed layout (4 cells a texel), yet the same numbers as the simple
// kernel bit for bit, for every option; packed columns of 4 and 3 texel rows
// (the grid's top edge inside a column), a grid of one partial group (100:
// 25 texels wide) and a grid of 2 texels. 33 then 16 steps against 49 simple
// ones, no splash in between.
TEST(GridWaveKernels, BenchOneStepDesignsMatchSimpleStepsBitForBit) {
  for (int n : {100, 8}) {
    for (const test::GridWaveCase& o : test::gridWaveCases()) {
      GridWaveGpu simple(test::shaders(), o.params, n);
      simple.setKernel(simpleKernel());
      if (o.land) simple.setLandMask(test::gridIslands(n));
      simple.writeState(test::randomGridState(n, 5));
      simple.step(49);
      const auto expected = simple.readState();
      using Design = GridWaveOneStep::Design;
      for (auto [design, rows] : {std::pair{Design::Tile, 4}, {Design::Packed, 4}, {Design::Packed, 3}}) {
        GridWaveOneStep bench(test::shaders(), o.params, n, design, rows);
        if (o.land) bench.setLandMask(test::gridIslands(n));
        bench.writeState(test::randomGridState(n, 5));
        bench.step(33);
        bench.step(16);
        const auto got = bench.readState();
        const long at = firstBitDifference(got, expected);
        EXPECT_EQ(at, -1) << (design == Design::Tile ? "tile, " : "packed, ") << rows << " rows, " << o.name
                          << ", n=" << n
                          << ": first difference at cell " << (at / 2) % n << "," << (at / 2) / n << " channel "
                          << at % 2 << ": " << (at >= 0 ? got[size_t(at)] : 0) << " vs "
                          << (at >= 0 ? expected[size_t(at)] : 0);
      }
    }
  }
  GridWaveParams params;
  EXPECT_THROW(GridWaveOneStep(test::shaders(), params, 10, GridWaveOneStep::Design::Packed), std::invalid_argument)
      << "10 is no multiple of 4";
}

// The blocked kernel (the GPU default) through the CPU-twin check of
// grid_wave_gpu_test.cpp: 300 steps in two calls, same tolerance.
TEST(GridWaveKernels, BlockedMatchesCpuTwin) {
  const int n = 100;
  GridWaveKernelChoice blocked;
  blocked.kernel = GridWaveKernel::Blocked;
  blocked.blockSteps = 4;
  for (const test::GridWaveCase& o : test::gridWaveCases()) {
    GridWaveGpu gpu(test::shaders(), o.params, n);
    gpu.setKernel(blocked);
    GridWaveCpu cpu(o.params, n);
    if (o.land) {
      gpu.setLandMask(test::gridIslands(n));
      cpu.setLandMask(test::gridIslands(n));
    }
    const auto start = test::randomGridState(n, 3);
    gpu.writeState(start);
    cpu.writeState(start);
    gpu.step(150);
    cpu.step(150);
    gpu.step(150);
    cpu.step(150);
    const auto expected = cpu.readState();
    const auto got = gpu.readState();
    float worst = 0, scale = 0;
    for (size_t i = 0; i < got.size(); ++i) {
      worst = std::max(worst, std::fabs(got[i] - expected[i]));
      scale = std::max({scale, std::fabs(expected[i]), std::fabs(start[i])});
    }
    EXPECT_LE(worst, 1e-4f * scale) << o.name;
    EXPECT_EQ(firstBitDifference(got, expected), -1) << o.name << ": llvmpipe matched the twin bit for bit";
    EXPECT_EQ(gpu.stepCount(), 300u);
  }
}

// Blocked passes swap in spare textures: the texture the solver reports, a
// resize and a kernel switch in between still carry the state on.
TEST(GridWaveKernels, BlockedPassesKeepTheSolverConsistent) {
  GridWaveParams params;
  params.a = 0.4f;
  GridWaveKernelChoice blocked;
  blocked.kernel = GridWaveKernel::Blocked;
  blocked.blockSteps = 3;
  GridWaveGpu gpu(test::shaders(), params, 64);
  GridWaveCpu cpu(params, 64);
  gpu.setKernel(blocked);
  gpu.addSplash(20.0f, 30.0f, 1.0f, 9.0f);
  cpu.addSplash(20.0f, 30.0f, 1.0f, 9.0f);
  gpu.step(7);
  cpu.step(7);
  EXPECT_EQ(gpu.heightTexture().width(), 64);
  EXPECT_EQ(gpu.readHeight(), cpu.height());
  EXPECT_EQ(gpu.readPreviousHeight(), cpu.previousHeight());
  gpu.resize(80);
  cpu.resize(80);
  gpu.step(9);  // the spares are remade at the new size
  cpu.step(9);
  gpu.setKernel(simpleKernel());
  gpu.step(2);
  cpu.step(2);
  gpu.setKernel(blocked);
  gpu.step(5);
  cpu.step(5);
  EXPECT_EQ(gpu.heightTexture().width(), 80);
  const auto got = gpu.readState(), expected = cpu.readState();
  float worst = 0;
  for (size_t i = 0; i < got.size(); ++i) worst = std::max(worst, std::fabs(got[i] - expected[i]));
  EXPECT_LE(worst, 1e-5f) << "resampling on the GPU rounds like the twin within 1e-5";
  EXPECT_EQ(gpu.stepCount(), 23u);
}

TEST(GridWaveKernels, RendererPicksTheKernel) {
  EXPECT_EQ(gridWaveKernelFor(true).kernel, GridWaveKernel::Column);
  const GridWaveKernelChoice gpu = gridWaveKernelFor(false);
  EXPECT_EQ(gpu.kernel, GridWaveKernel::Blocked);
  EXPECT_GT(gpu.blockSteps, 1);
  GridWaveParams params;
  GridWaveGpu solver(test::shaders(), params, 16);
  EXPECT_EQ(solver.kernel().kernel, GridWaveKernel::Column) << "this test context is llvmpipe";
  GridWaveKernelChoice tooDeep;
  tooDeep.blockSteps = 32;  // 64-wide tile: nothing left to write
  EXPECT_THROW(solver.setKernel(tooDeep), std::invalid_argument);
}
