#pragma once
// What the grid wave tests start from, written once: random states, a land
// mask with islands and shore, and the option sets every kernel is held to.
#include <cstdint>
#include <vector>

#include "sim/grid_wave/grid_wave_params.hpp"

namespace tp::test {

// [h, h_prev] per cell of an n×n grid, uniform in [-1, 1).
std::vector<float> randomGridState(int n, unsigned seed);
// Two islands and a strip of shore on the grid's top edge (land touching the edge).
std::vector<uint8_t> gridIslands(int n);

struct GridWaveCase {
  const char* name;
  GridWaveParams params;
  bool land;
};
// Both stencils, both boundaries, damping and land, each a stable `a`.
std::vector<GridWaveCase> gridWaveCases();

}  // namespace tp::test
