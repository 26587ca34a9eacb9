#pragma once
// A moving pressure patch for the grid wave solvers (tidepool-sim
// --moving-source X,Y,VX,VY,RADIUS,STRENGTH): a Gaussian e^(−r²/R²) of radius R
// whose centre moves in a straight line, at step n (counted from when it was
// added) at (x + vx·n, y + vy·n). Position and radius in cells, velocity in
// cells per step. What `strength` means is the solver's: see its addMovingSource.
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace tp {

struct MovingSource {
  double x = 0, y = 0, vx = 0, vy = 0, radius = 1, strength = 0;

  double centreX(double age) const { return x + vx * age; }
  double centreY(double age) const { return y + vy * age; }
};

// The patch's shape at cell (x, y) (centre x + 0.5, y + 0.5) for a centre at (cx, cy).
inline double movingSourceShape(int x, int y, double cx, double cy, double radius) {
  const double dx = x + 0.5 - cx, dy = y + 0.5 - cy;
  return std::exp(-(dx * dx + dy * dy) / (radius * radius));
}

// A patch is applied within this many radii of its centre (a box of cells;
// beyond it the shape is below e^(−25)).
inline constexpr double kMovingSourceReach = 5.0;

// Empty, or one line saying what is wrong with the six numbers of --moving-source.
std::string parseMovingSource(const std::vector<double>& values, MovingSource& source);

// How a headless run steps a solver that takes its moving sources from
// outside (grid, spring): the sources with the step each was added at, and a
// step loop that, while there are any, runs one step at a time and first
// hands every source and its centre then to `apply`.
class MovingSourceSteps {
 public:
  using Apply = std::function<void(const MovingSource& source, double centreX, double centreY)>;
  // Parses --moving-source's numbers; empty, or what is wrong with them.
  std::string add(const std::vector<double>& values);
  // `count` steps: `stepSolver(k)` steps the solver k times; with sources,
  // `beforeStep()` then `apply` for each source precede each single step.
  void step(int count, const std::function<void(int)>& stepSolver, const std::function<void()>& beforeStep,
            const Apply& apply);

 private:
  std::vector<std::pair<MovingSource, uint64_t>> sources_;
  uint64_t steps_ = 0;
};

}  // namespace tp
