#pragma once
// The mass-spring water surface on the GPU (seed 004): compute shaders over
// RG32F ping-pong textures holding (height, velocity) per cell. A step is one
// fused pass (shaders/sim/spring_surface/step.comp, in the shape SpringStepKernel
// names) with the same numbers as the seed's velocity pass then position pass.
// The CPU twin (spring_surface_cpu.hpp)
// states the method; this class is what the bowl scene drives: it renders
// from heightTexture(), steps substeps a frame, splashes at the pointer,
// resizes on a quality change and plots energy().
#include <cstdint>
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "sim/param_table.hpp"
#include "sim/spring_surface/spring_surface_energy.hpp"
#include "sim/spring_surface/spring_surface_params.hpp"
#include "sim/spring_surface/spring_surface_step_kernel.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

// How a pass is split into dispatches. The default is one dispatch over the
// whole grid. Tests split it into square tiles, issued in a chosen order with
// a memory barrier between them, to show the result does not depend on the
// order in which cells are updated.
struct SpringDispatchTiling {
  enum class Order { Forward, Reverse, Shuffled };
  int tileSize = 0;  // cells per tile edge; 0 = the whole grid at once
  Order order = Order::Forward;
  uint32_t shuffleSeed = 1;
};

class SpringSurfaceGpu {
 public:
  // Allocates an N×N grid at rest. Needs a current GL 4.5 context.
  SpringSurfaceGpu(gl::ShaderLibrary& shaders, int gridSize, const SpringSurfaceParams& initial = {});

  SpringSurfaceParams& params() { return params_; }
  const SpringSurfaceParams& params() const { return params_; }
  ParamTable paramTable() { return {springSurfaceParamList(), params_}; }
  int gridSize() const { return gridSize_; }

  // Advances `count` steps with the parameters as they are now (read at every
  // call: sliders act at once). Leaves the state ready for texture fetches,
  // image loads and downloads.
  void step(int count = 1);
  // Applies a changed grid_size (resample, as resize()) or rim (new mask).
  // step(), splash() and writeState() call it first.
  void applyPendingChanges();
  // Adds strength·(1 − d/radius) to the height of water cells whose centre
  // (x + 0.5, y + 0.5) is within `radius` of (cx, cy); all in cells, so a
  // scene maps its pointer's hit point to cell units first.
  void splash(float cx, float cy, float strength, float radius);
  // Adds `height` and `velocity` to every water cell, then keeps the heights
  // in the container's range (shift.comp; SpringSurfaceCpu::shiftWater).
  void shiftWater(float height, float velocity);
  // Quality change while running: resamples the surface bilinearly onto an
  // n×n grid (see resample.comp). The textures are replaced: take
  // heightTexture() again afterwards, and resize a force texture to match.
  void resize(int gridSize);
  void reset();  // rest: h = v = 0

  // The current state: RG32F, r = height (height units), g = velocity
  // (height units/s), linear filtering and clamp-to-edge, so a surface shader
  // can sample heights bilinearly. Valid until the next step()/resize().
  const gl::Texture& heightTexture() const { return state_.read(); }
  std::vector<uint8_t> waterMask() const;  // the same mask on the CPU (row-major)

  // Optional per-cell external acceleration (the scene's fish): a GL_R32F
  // texture of gridSize² in height units/s², added as v += force·dt in the
  // position pass. nullptr = none. Not owned; ignored while its size differs
  // from the grid. Throws std::invalid_argument for another format.
  void setForceTexture(const gl::Texture* force);

  // The discrete energy (spring_surface_energy.hpp), reduced on the GPU and
  // read back (a sync point: call it once a frame for a plot, not per step).
  SpringEnergy energy();
  SpringEnergySums energySums();

  // Interleaved [row][column][h, v], row 0 first (the headless dump layout).
  std::vector<float> readState() const;
  // Replaces the state (2·N² floats); non-water cells are set to 0.
  void writeState(const std::vector<float>& state);

  void setDispatchTiling(const SpringDispatchTiling& tiling) { tiling_ = tiling; }
  // Which kernel step() runs; the default is defaultSpringStepKernel() for the
  // renderer of the context the solver was made in. Every variant gives the
  // same state bit for bit; builds the variant's program on first use.
  void setStepKernel(const SpringStepKernel& kernel);
  const SpringStepKernel& stepKernel() const { return kernel_; }

 private:
  struct Tile {
    int x0, y0, x1, y1;  // [x0, x1) × [y0, y1)
  };
  std::vector<Tile> tiles() const;
  // cellsX × cellsY: the cells one work group covers.
  void dispatchTiles(const gl::ShaderProgram& program, int cellsX, int cellsY);
  void dispatchBox(const gl::ShaderProgram& program, const Tile& box, int cellsX, int cellsY);
  void bindCommon(const gl::ShaderProgram& program) const;
  void stepFused(int count, bool hasForce);
  void allocate(int gridSize);
  void uploadMask();

  gl::ShaderLibrary& shaders_;
  SpringStepKernel kernel_;
  gl::ShaderProgram* fusedPass_ = nullptr;  // step.comp built for kernel_
  gl::ShaderProgram& splashPass_;
  gl::ShaderProgram& shiftPass_;
  gl::ShaderProgram& resamplePass_;
  gl::ShaderProgram& energyPass_;

  SpringSurfaceParams params_;
  int gridSize_ = 0;
  bool maskHasRim_ = false;
  SpringDispatchTiling tiling_;

  gl::PingPong<gl::Texture> state_;  // RG32F: height, velocity
  gl::Texture waterMask_;            // R8
  gl::Texture noForce_;              // 1×1 R32F bound when there is no force
  const gl::Texture* force_ = nullptr;
  gl::Buffer energyPartials_;        // two vec4 per work group (energy.comp)
};

}  // namespace tp
