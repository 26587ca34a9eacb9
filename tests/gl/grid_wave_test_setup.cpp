#include "grid_wave_test_setup.hpp"

#include <cmath>
#include <random>

namespace tp::test {

std::vector<float> randomGridState(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1, 1);
  std::vector<float> state(size_t(n) * size_t(n) * 2);
  for (float& v : state) v = uniform(rng);
  return state;
}

std::vector<uint8_t> gridIslands(int n) {
  std::vector<uint8_t> land(size_t(n) * size_t(n), 0);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const bool round = std::hypot(x + 0.5 - 0.3 * n, y + 0.5 - 0.7 * n) < 0.1 * n;
      const bool block = x >= n / 2 && x < n / 2 + n / 8 && y >= n / 5 && y < n / 3;
      const bool shore = y == n - 1 && x < n / 4;
      if (round || block || shore) land[size_t(y * n + x)] = 1;
    }
  return land;
}

std::vector<GridWaveCase> gridWaveCases() {
  std::vector<GridWaveCase> list;
  GridWaveParams p;
  p.a = 0.3f;
  list.push_back({"5point reflect", p, false});
  p.laplacian = 1, p.a = 0.6f, p.boundary = 1, p.damping = 0.01f;
  list.push_back({"9point absorb damped", p, false});
  p.laplacian = 0, p.a = 0.45f, p.damping = 0.0f;
  list.push_back({"5point absorb land", p, true});
  p.laplacian = 1, p.a = 0.5f, p.boundary = 0, p.damping = 0.003f;
  list.push_back({"9point reflect land damped", p, true});
  return list;
}

}  // namespace tp::test
