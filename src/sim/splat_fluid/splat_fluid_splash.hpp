#pragma once
// What the GPU solver and its CPU twin share besides the parameters: a splash
// (mouse click, `--splash`) and the totals the scene plots.
#include <string>
#include <vector>

namespace tp {

// Adds mass * (1 - d/radius) to every cell whose centre is closer than `radius`
// to (cx, cy), and sets those cells' velocity to (vx, vy). Positions in cells,
// with the centre of column x, row y at (x + 0.5, y + 0.5): on an N x N grid,
// (N/2, N/2) is the exact middle. Velocity in cells per step.
struct SplatFluidSplash {
  float cx = 0, cy = 0;
  float mass = 1;
  float radius = 8;
  float vx = 0, vy = 0;
};

// Sums over the grid: mass and momentum (mass * velocity, cells/step).
struct SplatFluidTotals {
  double mass = 0, momentumX = 0, momentumY = 0;
};

// Reads the numbers of `--splash cx,cy,mass,radius[,vx,vy]`. Returns "" or one
// line saying what is wrong.
std::string parseSplatFluidSplash(const std::vector<double>& values, SplatFluidSplash& out);

}  // namespace tp
