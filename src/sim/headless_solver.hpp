#pragma once
// The contract of `tidepool-sim`: one solver, GPU or its CPU twin, stepped with
// no window and no UI. Each solver folder provides one implementation of this
// over both twins (TwinAdapter below), and one row in `solverTable()`
// (solver_table.cpp). The runner sets parameters, loads a state or adds
// splashes, steps, and dumps the state.
//
// State layout: raw float32, `[row][column][channel]`, row 0 first; channel
// names in order from `channels()`. 1D solvers (the sphere) use height 1.
#include <functional>
#include <memory>
#include <utility>
#include <span>
#include <string>
#include <vector>

#include "sim/param_table.hpp"

namespace tp::gl {
class ShaderLibrary;
}

namespace tp {

class HeadlessSolver {
 public:
  virtual ~HeadlessSolver() = default;
  virtual ParamTable params() = 0;  // a view of the solver's settings
  virtual std::vector<std::string> channels() const = 0;
  virtual int width() const = 0;
  virtual int height() const = 0;
  // Adds one splash given as the numbers of --splash (already split on ','):
  // returns an empty string, or one line saying what is wrong with them.
  virtual std::string addSplash(const std::vector<double>& values) = 0;
  // Adds a moving pressure patch given as the six numbers of --moving-source
  // (sim/moving_source.hpp); the same contract as addSplash. Wave solvers
  // take them; the others say so.
  virtual std::string addMovingSource(const std::vector<double>& values) {
    (void)values;
    return "this solver takes no moving source (the water-surface solvers do: grid, deep_water, spring)";
  }
  virtual void step(int count) = 0;
  virtual std::vector<float> readState() = 0;
  virtual void writeState(const std::vector<float>& state) = 0;
};

// What every solver's adapter forwards the same way, to a GPU solver or its
// CPU twin alike: both step, read and write their state through the same
// named methods. A solver folder's adapter adds its channels, sizes and
// splash, and overrides what its solver does differently.
template <class Solver>
class TwinAdapter : public HeadlessSolver {
 public:
  template <class... Args>
  explicit TwinAdapter(Args&&... args) : solver_(std::forward<Args>(args)...) {}
  void step(int count) override { solver_.step(count); }
  std::vector<float> readState() override { return solver_.readState(); }
  void writeState(const std::vector<float>& state) override { solver_.writeState(state); }

 protected:
  Solver solver_;
};

// A solver's parameters for an adapter that owns them: made before the
// solver (derive from it first, so it is constructed first) and never moved,
// since the solver keeps a reference to them and reads them at every step.
template <class Params>
struct HeldParams {
  Params held;
};

// The checks of a grid solver's --splash cx,cy,strength,radius (cells):
// empty, or one line naming `solver` and what is wrong.
std::string checkDiscSplash(const std::vector<double>& values, const std::string& solver);

struct SolverEntry {
  std::string name;     // --solver NAME
  std::string summary;  // one line for --help
  // How the problem size is given: "size" (N×N grid) or "level" (icosphere level).
  std::string sizeFlag = "size";
  bool sizeIsLevel() const { return sizeFlag == "level"; }
  int defaultSize = 64, minSize = 1, maxSize = 8192;
  bool powerOfTwoSize = false;  // a transform's grid: 16, 32, 64, ...
  std::string splashFormat;  // e.g. "cx,cy,strength,radius"
  // GPU solver when `shaders` is non-null, else the CPU twin.
  std::function<std::unique_ptr<HeadlessSolver>(int size, gl::ShaderLibrary* shaders)> create;
};

std::span<const SolverEntry> solverTable();
const SolverEntry* findSolver(const std::string& name);

}  // namespace tp
