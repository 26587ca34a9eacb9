#include "sim/fft/fft_twiddles.hpp"

#include <cmath>
#include <cstddef>

namespace tp {

int fftLog2(int n) {
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  return bits;
}

namespace {

// e^(−2πi·j/n) for j < n/2, computed in double and rounded to float. Of the
// floats within two ulps of cos and sin, the pair whose c² + s² lies nearest
// 1 is kept: every value passes through a dozen or more twiddles a step, and
// a table whose magnitudes all missed 1 a little the same way would shrink
// or grow the waves' energy a little every step (by about 2e-7 at 32², where
// the physics asks for under 1e-7).
void appendHalfTurn(int j, int n, std::vector<float>& table) {
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
  table.push_back(bestC);
  table.push_back(bestS);
}

// e^(−2πi·index/n) for any index < n, from the half table: w(j + n/2) = −w(j).
void appendTurn(const std::vector<float>& half, int index, int n, std::vector<float>& table) {
  const int j = index % (n / 2);
  const float sign = index >= n / 2 ? -1.0f : 1.0f;
  table.push_back(sign * half[size_t(2 * j)]);
  table.push_back(sign * half[size_t(2 * j + 1)]);
}

}  // namespace

std::vector<float> fftTwiddleTable(int n) {
  std::vector<float> table;
  for (int j = 0; j < n / 2; ++j) appendHalfTurn(j, n, table);
  const std::vector<float> half = table;
  // The Stockham stages (fft_stockham.glsl's fftStockham and fftTurn).
  const int log2n = fftLog2(n), span = n / 8;
  int ns = 8;  // the first stage, after transforms of 1 point, turns nothing
  for (int stage = 1; stage < log2n / 3; ++stage, ns *= 8)
    for (int entry = 0; entry < ns; ++entry)
      for (int r = 1; r < 7; ++r) appendTurn(half, r * entry * (n / (8 * ns)), n, table);
  const int lastRadix = 1 << (log2n % 3);
  if (lastRadix > 1) {
    const int perInvocation = 8 / lastRadix, lastNs = n / lastRadix;
    for (int j = 0; j < span; ++j)
      for (int m = perInvocation; m < 8; ++m) {
        const int butterfly = j + (m % perInvocation) * span;
        appendTurn(half, (m / perInvocation) * (butterfly % lastNs) * (n / (lastNs * lastRadix)), n, table);
      }
  }
  return table;
}

}  // namespace tp
