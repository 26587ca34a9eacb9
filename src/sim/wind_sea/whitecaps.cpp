#include "sim/wind_sea/whitecaps.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "sim/wind_sea/wind_sea_model.hpp"

namespace tp {
namespace {

// Φ⁻¹(p) of the standard normal, by bisection on Φ(x) = erfc(−x/√2)/2: 60
// halvings of [−10, 10] reach double precision.
double normalQuantile(double p) {
  double lo = -10.0, hi = 10.0;
  for (int i = 0; i < 60; ++i) {
    const double mid = 0.5 * (lo + hi);
    (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p ? lo : hi) = mid;
  }
  return 0.5 * (lo + hi);
}

}  // namespace

double whitecapCoverage(double windSpeed) {
  if (!(windSpeed > 0.0)) return 0.0;
  return std::min(3.84e-6 * std::pow(windSpeed, 3.41), 1.0);
}

double divergenceVariance(const std::vector<std::complex<float>>& amplitudes, int n, double patchMetres) {
  double sum = 0.0;
  for (int row = 0; row < n; ++row)
    for (int column = 0; column < n; ++column) {
      const double k = windSeaMode(row, column, n, patchMetres).k;
      // Each h₀(k) shows in H(k) and, conjugated, in H(−k): twice over the sum.
      sum += 2.0 * k * k * std::norm(std::complex<double>(amplitudes[size_t(row) * size_t(n) + size_t(column)]));
    }
  return sum;
}

WhitecapThreshold whitecapThreshold(double windSpeed, double choppiness, double variance) {
  const double coverage = whitecapCoverage(windSpeed);
  const double deviation = choppiness * std::sqrt(std::max(variance, 0.0));
  if (!(coverage > 0.0) || !(deviation > 0.0)) return {};
  WhitecapThreshold t;
  t.begin = 1.0 + deviation * normalQuantile(coverage);
  t.full = t.begin - 0.5 * deviation;
  return t;
}

}  // namespace tp
