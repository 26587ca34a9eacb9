#include "sim/splat_fluid/splat_fluid_kernel.hpp"

#include <utility>


namespace tp {

namespace {

constexpr const char* kTileShader = "sim/splat_fluid/step_tile.comp";
constexpr int kTileParticleBytes = 16;  // vec4

// Shapes to try, best first; the later ones have shorter tiles, for radii
// whose halo would not fit (llvmpipe allows 32 KiB of shared memory, NVIDIA 48).
SplatFluidTileShape firstThatFits(SplatFluidKernel kernel, const char* shader, int bytesPerParticle,
                                  int radius, int sharedLimit, int columns = 1) {
  // The tiled kernel tries a wider tile first: the benchmark's shape runs
  // found 32x4 its fastest shape on NVIDIA GPUs (BENCHMARKS.md).
  std::pair<int, int> first{16, 8};
  if (kernel == SplatFluidKernel::Tiled) first = {32, 4};
  for (auto [x, y] : {first, std::pair{16, 8}, std::pair{16, 4}, std::pair{16, 2}, std::pair{16, 1}}) {
    const SplatFluidTileShape shape{kernel, shader, x, y, bytesPerParticle, columns};
    if (shape.sharedBytes(radius) <= sharedLimit) return shape;
  }
  return {};
}

}  // namespace

SplatFluidTileShape splatFluidTileShape(SplatFluidKernel kernel, int radius, int sharedLimit) {
  using K = SplatFluidKernel;
  if (kernel == K::Tiled) return firstThatFits(kernel, kTileShader, kTileParticleBytes, radius, sharedLimit);
  if (kernel == K::Wide) {
    const SplatFluidTileShape wide = firstThatFits(kernel, kTileShader, kTileParticleBytes, radius, sharedLimit, 2);
    return wide.valid() ? wide : firstThatFits(K::Tiled, kTileShader, kTileParticleBytes, radius, sharedLimit);
  }
  return {};
}

SplatFluidKernel splatFluidAutomaticKernel(bool softwareRenderer) {
  // Chosen from tidepool-bench --solver fluid (BENCHMARKS.md has the runs):
  //  - on a GPU, tiled beats the others: the wide kernel holds twice the sums,
  //    and the fewer resident groups cost more than the shared reads it saves;
  //  - on llvmpipe, wide beats tiled: a CPU has registers to spare, and each
  //    shared read serves 8 cells.
  return softwareRenderer ? SplatFluidKernel::Wide : SplatFluidKernel::Tiled;
}

std::string splatFluidTileDefines(const SplatFluidTileShape& shape, int radius) {
  return "#define SPLAT_RADIUS " + std::to_string(radius) + "\n#define SPLAT_GROUP_X " + std::to_string(shape.groupX) + "\n#define SPLAT_GROUP_Y " +
         std::to_string(shape.groupY) + "\n#define SPLAT_COLUMNS " + std::to_string(shape.columns) + "\n";
}

const char* splatFluidKernelName(SplatFluidKernel kernel) {
  switch (kernel) {
    case SplatFluidKernel::Automatic: return "automatic";
    case SplatFluidKernel::Simple: return "simple";
    case SplatFluidKernel::Tiled: return "tiled";
    case SplatFluidKernel::Wide: return "wide";
  }
  return "?";
}

}  // namespace tp
