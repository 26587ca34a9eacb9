#include "sim/wind_sea/wind_sea_cpu.hpp"

#include <fftw3.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numbers>
#include <stdexcept>
#include <utility>

namespace tp {
namespace {

constexpr double kPi = std::numbers::pi;
using Complex = std::complex<double>;

}  // namespace

WindSeaCpu::WindSeaCpu(std::vector<std::complex<float>> amplitudes, int n, double patchMetres, double gravity)
    : amplitudes_(std::move(amplitudes)), size_(n), patchMetres_(patchMetres), gravity_(gravity) {
  if (amplitudes_.size() != size_t(n) * size_t(n)) throw std::invalid_argument("wind sea amplitudes must be n×n");
}

std::array<std::vector<double>, kWindSeaFields> WindSeaCpu::fieldsAt(double seconds) const {
  const int n = size_;
  const size_t cells = size_t(n) * size_t(n);
  const Complex i(0.0, 1.0);
  std::array<std::vector<Complex>, kWindSeaFields> spectra;
  for (auto& s : spectra) s.assign(cells, Complex(0.0));
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      const WindSeaMode mode = windSeaMode(row, column, n, patchMetres_);
      const double kx = mode.kx, kz = mode.kz, k = mode.k;
      if (k <= 0.0) continue;
      const size_t at = size_t(row) * size_t(n) + size_t(column);
      const size_t mirror = size_t((n - row) % n) * size_t(n) + size_t((n - column) % n);
      const double omega = 2.0 * kPi * windSeaLoopTurns(gravity_, k) / kWindSeaLoopSeconds;
      const Complex h = Complex(amplitudes_[at]) * std::exp(-i * omega * seconds) +
                        std::conj(Complex(amplitudes_[mirror])) * std::exp(i * omega * seconds);
      auto set = [&](WindSeaField field, Complex value) { spectra[size_t(field)][at] = value; };
      set(WindSeaField::Height, h);
      set(WindSeaField::DisplacementX, i * (kx / k) * h);
      set(WindSeaField::DisplacementZ, i * (kz / k) * h);
      set(WindSeaField::SlopeX, i * kx * h);
      set(WindSeaField::SlopeZ, i * kz * h);
      set(WindSeaField::DxDx, -kx * kx / k * h);
      set(WindSeaField::DzDz, -kz * kz / k * h);
      set(WindSeaField::DxDz, -kx * kz / k * h);
    }
  }
  std::array<std::vector<double>, kWindSeaFields> fields;
  std::vector<Complex> buffer(cells);
  fftw_plan plan = fftw_plan_dft_2d(n, n, reinterpret_cast<fftw_complex*>(buffer.data()),
                                    reinterpret_cast<fftw_complex*>(buffer.data()), FFTW_BACKWARD, FFTW_ESTIMATE);
  for (size_t f = 0; f < kWindSeaFields; ++f) {
    std::copy(spectra[f].begin(), spectra[f].end(), buffer.begin());
    fftw_execute(plan);  // unscaled: f(x) = Σ F(k)·e^(ik·x)
    fields[f].resize(cells);
    for (size_t c = 0; c < cells; ++c) fields[f][c] = buffer[c].real();
  }
  fftw_destroy_plan(plan);
  return fields;
}

}  // namespace tp
