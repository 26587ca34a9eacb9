#pragma once
// The grid wave solver's one-step-a-pass kernel on the PACKED layout
// (grid_wave_step_packed.comp): z and z_old as RGBA32F textures of size/4 × size
// texels, 4 cells of a row a texel. It computes exactly what GridWaveGpu's
// kernels compute (bit for bit on llvmpipe: tests/gl/grid_wave_kernels_test.cpp),
// with every option (5/9-point, reflect/absorb, damping, land).
// Why it is not GridWaveGpu's layout: the renderer, the probes and the wakes
// sample R32F heights with linear filtering, and on a GPU the blocked kernel
// (several steps a pass) is faster than any one-step kernel; this one exists
// to measure how close ONE step a pass gets to the memory roofline when every
// access is 16 bytes wide (tidepool-bench's "ours_packed" design).
#include <cstdint>
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "gl/shader_library.hpp"
#include "sim/grid_wave/grid_wave_params.hpp"

namespace tp {

class GridWavePacked {
 public:
  // A context must be current; `params` and `shaders` must outlive this.
  // Throws std::invalid_argument unless size is a positive multiple of 4.
  // `rows`: texels stacked along y an invocation.
  GridWavePacked(gl::ShaderLibrary& shaders, const GridWaveParams& params, int size, int rows = 4);

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
  gl::PingPong<gl::Texture> heights_;  // read() = z, write() = z_old (then z')
  std::vector<uint8_t> mask_;          // nonzero = land, or empty
  gl::Texture land_;                   // R8 size×size while there is land
};

}  // namespace tp
