#include "sim/wake_angle.hpp"

#include <algorithm>
#include <cmath>

namespace tp {

WakeAngle measureWakeHalfAngle(const std::vector<double>& height, int n, double sourceX, double sourceY,
                               const WakeMeasureOptions& o) {
  const int lo = o.margin, hi = n - o.margin;  // usable cells: [lo, hi)
  const int track = int(std::lround(sourceY - 0.5));
  double sumD = 0, sumW = 0, sumDD = 0, sumDW = 0;
  int columns = 0;
  std::vector<double> envelope(size_t(n), 0.0);
  for (int d = int(std::ceil(o.distanceMin)); d <= int(std::floor(o.distanceMax)); ++d) {
    const int x = int(std::lround(sourceX - 0.5 - d));
    if (x - o.window < lo || x + o.window >= hi) continue;
    double peak = 0;
    for (int y = lo; y < hi; ++y) {
      double largest = 0;
      for (int dx = -o.window; dx <= o.window; ++dx)
        largest = std::max(largest, std::abs(height[size_t(y) * size_t(n) + size_t(x + dx)]));
      envelope[size_t(y)] = largest;
      peak = std::max(peak, largest);
    }
    if (peak <= 0) continue;
    int upper = -1, lower = -1;
    for (int y = hi - 1; y > track && upper < 0; --y)
      if (envelope[size_t(y)] >= o.threshold * peak) upper = y;
    for (int y = lo; y < track && lower < 0; ++y)
      if (envelope[size_t(y)] >= o.threshold * peak) lower = y;
    if (upper < 0 || lower < 0) continue;
    const double halfWidth = 0.5 * double(upper - lower);
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
