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
//  - chained: the tiled kernel whose 4 Gaussians down a column come from 2
//    ex2 and a chain of multiplies, and whose momentum terms' particle parts
//    are worked out in the tile load (step_tile.comp SPLAT_CHAINED, note 7
//    there), in 32x8 invocations where that fits. A benchmark variant: as
//    fast as tiled once correct (BENCHMARKS.md), tested like the others;
//  - rows: step_rows.comp, the same tile, the Gaussian's row factor taken out
//    of the inner loop (5 instructions a neighbour instead of 6); R <= 9 only
//    (beyond, its factors leave float's range), so larger radii run the tiled
//    kernel. Slower than tiled on a GPU and on llvmpipe: kept as a
//    benchmark variant ("ours_rows"), tested like the others.
// The tiled and rows kernels have R compiled in: one program per radius.
#include <string>

namespace tp {

enum class SplatFluidKernel {
  Automatic,  // what the renderer runs fastest (splat_fluid_kernel.cpp says why)
  Simple,
  Tiled,      // 4 cells an invocation, 32x4 invocations: 32x16-cell tiles
  Wide,       // 2 x 4 cells an invocation, 16x8 invocations: 32x32-cell tiles
  Rows,       // the same shape (a benchmark variant: slower than Tiled)
  Chained,    // 2 ex2 a particle for a column's 4 cells (a benchmark variant)
};

// How a tiled or rows kernel runs at one radius.
struct SplatFluidTileShape {
  SplatFluidKernel kernel = SplatFluidKernel::Simple;  // the one that really runs
  const char* shader = nullptr;                        // under shaders/
  int groupX = 0, groupY = 0;                          // invocations
  int bytesPerParticle = 0;                            // in shared memory
  int columns = 1;                                     // of cells an invocation
  bool chained = false;                                // SPLAT_CHAINED
  int tileWidth() const { return groupX * columns; }
  int tileHeight() const { return groupY * 4; }  // 4 cells of a column an invocation
  int sharedBytes(int radius) const {
    return (tileWidth() + 2 * radius) * (tileHeight() + 2 * radius) * bytesPerParticle;
  }
  bool valid() const { return shader != nullptr; }
};

// The largest radius step_rows.comp takes (its factors stay normal floats).
constexpr int kSplatFluidRowsMaxRadius = 9;

// The shape `kernel` runs in at `radius` within `sharedLimit` bytes of shared
// memory (GL_MAX_COMPUTE_SHARED_MEMORY_SIZE): shorter tiles for large radii,
// rows -> tiled beyond kSplatFluidRowsMaxRadius; invalid (no shader) where none
// fits, and for Simple and Automatic: then the simple kernel runs.
SplatFluidTileShape splatFluidTileShape(SplatFluidKernel kernel, int radius, int sharedLimit);

// The kernel Automatic means on software GL (llvmpipe) or a GPU.
SplatFluidKernel splatFluidAutomaticKernel(bool softwareRenderer);

// The #define lines that the shape's shader is compiled with.
std::string splatFluidTileDefines(const SplatFluidTileShape& shape, int radius);

const char* splatFluidKernelName(SplatFluidKernel kernel);

}  // namespace tp
