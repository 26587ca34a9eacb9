#pragma once
// One patch of wind sea on the GPU (wind_sea_model.hpp states the method):
// the amplitudes h₀(k) uploaded once, and at each update three compute
// passes (every mode's spectra at the time asked for; the inverse transform
// of every row, then of every column, with shaders/sim/fft/fft_stockham.glsl)
// that write two textures a renderer samples with repeat wrapping. Sizes are
// powers of two from 16 to 512 (a row of four planes at 512 fills half the
// 32 KB of shared memory every GL 4.5 device has). The CPU twin (wind_sea_cpu.hpp) uses FFTW; GL tests
// compare them.
#include <complex>
#include <vector>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"

namespace tp {

inline constexpr int kWindSeaMinSize = 16, kWindSeaMaxSize = 512;

class WindSeaGpu {
 public:
  // A context must be current; `shaders` must outlive the solver. Throws
  // std::invalid_argument for a size that is not a power of two in range.
  WindSeaGpu(gl::ShaderLibrary& shaders, int size);
  WindSeaGpu(const WindSeaGpu&) = delete;
  WindSeaGpu& operator=(const WindSeaGpu&) = delete;

  int size() const { return size_; }
  double patchMetres() const { return patchMetres_; }

  // n×n amplitudes h₀(k) (windSeaAmplitudes) for a patch `patchMetres` wide
  // under `gravity` (m/s²).
  void setAmplitudes(const std::vector<std::complex<float>>& amplitudes, double patchMetres, double gravity);
  // The patch at `seconds`; the textures' mip levels are rebuilt.
  void update(double seconds);

  // RGBA32F, size×size, mipmapped, repeat wrapping; sample i at x = i·patch/n:
  // displacement (dx, h, dz, dxz) in metres, slope (hx, hz, dxx, dzz).
  const gl::Texture& displacementTexture() const { return displacement_; }
  const gl::Texture& slopeTexture() const { return slope_; }

 private:
  gl::ShaderProgram& program(const char* file) const;
  // Every level above the first of both textures, from the first
  // (mip_levels.comp): what glGenerateMipmap makes, by compute.
  void buildMipLevels() const;

  gl::ShaderLibrary* shaders_;
  // The three passes' programs for this size, looked up once (the library
  // swaps a reloaded program in place, so the pointers stay good).
  gl::ShaderProgram* spectrum_ = nullptr;
  gl::ShaderProgram* rows_ = nullptr;
  gl::ShaderProgram* columns_ = nullptr;
  gl::ShaderProgram* mipLevels_ = nullptr;
  int size_ = 0;
  double patchMetres_ = 1;
  gl::Buffer field_, twiddles_, amplitudes_;
  gl::Texture displacement_, slope_;
};

}  // namespace tp
