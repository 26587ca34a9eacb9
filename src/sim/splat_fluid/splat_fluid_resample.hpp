#pragma once
// Changing the grid size of a running splat fluid (the scene's grid_size):
// the same picture on the new grid. The CPU form here is the twin of
// shaders/sim/splat_fluid/resample.comp, which SplatFluidGpu::resize runs.
//
// Units stay per cell: mass per cell (so rho0 still means rest density) and
// velocity in cells per step are carried over as they are. A blob that was
// 10 cells wide at 128² is 20 cells wide at 256² and holds 4× the mass; it
// moves across the picture half as fast (the step works in cells).
#include <vector>

namespace tp {

// The weights of one axis: new cell i has its centre at c = (i + 0.5)·old/new
// − 0.5 in old cell units (old centres at integers); it takes the old cells j
// within s = max(1, old/new) of c with the tent weight 1 − |j − c|/s, cells
// outside the grid left out, normalised to sum 1. For s = 1 (growing) this is
// bilinear interpolation; shrinking widens the tent so every old cell counts
// (no aliasing when 2048 goes to 64).
struct ResampleTap {
  int first = 0;                // first old cell
  std::vector<double> weights;  // for first, first + 1, ...
};
ResampleTap splatFluidResampleTap(int index, int oldCells, int newCells);

// Mass and momentum (m·v) are filtered with the same weights; the new velocity
// is momentum / mass where the mass is above SPLAT_FLUID_MIN_MASS, else 0, so
// empty cells lend no velocity. State layout [row][column][vx, vy, mass].
std::vector<float> resampleSplatFluidState(const std::vector<float>& state, int width, int height,
                                           int newWidth, int newHeight);

// The filter's weights are normalised per new cell, not per old one, so the
// resampled fluid holds a little more or less mass than it had (a blob at an
// edge loses the taps beyond it). This scales the new mass per cell so the
// tank holds what it held: Σ mass·cell area, a cell 1/(width·height) of the
// tank. Velocities stay. SplatFluidGpu::resize runs it after the shader.
void keepSplatFluidMass(const std::vector<float>& before, int width, int height, std::vector<float>& after,
                        int newWidth, int newHeight);

}  // namespace tp
