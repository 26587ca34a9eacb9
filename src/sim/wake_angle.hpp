#pragma once
// The half-angle of the wake behind a source that has moved in a straight
// line along +x (cells), measured on a height field: the pattern's outer
// edge, not the angle of its brightest crests.
//
// For each distance d behind the source (sourceX − d), the envelope across
// the track is the largest |h| within `window` cells along x of that
// column; the wake's half-width there is half the distance between the
// outermost cells, on either side of the track, whose envelope reaches
// `threshold` of that column's peak. A straight line fitted to half-width
// against d (least squares over every column) has slope tan(half-angle):
// the intercept takes up the source's own width. Kelvin's deep-water wake
// gives arcsin(1/3) = 19.47°; a wave-equation wake behind a source faster
// than the waves gives the Mach angle arcsin(c/U).
#include <vector>

namespace tp {

struct WakeMeasureOptions {
  double distanceMin = 20, distanceMax = 200;  // cells behind the source
  int margin = 0;       // cells along every edge left out (the sponge)
  int window = 4;       // cells along x for the envelope
  double threshold = 0.2;
};

struct WakeAngle {
  double halfAngleDegrees = 0;
  int columns = 0;  // columns the fit used
};

// `height`: n×n, row-major (row = y). The track runs along y = sourceY.
WakeAngle measureWakeHalfAngle(const std::vector<double>& height, int n, double sourceX, double sourceY,
                               const WakeMeasureOptions& options);

}  // namespace tp
