#pragma once
// Which compute shader runs the splat fluid's step, and in what shape.
// All give the seed's step (the CPU twin's sums) to float rounding:
//  - simple: shaders/sim/splat_fluid/step.comp, one fused (2R+1)^2 loop of
//    image loads and exp() per cell; R is a uniform. The reference kernel.
//  - tiled: step_tile.comp, a shared-memory tile of prepared particles, ex2
//    of pre-scaled positions, 4 cells of a column per invocation (vec4 sums;
//    rows of the window that miss some of the 4 cells skip them). The GPU default.
//  - wide: step_tile.comp with 2 columns × 4 cells an invocation, so a
//    particle read from shared memory serves 8 cells and its y-part is shared
//    by the two columns (the software-GL default: faster than tiled on a CPU,
//    slower on a data-centre GPU);
// The tiled kernels have R compiled in: one program per radius.
// Two more were tried and dropped once the benchmark had measured them
// (BENCHMARKS.md, notes on the fluid): the Gaussian's row factor taken out of
// the inner loop, and the 4 Gaussians of a column chained from 2 ex2; neither
// beat tiled on a GPU or wide on llvmpipe.
#include <string>

namespace tp {

enum class SplatFluidKernel {
  Automatic,  // what the renderer runs fastest (splat_fluid_kernel.cpp says why)
  Simple,
  Tiled,      // 4 cells an invocation, 32x4 invocations: 32x16-cell tiles
  Wide,       // 2 x 4 cells an invocation, 16x8 invocations: 32x32-cell tiles
};

// How a tiled kernel runs at one radius.
struct SplatFluidTileShape {
  SplatFluidKernel kernel = SplatFluidKernel::Simple;  // the one that really runs
  const char* shader = nullptr;                        // under shaders/
  int groupX = 0, groupY = 0;                          // invocations
  int bytesPerParticle = 0;                            // in shared memory
  int columns = 1;                                     // of cells an invocation
  int tileWidth() const { return groupX * columns; }
  int tileHeight() const { return groupY * 4; }  // 4 cells of a column an invocation
  int sharedBytes(int radius) const {
    return (tileWidth() + 2 * radius) * (tileHeight() + 2 * radius) * bytesPerParticle;
  }
  bool valid() const { return shader != nullptr; }
};

// The shape `kernel` runs in at `radius` within `sharedLimit` bytes of shared
// memory (GL_MAX_COMPUTE_SHARED_MEMORY_SIZE): shorter tiles for large radii;
// invalid (no shader) where none fits, and for Simple and Automatic: then the simple kernel runs.
SplatFluidTileShape splatFluidTileShape(SplatFluidKernel kernel, int radius, int sharedLimit);

// The kernel Automatic means on software GL (llvmpipe) or a GPU.
SplatFluidKernel splatFluidAutomaticKernel(bool softwareRenderer);

// The #define lines that the shape's shader is compiled with.
std::string splatFluidTileDefines(const SplatFluidTileShape& shape, int radius);

const char* splatFluidKernelName(SplatFluidKernel kernel);

}  // namespace tp
