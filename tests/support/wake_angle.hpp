#pragma once
// The half-angle of the wake behind a source moving along +x, measured on a
// height field: the pattern's outer edge (the caustic), not the angle of
// its brightest crests.
//
// 1. The local amplitude: the analytic signal of each row along x,
//    |h + i·H[h]| (H the Hilbert transform), smooth where h has crests.
// 2. For each distance d behind the source, on each side of the track, the
//    outermost local maximum of that amplitude that reaches `peakShare` of
//    the side's peak, then outward the point where the amplitude has fallen
//    to Ai(0)/max Ai = 0.663 of it. Across a caustic the amplitude follows
//    Ai(−z) (Airy's integral where two stationary points meet; Lighthill,
//    Waves in Fluids, 1978, §3.9): its largest value 0.5357 lies at
//    z = −1.019 and the caustic itself, z = 0, where 0.3550 is left.
// 3. The half-width against d (mean of the two sides), fitted with a
//    straight line by least squares: its slope is tan(half-angle), the
//    intercept takes up the source's width.
// Kelvin's deep-water wake gives arcsin(1/3) = 19.47° at every speed; a
// wave-equation wake behind a source faster than the waves, the Mach angle
// arcsin(c/U) (its front is a jump that falls away within a source width).
#include <vector>

namespace tp {

struct WakeMeasureOptions {
  double distanceMin = 20, distanceMax = 200;  // cells behind the source
  int margin = 0;  // cells along the top and bottom edges left out (the sponge)
  double peakShare = 0.3;
};

struct WakeAngle {
  double halfAngleDegrees = 0;
  int columns = 0;  // columns the fit used
};

// `height`: n×n, row-major (row = y); cell (x, y) has its centre at
// (x + 0.5, y + 0.5). The source is at (sourceX, sourceY), moving along +x.
WakeAngle measureWakeHalfAngle(const std::vector<double>& height, int n, double sourceX, double sourceY,
                               const WakeMeasureOptions& options);

}  // namespace tp
