#pragma once
// The CPU twin of WindSeaGpu (wind_sea_model.hpp states the method), in
// double precision with FFTW: the reference the GL tests compare against.
#include <array>
#include <complex>
#include <vector>

#include "sim/wind_sea/wind_sea_model.hpp"

namespace tp {

class WindSeaCpu {
 public:
  // `amplitudes`: n×n h₀(k) (windSeaAmplitudes) for a patch `patchMetres` wide.
  WindSeaCpu(std::vector<std::complex<float>> amplitudes, int n, double patchMetres, double gravity);

  int size() const { return size_; }
  // The eight fields at time `seconds`, each n×n row-major (row = z index).
  std::array<std::vector<double>, kWindSeaFields> fieldsAt(double seconds) const;

 private:
  std::vector<std::complex<float>> amplitudes_;
  int size_;
  double patchMetres_, gravity_;
};

}  // namespace tp
