#pragma once
// Index arithmetic shared by every transform-based solver (deep water, the
// wind sea): where a mode sits in an n-point transform, and which transform
// size stands for a requested grid.
#include <cstdlib>

namespace tp {

// The signed index of row or column i of an n-point transform: −n/2 .. n/2 − 1
// (the Nyquist index n/2 counts as −n/2).
inline int fftSignedIndex(int i, int n) { return i < n / 2 ? i : i - n; }

// The power of two in [lowest, highest] nearest `cells` (ties go down).
inline int nearestPowerOfTwo(int cells, int lowest, int highest) {
  int power = lowest;
  while (power < highest && std::abs(2 * power - cells) < std::abs(power - cells)) power *= 2;
  return power;
}

}  // namespace tp
