#include "sim/splat_fluid/splat_fluid_kernel.hpp"

#include <utility>

namespace tp {

namespace {

constexpr const char* kTileShader = "sim/splat_fluid/step_tile.comp";
constexpr const char* kRowsShader = "sim/splat_fluid/step_rows.comp";
constexpr int kTileParticleBytes = 16;  // vec4
constexpr int kRowsParticleBytes = 24;  // vec4 + vec2

// Shapes to try, best first; the later ones have shorter tiles, for radii
// whose halo would not fit (llvmpipe allows 32 KiB of shared memory, NVIDIA 48).
SplatFluidTileShape firstThatFits(SplatFluidKernel kernel, const char* shader, int bytesPerParticle,
                                  int radius, int sharedLimit) {
  for (auto [x, y] : {std::pair{16, 8}, std::pair{16, 4}, std::pair{16, 2}, std::pair{16, 1}}) {
    const SplatFluidTileShape shape{kernel, shader, x, y, bytesPerParticle};
    if (shape.sharedBytes(radius) <= sharedLimit) return shape;
  }
  return {};
}

}  // namespace

SplatFluidTileShape splatFluidTileShape(SplatFluidKernel kernel, int radius, int sharedLimit) {
  using K = SplatFluidKernel;
  if (kernel == K::Rows && radius > kSplatFluidRowsMaxRadius) kernel = K::Tiled;
  if (kernel == K::Tiled) return firstThatFits(kernel, kTileShader, kTileParticleBytes, radius, sharedLimit);
  if (kernel == K::Rows) return firstThatFits(kernel, kRowsShader, kRowsParticleBytes, radius, sharedLimit);
  return {};
}

SplatFluidKernel splatFluidAutomaticKernel(const std::string& renderer) {
  // Tiled wherever we measured (tidepool-bench --solver fluid, R = 6):
  //  - NVIDIA H200: 8.33 G cell-steps/s at 2048² against rows 5.58 and
  //    simple 2.37. Fewer instructions did not make rows faster: it holds 16
  //    more sums and reads 24 bytes a particle instead of 16.
  //  - llvmpipe (2 cores under load 5-9, so within the noise): two runs at
  //    64² / 128² / 256²: tiled 3.7-4.5 / 7.2-17 / 49-64 ms a step, rows
  //    4.3-5.8 / 7.5-28 / 34-58, simple 12-13 / 39-73 / 162-279.
  // The renderer is the hook for a device where that differs.
  (void)renderer;
  return SplatFluidKernel::Tiled;
}

std::string splatFluidTileDefines(const SplatFluidTileShape& shape, int radius) {
  return "#define SPLAT_RADIUS " + std::to_string(radius) + "\n#define SPLAT_GROUP_X " + std::to_string(shape.groupX) + "\n#define SPLAT_GROUP_Y " +
         std::to_string(shape.groupY) + "\n";
}

const char* splatFluidKernelName(SplatFluidKernel kernel) {
  switch (kernel) {
    case SplatFluidKernel::Automatic: return "automatic";
    case SplatFluidKernel::Simple: return "simple";
    case SplatFluidKernel::Tiled: return "tiled";
    case SplatFluidKernel::Rows: return "rows";
  }
  return "?";
}

}  // namespace tp
