#include "support/wake_angle.hpp"

#include <fftw3.h>

#include <algorithm>
#include <cmath>
#include <complex>

namespace tp {
namespace {

constexpr double kAiryAtCausticShare = 0.35503 / 0.53566;  // Ai(0) / Ai(−1.019)

// |analytic signal| of every row: the positive frequencies doubled, the
// negative ones dropped, transformed back.
std::vector<double> rowAmplitude(const std::vector<double>& height, int n) {
  using Complex = std::complex<double>;
  std::vector<Complex> row(static_cast<size_t>(n));
  auto* data = reinterpret_cast<fftw_complex*>(row.data());
  fftw_plan forward = fftw_plan_dft_1d(n, data, data, FFTW_FORWARD, FFTW_ESTIMATE);
  fftw_plan inverse = fftw_plan_dft_1d(n, data, data, FFTW_BACKWARD, FFTW_ESTIMATE);
  std::vector<double> amplitude(height.size());
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) row[size_t(x)] = height[size_t(y) * n + x];
    fftw_execute(forward);
    for (int k = 1; k < n; ++k) row[size_t(k)] *= k < n / 2 ? 2.0 : (k == n / 2 ? 1.0 : 0.0);
    fftw_execute(inverse);
    for (int x = 0; x < n; ++x) amplitude[size_t(y) * n + x] = std::abs(row[size_t(x)]) / n;
  }
  fftw_destroy_plan(forward);
  fftw_destroy_plan(inverse);
  return amplitude;
}

// The caustic's distance from the track along one side's amplitude profile
// (`profile[i]` at distance `offset + i` cells), or a negative value where
// the profile has none.
double causticDistance(const std::vector<double>& profile, double offset, double peakShare) {
  const int count = int(profile.size());
  const double peak = *std::max_element(profile.begin(), profile.end());
  if (!(peak > 0.0)) return -1;
  int top = -1;
  for (int i = count - 2; i > 0 && top < 0; --i)
    if (profile[size_t(i)] >= peakShare * peak && profile[size_t(i)] >= profile[size_t(i - 1)] &&
        profile[size_t(i)] >= profile[size_t(i + 1)])
      top = i;
  if (top < 0) return -1;
  const double level = kAiryAtCausticShare * profile[size_t(top)];
  for (int i = top; i + 1 < count; ++i)
    if (profile[size_t(i + 1)] <= level) {
      const double t = (profile[size_t(i)] - level) / (profile[size_t(i)] - profile[size_t(i + 1)]);
      return offset + i + t;
    }
  return -1;
}

}  // namespace

WakeAngle measureWakeHalfAngle(const std::vector<double>& height, int n, double sourceX, double sourceY,
                               const WakeMeasureOptions& o) {
  const std::vector<double> amplitude = rowAmplitude(height, n);
  // Rows [firstUpper, n − margin) lie above the track, (margin − 1, firstUpper) below.
  const int firstUpper = int(std::ceil(sourceY - 0.5));
  const double upperOffset = firstUpper + 0.5 - sourceY, lowerOffset = sourceY - (firstUpper - 0.5);
  std::vector<double> upper, lower;
  double sumD = 0, sumW = 0, sumDD = 0, sumDW = 0;
  int columns = 0;
  for (int d = int(std::ceil(o.distanceMin)); d <= int(std::floor(o.distanceMax)); ++d) {
    const int x = int(std::lround(sourceX - 0.5 - d));
    if (x < 0 || x >= n) continue;
    upper.clear();
    lower.clear();
    for (int y = firstUpper; y < n - o.margin; ++y) upper.push_back(amplitude[size_t(y) * n + x]);
    for (int y = firstUpper - 1; y >= o.margin; --y) lower.push_back(amplitude[size_t(y) * n + x]);
    if (upper.size() < 3 || lower.size() < 3) continue;
    const double above = causticDistance(upper, upperOffset, o.peakShare);
    const double below = causticDistance(lower, lowerOffset, o.peakShare);
    if (above < 0 || below < 0) continue;
    const double halfWidth = 0.5 * (above + below);
    sumD += d;
    sumW += halfWidth;
    sumDD += double(d) * d;
    sumDW += double(d) * halfWidth;
    ++columns;
  }
  WakeAngle result;
  result.columns = columns;
  if (columns < 2) return result;
  const double slope = (columns * sumDW - sumD * sumW) / (columns * sumDD - sumD * sumD);
  result.halfAngleDegrees = std::atan(slope) * 180.0 / 3.14159265358979323846;
  return result;
}

}  // namespace tp
