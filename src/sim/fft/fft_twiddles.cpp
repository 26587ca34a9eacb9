#include "sim/fft/fft_twiddles.hpp"

#include <cmath>
#include <cstddef>

namespace tp {

int fftLog2(int n) {
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  return bits;
}

// e^(−2πi·j/n) for j < n/2, computed in double and rounded to float. Of the
// floats within two ulps of cos and sin, the pair whose c² + s² lies nearest
// 1 is kept: every value passes through a dozen or more twiddles a step, and
// a table whose magnitudes all missed 1 a little the same way would shrink
// or grow the waves' energy a little every step (by about 2e-7 at 32², where
// the physics asks for under 1e-7).
std::vector<float> fftTwiddleTable(int n) {
  std::vector<float> table(static_cast<size_t>(n));
  for (int j = 0; j < n / 2; ++j) {
    const double angle = -2.0 * 3.14159265358979323846 * double(j) / double(n);
    const float c0 = float(std::cos(angle)), s0 = float(std::sin(angle));
    float bestC = c0, bestS = s0;
    double bestMiss = 1.0;
    float c = c0;
    for (int i = 0; i < 2; ++i) c = std::nextafter(c, -2.0f);
    for (int ci = 0; ci < 5; ++ci, c = std::nextafter(c, 2.0f)) {
      float sv = s0;
      for (int i = 0; i < 2; ++i) sv = std::nextafter(sv, -2.0f);
      for (int si = 0; si < 5; ++si, sv = std::nextafter(sv, 2.0f)) {
        const double miss = std::abs(double(c) * c + double(sv) * sv - 1.0);
        if (miss < bestMiss) {
          bestMiss = miss;
          bestC = c;
          bestS = sv;
        }
      }
    }
    table[size_t(2 * j)] = bestC;
    table[size_t(2 * j + 1)] = bestS;
  }
  return table;
}

}  // namespace tp
