#pragma once
// The Gaussian splat fluid (seed 001) on the GPU: compute shaders over two
// RGBA32F ping-pong textures holding (vx, vy, mass, unused) per cell,
// velocities in cells per step. Made for the fluid scene: it exposes the
// state texture for rendering, splashes with a velocity (click-drag), resizes
// while running and sums mass and momentum on the GPU for the plots.
#include <cstdint>
#include <utility>
#include <vector>

#include "gl/mapped_readback.hpp"
#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "sim/param_table.hpp"
#include "sim/splat_fluid/splat_fluid_kernel.hpp"
#include "sim/splat_fluid/splat_fluid_params.hpp"
#include "sim/splat_fluid/splat_fluid_splash.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class SplatFluidGpu {
 public:
  static constexpr int kMinSize = 1, kMaxSize = 8192;

  // Needs a current GL 4.5 context; throws gl::ShaderBuildError if a shader fails.
  SplatFluidGpu(gl::ShaderLibrary& shaders, int width, int height);
  // Owns GL textures: not copyable.
  SplatFluidGpu(const SplatFluidGpu&) = delete;
  SplatFluidGpu& operator=(const SplatFluidGpu&) = delete;

  SplatFluidParams& params() { return params_; }
  ParamTable paramTable() { return {splatFluidParamList(), params_}; }

  // Parameters are read at each step, so they may change between calls.
  void step(int count);
  // Which shader runs the step (splat_fluid_kernel.hpp); Automatic by default.
  // kernelInUse() is what the next step runs at the current radius: a tiled
  // kernel whose halo does not fit in shared memory falls back to Simple.
  void setKernel(SplatFluidKernel kernel) { kernel_ = kernel; }
  SplatFluidKernel kernel() const { return kernel_; }
  SplatFluidKernel kernelInUse() const;
  // The tiled kernels' work group (invocations), for the benchmark's shape
  // variants; {0, 0} (the default) lets splatFluidTileShape choose. A group
  // whose tile would not fit in shared memory is ignored.
  void setTileGroup(int x, int y) { tileGroup_ = {x, y}; }
  // The tiled shape the next step runs in (invalid: the simple kernel).
  SplatFluidTileShape stepShape() const;
  void splash(const SplatFluidSplash& splash);
  // Back to the rest state (empty grid) and step 0, so a periodic splash
  // comes at once. Keeps the parameters, and builds the step program for the
  // current radius and kernel if it is new (the tiled kernels have R compiled
  // in); step() builds it otherwise, on first use.
  void reset();
  // A new grid size (the scene's grid_size): the fluid is resampled onto the
  // new grid (splat_fluid_resample.hpp: mass per cell and velocity in cells
  // per step carried over); the step count goes on.
  void resize(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  int64_t stepCount() const { return stepCount_; }

  // The current state, RGBA32F (vx, vy, mass, 0): bind it to draw (linear
  // filtering, clamped). Valid until the next step, reset or resize.
  const gl::Texture& stateTexture() const { return state_.read(); }
  // Mass and momentum summed on the GPU; reads 16 bytes back (waits for the GPU).
  SplatFluidTotals totals();
  // The same without waiting, for a live plot: requestTotals() queues the sums
  // of the current state behind a fence (ignored while one is in flight);
  // pollTotals() returns true and fills `out` once they have arrived, a frame
  // or so later. Reset and resize drop a request in flight.
  void requestTotals();
  bool pollTotals(SplatFluidTotals& out);

  // [row][column][vx, vy, mass], row 0 first (the headless dump layout).
  std::vector<float> readState() const;
  void writeState(const std::vector<float>& state);

 private:
  // Fresh, empty textures (and totals buffers) of the given size.
  void allocate(int width, int height);
  // The two reduction passes, ending with the grand total copied into
  // totalsReadback_ behind its fence.
  void sumIntoReadback();
  // The kernel and shape the next step runs in (invalid shape: step.comp).
  void buildStepProgram();
  // The tiled step program for the kernel and radius (built on first use).
  gl::ShaderProgram& tiledProgram(const SplatFluidTileShape& shape, int radius);

  struct TiledProgram {
    SplatFluidKernel kernel;
    int radius, groupX, groupY;
    gl::ShaderProgram* program;
  };
  std::pair<int, int> tileGroup_{0, 0};
  gl::ShaderLibrary& shaders_;
  SplatFluidKernel kernel_ = SplatFluidKernel::Automatic;
  SplatFluidKernel automaticKernel_;  // for this context's renderer
  int sharedLimit_ = 0;               // GL_MAX_COMPUTE_SHARED_MEMORY_SIZE
  std::vector<TiledProgram> tiledPrograms_;
  gl::ShaderProgram& stepProgram_;
  gl::ShaderProgram& splashProgram_;
  gl::ShaderProgram& totalsTilesProgram_;
  gl::ShaderProgram& totalsFinalProgram_;
  gl::ShaderProgram& resampleProgram_;
  int width_ = 0, height_ = 0;
  int64_t stepCount_ = 0;
  gl::PingPong<gl::Texture> state_;
  gl::Buffer totalsBuffer_;  // vec4 per tile at [1..], the grand total at [0]
  gl::MappedReadback totalsReadback_;  // the grand total, copied for the CPU to read
  int tileCount_ = 0;
  SplatFluidParams params_;
};

}  // namespace tp
