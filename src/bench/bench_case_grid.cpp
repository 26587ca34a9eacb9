// The grid solver's benchmark designs: ours (what GridWaveGpu::step runs on
// this renderer), each step kernel of grid_wave_stepper.hpp as "ours_<name>",
// and the seed's. Every variant is also checked against the simple kernel
// (12 steps from noise, on a grid of at most 512², with the defaults and with
// every option on): the result goes into its description, so a device run
// shows whether the kernels agree bit for bit on that GPU too.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "bench/bench_case_parts.hpp"
#include "bench/grid_wave_one_step.hpp"
#include "bench/seed_grid_wave.hpp"
#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "sim/grid_wave/grid_wave_gpu.hpp"

namespace tp::bench {
namespace {

struct GridVariant {
  std::string design, what;
  GridWaveKernelChoice choice;
};

GridWaveKernelChoice blocked(int k, GridWaveBlockShape shape = {}) {
  GridWaveKernelChoice c;
  c.kernel = GridWaveKernel::Blocked;
  c.blockSteps = k;
  c.shape = shape;
  return c;
}

std::vector<GridVariant> gridVariants() {
  std::vector<GridVariant> list;
  GridWaveKernelChoice c;
  c.kernel = GridWaveKernel::Simple;
  list.push_back({"ours_simple", "naive: one cell an invocation, 5 imageLoads + z_old, 16x16 groups", c});
  c.kernel = GridWaveKernel::Column;
  list.push_back({"ours_column", "single step, 4 cells stacked an invocation in registers, no shared memory", c});
  c.columnRows = 8;
  list.push_back({"ours_column_r8", "as ours_column, 8 cells an invocation", c});
  list.push_back({"ours_blocked_k1", "single step in the blocked kernel's layout (64x64 shared tile, 16-cell columns)",
                  blocked(1)});
  for (int k : {2, 3, 4, 6, 8})
    list.push_back({"ours_blocked_k" + std::to_string(k),
                    std::to_string(k) + " steps a pass in shared memory (temporal blocking)", blocked(k)});
  const GridWaveBlockShape narrowColumns = {64, 8, 8, 2}, wideOneCopy = {128, 4, 16, 1};
  list.push_back({"ours_blocked_k4_r8", "as ours_blocked_k4, 64x8 invocations of 8 cells", blocked(4, narrowColumns)});
  for (int k : {4, 6, 8, 10, 12})
    list.push_back({"ours_blocked_k" + std::to_string(k) + "_w128",
                    "as ours_blocked_k" + std::to_string(k) + ", 128x64 tile, one shared copy (2 barriers a step)",
                    blocked(k, wideOneCopy)});
  list.push_back({"ours_blocked_k8_w128_r8", "as ours_blocked_k8_w128, 128x8 invocations of 8 cells",
                  blocked(8, {128, 8, 8, 1})});
  list.push_back({"ours_blocked_k8_w96", "as ours_blocked_k8, 96x64 tile, two shared copies (48 KiB)",
                  blocked(8, {96, 4, 16, 2})});
  list.push_back({"ours_blocked_k8_w256", "as ours_blocked_k8, 256x32 tile, one shared copy, 8 cells an invocation",
                  blocked(8, {256, 4, 8, 1})});
  return list;
}

// Water everywhere but a round island: the land variant of every kernel.
std::vector<uint8_t> island(int n) {
  std::vector<uint8_t> land(size_t(n) * size_t(n), 0);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      if (std::hypot(x + 0.5 - 0.4 * n, y + 0.5 - 0.6 * n) < 0.15 * n) land[size_t(y) * size_t(n) + size_t(x)] = 1;
  return land;
}

// The state after 12 steps (3 calls: 5, 4, 3) from noise.
std::vector<float> twelveSteps(gl::ShaderLibrary& shaders, const GridWaveKernelChoice& choice,
                               const GridWaveParams& params, bool land, int n) {
  GridWaveGpu gpu(shaders, params, n);
  gpu.setKernel(choice);
  if (land) gpu.setLandMask(island(n));
  gpu.writeState(noiseField(2 * size_t(n) * size_t(n), 7, -0.5f, 0.5f));
  for (int count : {5, 4, 3}) gpu.step(count);
  return gpu.readState();
}

// "bit-identical", or how many values differ and by how much at most.
std::string compare(const std::vector<float>& got, const std::vector<float>& expected) {
  size_t differing = 0;
  double worst = 0;
  for (size_t i = 0; i < got.size(); ++i)
    if (std::memcmp(&got[i], &expected[i], sizeof(float)) != 0) {
      ++differing;
      worst = std::fmax(worst, std::fabs(double(got[i]) - double(expected[i])));
    }
  if (differing == 0) return "bit-identical";
  char text[96];
  std::snprintf(text, sizeof text, "%zu of %zu values differ, max %.3g", differing, got.size(), worst);
  return text;
}

// Against the simple kernel, with the bench's parameters and with every option.
std::string checkAgainstSimple(gl::ShaderLibrary& shaders, const GridWaveKernelChoice& choice, int size) {
  const int n = std::min(size, 512);
  GridWaveKernelChoice simple;
  simple.kernel = GridWaveKernel::Simple;
  GridWaveParams plain;
  GridWaveParams every;
  every.a = 0.6f;
  every.laplacian = int(GridWaveLaplacian::NinePoint);
  every.boundary = int(GridWaveBoundary::Absorb);
  every.damping = 0.01f;
  return "; vs ours_simple after 12 steps at " + std::to_string(n) + "²: " +
         compare(twelveSteps(shaders, choice, plain, false, n), twelveSteps(shaders, simple, plain, false, n)) +
         " (defaults), " +
         compare(twelveSteps(shaders, choice, every, true, n), twelveSteps(shaders, simple, every, true, n)) +
         " (9-point, absorb, damping, land)";
}

// The traffic of one single step alone (grid_wave_traffic_probe.comp: two R32F reads,
// one write a cell, no neighbours): the ceiling of any single-step kernel on
// R32F images, measured in the same run.
// `packed`: the same over RGBA32F images of 4 cells a texel (the packed
// layout's traffic, GridWaveOneStep).
DesignResult trafficProbe(gl::ShaderLibrary& shaders, int n, int rows, bool packed, const CaseSettings& s) {
  const int width = packed ? n / 4 : n;
  const GLenum format = packed ? GL_RGBA32F : GL_R32F;
  gl::Texture first = gl::Texture::create2D(format, width, n), second = gl::Texture::create2D(format, width, n);
  const std::vector<float> noise = noiseField(size_t(n) * size_t(n), 9, -0.5f, 0.5f);
  first.upload(packed ? GL_RGBA : GL_RED, GL_FLOAT, noise.data());
  second.upload(packed ? GL_RGBA : GL_RED, GL_FLOAT, noise.data());
  gl::ShaderProgram& probe = shaders.load({"bench/grid_wave_traffic_probe.comp"},
                                          "#define PROBE_ROWS " + std::to_string(rows) + "\n#define PROBE_PACKED " +
                                              std::to_string(packed ? 1 : 0) + "\n");
  auto run = [&](int k) {
    probe.use();
    first.bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    second.bindImage(TP_IMAGE_STATE_PREV, GL_READ_WRITE);
    for (int i = 0; i < k; ++i) {
      glDispatchCompute(GLuint((width + 63) / 64), GLuint((n + 4 * rows - 1) / (4 * rows)), 1);
      glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    }
  };
  const std::string kind = packed ? "rgba32f" : "r32f";
  return timed("probe_" + kind + "_traffic_r" + std::to_string(rows),
               "NOT a solver: b = a + b over two " + kind + " images (12 B a cell, a single step's traffic without " +
                   "neighbours), " + std::to_string(rows) + (packed ? " texels of 4 cells" : " cells") +
                   " an invocation",
               int64_t(n) * n, run, s.timer, s.measure);
}

// The one-step kernels the app does not run (GridWaveOneStep: the shared
// tile, the packed layout), checked against the simple kernel like the others.
void addOneStepDesigns(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s,
                       const std::vector<float>& state) {
  using Design = GridWaveOneStep::Design;
  struct OneStep {
    std::string design, what;
    Design kind;
    int rows;
  };
  std::vector<OneStep> list = {{"ours_tile", "single step, shared 18x66 tile, 4 cells an invocation (the kernel of 7071fdd)",
                                Design::Tile, 4}};
  for (int rows : {2, 4, 8})
    list.push_back({"ours_packed_r" + std::to_string(rows),
                    "single step a pass on the packed layout: RGBA32F = 4 cells of a row a texel, " +
                        std::to_string(rows) + " texels stacked an invocation in registers",
                    Design::Packed, rows});
  const int n = c.size;
  GridWaveParams params;  // the bench's: the defaults
  for (const OneStep& one : list) {
    if (one.kind == Design::Packed && n % 4 != 0) continue;
    GridWaveOneStep kernel(shaders, params, n, one.kind, one.rows);
    kernel.writeState(state);
    const std::string& design = one.design;
    DesignResult r = timed(design, one.what + " (GridWaveOneStep)", c.cells, [&](int k) { kernel.step(k); }, s.timer,
                           s.measure);
    // Against the simple kernel after 12 steps from noise, defaults only (the
    // GL test covers every option).
    const int small = std::min(n, 512);
    GridWaveOneStep check(shaders, params, small, one.kind, one.rows);
    const std::vector<float> start = noiseField(2 * size_t(small) * size_t(small), 7, -0.5f, 0.5f);
    check.writeState(start);
    check.step(12);
    GridWaveKernelChoice simple;
    simple.kernel = GridWaveKernel::Simple;
    r.description += "; vs ours_simple after 12 steps at " + std::to_string(small) + "²: " +
                     compare(check.readState(), twelveSteps(shaders, simple, params, false, small));
    std::printf("  grid %d²: %-22s %8.4g G cell-steps/s  %s\n", n, design.c_str(), r.cellStepsPerSecond * 1e-9,
                r.description.c_str());
    std::fflush(stdout);
    c.designs.push_back(std::move(r));
  }
}

}  // namespace

void runGrid(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  const size_t cells = size_t(c.cells);
  {
    GridWaveParams params;  // the defaults: a = 0.25, 5-point, reflecting edges, no land
    GridWaveGpu ours(shaders, params, n);
    const std::vector<float> state = noiseField(2 * cells, 1, -0.5f, 0.5f);
    const std::string chosen = describeGridWaveKernel(ours.kernel());
    if (ours.kernel().kernel == GridWaveKernel::Blocked && ours.kernel().blockSteps > 1)
      c.model = gridWaveBlockedModel(ours.kernel().blockSteps);  // the roofline of what "ours" runs
    ours.writeState(state);
    // Blocked kernels are timed in whole passes of their depth (MeasureSettings::stepMultiple).
    auto passesOf = [&s](const GridWaveKernelChoice& choice) {
      MeasureSettings m = s.measure;
      if (choice.kernel == GridWaveKernel::Blocked) m.stepMultiple = choice.blockSteps;
      return m;
    };
    c.designs.push_back(timed("ours", "compute, R32F images, what step() runs on this renderer: " + chosen, c.cells,
                              [&](int k) { ours.step(k); }, s.timer, passesOf(ours.kernel())));
    GLint sharedBytes = 0;  // llvmpipe allows 32 KiB, NVIDIA's GL 48
    glGetIntegerv(GL_MAX_COMPUTE_SHARED_MEMORY_SIZE, &sharedBytes);
    for (const GridVariant& v : gridVariants()) {
      const GridWaveBlockShape& shape = v.choice.shape;
      if (v.choice.kernel == GridWaveKernel::Blocked &&
          shape.buffers * shape.width * shape.groupRows * shape.cellRows * 4 > sharedBytes)
        continue;  // that tile does not fit this renderer's shared memory
      ours.setKernel(v.choice);
      ours.writeState(state);
      DesignResult r = timed(v.design, v.what + " [" + describeGridWaveKernel(v.choice) + "]", c.cells,
                             [&](int k) { ours.step(k); }, s.timer, passesOf(v.choice));
      if (v.choice.kernel != GridWaveKernel::Simple) r.description += checkAgainstSimple(shaders, v.choice, n);
      std::printf("  grid %d²: %-22s %8.4g G cell-steps/s  %s\n", n, v.design.c_str(), r.cellStepsPerSecond * 1e-9,
                  r.description.c_str());
      std::fflush(stdout);
      c.designs.push_back(std::move(r));
    }
  }
  addOneStepDesigns(shaders, c, s, noiseField(2 * cells, 1, -0.5f, 0.5f));
  for (int rows : {1, 4}) c.designs.push_back(trafficProbe(shaders, n, rows, false, s));
  if (n % 4 == 0)
    for (int rows : {1, 4}) c.designs.push_back(trafficProbe(shaders, n, rows, true, s));
  if (!s.seed) return;
  SeedGridWave seed(shaders, n, 0.25f);
  seed.upload(noiseTexels(cells, 3), noiseTexels(cells, 5));
  c.designs.push_back(timed("seed", "fragment shader into RGBA8 + whole texture read back and uploaded twice a step",
                            c.cells, [&](int k) { seed.step(k); }, TimerKind::WallClock, s.measure));
  c.designs.push_back(timed("seed_kernel", "the seed's RGBA8 fragment step alone, no readback", c.cells,
                            [&](int k) { seed.stepKernelOnly(k); }, s.timer, s.measure));
}

}  // namespace tp::bench
