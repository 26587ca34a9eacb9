#include "bench/bench_cases.hpp"

#include <stdexcept>

#include "bench/bench_math.hpp"
#include "gl/gl.hpp"
#include "bench/seed_grid_wave.hpp"
#include "bench/seed_sphere_wave.hpp"
#include "bench/seed_splat_fluid.hpp"
#include "bench/seed_spring_surface.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"
#include "sim/splat_fluid/splat_fluid_gpu.hpp"
#include "sim/spring_surface/spring_surface_gpu.hpp"

namespace tp::bench {
namespace {

std::vector<float> noiseField(size_t count, uint64_t stream, float lo, float hi) {
  std::vector<float> values(count);
  for (size_t i = 0; i < count; ++i) values[i] = noiseValue(i, stream, lo, hi);
  return values;
}

// RGBA8 texels with random r and g (the seeds' positive and negative waves).
std::vector<uint8_t> noiseTexels(size_t count, uint64_t stream) {
  std::vector<uint8_t> texels(count * 4);
  for (size_t i = 0; i < count; ++i) {
    texels[4 * i + 0] = uint8_t(noiseValue(i, stream, 0.0f, 255.0f));
    texels[4 * i + 1] = uint8_t(noiseValue(i, stream + 1, 0.0f, 255.0f));
    texels[4 * i + 2] = 0;
    texels[4 * i + 3] = 255;
  }
  return texels;
}

DesignResult timed(const std::string& design, const std::string& description, int64_t cells,
                   const std::function<void(int)>& runSteps, TimerKind timer, const MeasureSettings& settings) {
  DesignResult r{design, description, measure(runSteps, timer, settings), 0.0};
  r.cellStepsPerSecond = double(cells) / r.measurement.secondsPerStep;
  return r;
}

void runGrid(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  const size_t cells = size_t(c.cells);
  {
    GridWaveParams params;  // the defaults: a = 0.25, 5-point, reflecting edges, no land
    GridWaveGpu ours(shaders, params, n);
    ours.writeInterleavedState(noiseField(2 * cells, 1, -0.5f, 0.5f));
    c.designs.push_back(timed("ours", "compute, R32F images, z_old overwritten in place, 1 dispatch a step",
                              c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  }
  if (!s.seed) return;
  SeedGridWave seed(shaders, n, 0.25f);
  seed.upload(noiseTexels(cells, 3), noiseTexels(cells, 5));
  c.designs.push_back(timed("seed", "fragment shader into RGBA8 + whole texture read back and uploaded twice a step",
                            c.cells, [&](int k) { seed.step(k); }, TimerKind::WallClock, s.measure));
  c.designs.push_back(timed("seed_kernel", "the seed's RGBA8 fragment step alone, no readback", c.cells,
                            [&](int k) { seed.stepKernelOnly(k); }, s.timer, s.measure));
}

void runSphere(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  SphereWaveGpu ours(shaders, c.size);  // a = 0.3, damping 0 (the seed's scene)
  const size_t n = size_t(ours.vertexCount());
  ours.upload(noiseField(n, 1, -0.5f, 0.5f), noiseField(n, 2, -0.5f, 0.5f));
  c.designs.push_back(timed("ours", "compute, R32F heights + RGBA32I/RG32I rings, walk-ordered vertices", c.cells,
                            [&](int k) { ours.step(k); }, s.timer, s.measure));
  if (!s.seed) return;
  SeedSphereWave seed(shaders, ours.mesh(), ours.params().a);
  seed.upload(noiseTexels(n, 3), noiseTexels(n, 5));
  c.designs.push_back(timed("seed", "fragment shader, six RGBA8 neighbour textures, RGBA8 heights read back every step",
                            c.cells, [&](int k) { seed.step(k); }, TimerKind::WallClock, s.measure));
  c.designs.push_back(timed("seed_kernel", "the seed's fragment step with six RGBA8 neighbour textures, no readback",
                            c.cells, [&](int k) { seed.stepKernelOnly(k); }, s.timer, s.measure));
}

// Fluid state: mass 0.5..1.5 and velocities within ±0.2 cells/step everywhere.
std::vector<float> fluidState(size_t cells) {
  std::vector<float> state(3 * cells);
  for (size_t i = 0; i < cells; ++i) {
    state[3 * i + 0] = noiseValue(i, 1, -0.2f, 0.2f);
    state[3 * i + 1] = noiseValue(i, 2, -0.2f, 0.2f);
    state[3 * i + 2] = noiseValue(i, 3, 0.5f, 1.5f);
  }
  return state;
}

void runFluid(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  const std::vector<float> state = fluidState(size_t(c.cells));
  {
    SplatFluidGpu ours(shaders, n, n);  // R = 6 (13×13), open edges, the seed's 3.142
    ours.params().periodicSplash = false;
    ours.writeState(state);
    c.designs.push_back(timed("ours", "compute, RGBA32F images, one fused 13x13 loop", c.cells,
                              [&](int k) { ours.step(k); }, s.timer, s.measure));
  }
  if (!s.seed) return;
  SeedSplatFluid seed(shaders, n, 1.0f);
  seed.upload(state);
  c.designs.push_back(timed("seed", "fragment shader into RGBA32F, the seed's two 13x13 loops", c.cells,
                            [&](int k) { seed.step(k); }, s.timer, s.measure));
  c.designs.push_back(timed("seed_compute", "the seed's two loops unchanged, as a compute shader", c.cells,
                            [&](int k) { seed.stepCompute(k); }, s.timer, s.measure));
}

void runSpring(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s) {
  const int n = c.size;
  SpringSurfaceParams params;  // stiffness 200, damping 0.5, dt 1/240
  params.rim = false;          // the whole grid is water, as in the seed
  const std::vector<float> state = noiseField(2 * size_t(c.cells), 1, -0.5f, 0.5f);
  {
    SpringSurfaceGpu ours(shaders, n, params);
    ours.writeState(state);
    c.designs.push_back(timed("ours", "compute, RG32F (h, v) images + R8 mask, velocity then position pass",
                              c.cells, [&](int k) { ours.step(k); }, s.timer, s.measure));
  }
  if (!s.seed) return;
  SeedSpringSurface seed(shaders, n, params.stiffness, params.damping, params.dt);
  seed.upload(state);
  c.designs.push_back(timed("seed", "compute, float buffers h[] and v[], the seed's velocity and position kernels",
                            c.cells, [&](int k) { seed.step(k); }, s.timer, s.measure));
}

}  // namespace

const DesignResult* CaseResult::find(const std::string& design) const {
  for (const DesignResult& d : designs)
    if (d.design == design) return &d;
  return nullptr;
}

CaseResult runCase(gl::ShaderLibrary& shaders, const std::string& solver, int size, const CaseSettings& settings) {
  CaseResult c;
  c.solver = solver;
  c.size = size;
  if (solver == "sphere") {
    c.sizeLabel = "level " + std::to_string(size);
    c.cells = icosphereVertexCount(size);
    c.model = kSphereWaveModel;
    runSphere(shaders, c, settings);
  } else {
    c.sizeLabel = std::to_string(size) + "²";
    c.cells = int64_t(size) * int64_t(size);
    if (solver == "grid") {
      c.model = kGridWaveModel;
      runGrid(shaders, c, settings);
    } else if (solver == "fluid") {
      c.model = kSplatFluidModel;
      runFluid(shaders, c, settings);
    } else if (solver == "spring") {
      c.model = kSpringSurfaceModel;
      runSpring(shaders, c, settings);
    } else {
      throw std::invalid_argument("unknown benchmark solver '" + solver + "'");
    }
  }
  glFinish();
  return c;
}

}  // namespace tp::bench
