#pragma once
// The largest |value| of a field, for the sidecars' max_abs_* lines: NaN as
// soon as one value is NaN. std::max(largest, |v|) would skip a NaN, and a
// solver full of NaN would then read as flat water at rest (an audit of bad input).
#include <cmath>
#include <span>

namespace tp {

// Folds one more value into a running largest magnitude (start at 0).
template <class T>
T largerMagnitude(T largest, T value) {
  if (std::isnan(largest) || std::isnan(value)) return std::isnan(largest) ? largest : value;
  return std::fabs(value) > largest ? std::fabs(value) : largest;
}

inline float largestMagnitude(std::span<const float> values) {
  float largest = 0;
  for (float v : values) largest = largerMagnitude(largest, v);
  return largest;
}

}  // namespace tp
