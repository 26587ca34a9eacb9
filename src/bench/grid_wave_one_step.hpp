#pragma once
// Two one-step-a-pass kernels of the grid wave solver that the app does not
// run, kept to measure against (tidepool-bench's grid designs). Both compute
// exactly what GridWaveGpu's kernels compute (bit for bit on llvmpipe:
// tests/gl/grid_wave_kernels_test.cpp), with every option (5/9-point,
// reflect/absorb, damping, land):
//  - Tile (grid_wave_step_tile.comp): R32F fields, z loaded once into a
//    shared 18×66 tile, 4 cells an invocation; the GPU kernel before temporal
//    blocking, which beats it (several steps a pass).
//  - Packed (grid_wave_step_packed.comp): z and z_old as RGBA32F textures of
//    size/4 × size texels, 4 cells of a row a texel: how close one step a pass
//    gets to the memory roofline when every access is 16 bytes wide. Not the
//    product's layout: the renderer, the probes and the wakes sample R32F
//    heights with linear filtering.
#include <cstdint>
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "gl/shader_library.hpp"
#include "sim/grid_wave/grid_wave_params.hpp"

namespace tp {

class GridWaveOneStep {
 public:
  enum class Design { Tile, Packed };
  // A context must be current; `params` and `shaders` must outlive this.
  // Packed: throws std::invalid_argument unless size is a positive multiple
  // of 4; `rows` texels stacked along y an invocation (Tile: 4 rows, fixed).
  GridWaveOneStep(gl::ShaderLibrary& shaders, const GridWaveParams& params, int size, Design design, int rows = 4);

  int size() const { return size_; }
  void step(int count = 1);
  // size×size bytes, nonzero = land (held at zero); empty = none.
  void setLandMask(const std::vector<uint8_t>& mask);
  // [row][column][channel] with channels height, height_prev, as GridWaveGpu's.
  std::vector<float> readState() const;
  void writeState(const std::vector<float>& state);

 private:
  gl::ShaderLibrary* shaders_;
  const GridWaveParams* params_;
  int size_, rows_;
  Design design_;
  gl::PingPong<gl::Texture> heights_;  // read() = z, write() = z_old (then z')
  std::vector<uint8_t> mask_;          // nonzero = land, or empty
  gl::Texture land_;                   // R8 size×size while there is land
};

}  // namespace tp
