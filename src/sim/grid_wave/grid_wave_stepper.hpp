#pragma once
// How GridWaveGpu advances its heights: three compute kernels that all apply
// step_rule.glsl's arithmetic in the same order, so any of them (and any mix)
// gives the same numbers, bit for bit on llvmpipe (tests/gl/grid_wave_kernels_test.cpp).
// They differ only in speed, which depends on the renderer (BENCHMARKS.md):
//  - Simple  (step_simple.comp): one cell an invocation, every neighbour an
//    image load: the plain design the tests hold the others against.
//  - Column  (step_column.comp): a column of cells an invocation in registers,
//    no shared memory, no barrier: the fastest on llvmpipe (8 cells).
//  - Blocked (step_blocked.comp): `blockSteps` steps a pass in shared memory
//    (temporal blocking): 16 bytes of traffic per cell for k steps instead of
//    12 a step; the GPU default (k = 8). k = 1 is a single step with the same
//    layout.
// Every boundary, damping, the sponge, the land mask and both stencils block
// exactly, so no configuration falls back to single steps: step(count) runs
// count / k blocked passes and one shorter blocked pass for the rest.
#include <string>
#include <utility>
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "gl/shader_library.hpp"
#include "sim/grid_wave/grid_wave_params.hpp"

namespace tp {

enum class GridWaveKernel : int { Simple, Column, Blocked };

// The blocked kernel's work group and tile (step_blocked.comp): `width`
// invocations along x (the tile's width, rim included), `groupRows` along y,
// each owning `cellRows` cells along y; `buffers` shared copies of the tile
// (2: one barrier a step, 1: half the shared memory, two barriers).
struct GridWaveBlockShape {
  int width = 64, groupRows = 4, cellRows = 16, buffers = 2;
};

struct GridWaveKernelChoice {
  GridWaveKernel kernel = GridWaveKernel::Blocked;
  int blockSteps = 4;         // Blocked: steps a pass
  GridWaveBlockShape shape;   // Blocked
  int columnRows = 4;         // Column: cells an invocation
};

// What step() runs by default (ShaderLibrary::softwareRenderer tells which):
// software GL (llvmpipe, softpipe) gets the kernel without barriers that was
// fastest there, a GPU the blocked kernel (BENCHMARKS.md has both measured).
GridWaveKernelChoice gridWaveKernelFor(bool softwareRenderer);
// "blocked k=4 (64x64 tile, 2 buffers)" and the like, for logs and the bench.
std::string describeGridWaveKernel(const GridWaveKernelChoice& choice);

// Sets a step program's uniforms (a, damping, sponge, √a) for a size×size
// grid: every step kernel, the benchmark's GridWaveOneStep too.
void setGridWaveStepUniforms(const gl::ShaderProgram& program, const GridWaveParams& params, int size);

class GridWaveStepper {
 public:
  explicit GridWaveStepper(gl::ShaderLibrary& shaders) : shaders_(&shaders) {}

  // Throws std::invalid_argument for a shape that leaves no cell to write.
  void setChoice(const GridWaveKernelChoice& choice);
  const GridWaveKernelChoice& choice() const { return choice_; }

  // `count` steps of `heights` (read() = z, write() = z_old, before and after)
  // on a square grid; `land` is the R8 mask or null. Blocked passes write two
  // spare textures and swap them in, so the Texture objects in `heights`
  // change (their names move between objects: hold no GL name across steps).
  void step(int count, const GridWaveParams& params, gl::PingPong<gl::Texture>& heights, const gl::Texture* land);

 private:
  gl::ShaderProgram& stepProgram(const GridWaveParams& params, bool land, int blockSteps);
  gl::ShaderProgram& buildStepProgram(const GridWaveParams& params, bool land, int blockSteps);
  void singleStep(const GridWaveParams& params, gl::PingPong<gl::Texture>& heights, const gl::Texture* land);
  void blockedPass(int steps, const GridWaveParams& params, gl::PingPong<gl::Texture>& heights,
                   const gl::Texture* land);

  gl::ShaderLibrary* shaders_;
  GridWaveKernelChoice choice_;
  // The step programs met so far for this choice, by what selects one: found
  // by a short search instead of building a defines string and asking the
  // library every pass. Programs from the library keep their address.
  struct ProgramKey {
    bool ninePoint = false, land = false, absorb = false;
    int blockSteps = 1;
    bool operator==(const ProgramKey&) const = default;
  };
  std::vector<std::pair<ProgramKey, gl::ShaderProgram*>> programs_;
  gl::PingPong<gl::Texture> spare_;  // blocked passes write here, then swap it in
};

}  // namespace tp
