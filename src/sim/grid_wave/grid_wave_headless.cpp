// `tidepool-sim --solver grid`: the grid wave solver (GPU, or its CPU twin
// with --cpu) behind the HeadlessSolver contract:
//   --size N (N×N), --set a=… damping=… boundary=reflect|absorb laplacian=5point|9point
//   --splash cx,cy,strength,radius (cells; adds to both height and height_prev)
//   --moving-source X,Y,VX,VY,RADIUS,STRENGTH (STRENGTH: the height taken from
//     the newest height at the patch's centre each step, a downward kick)
//   state channels: height, height_prev.
#include <cmath>
#include <memory>

#include "sim/grid_wave/grid_wave_cpu.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"
#include "sim/moving_source.hpp"
#include "sim/solver_entries.hpp"

namespace tp {
namespace {

struct GridSplash {
  float centreX = 0, centreY = 0, strength = 0, radius = 0;
};

// Empty string, or one line saying what is wrong with the --splash numbers.
std::string parseGridSplash(const std::vector<double>& values, GridSplash& splash) {
  if (values.size() != 4)
    return "grid splash needs 4 numbers cx,cy,strength,radius (cell units), got " +
           std::to_string(values.size());
  for (double v : values)
    if (!std::isfinite(v)) return "grid splash numbers must be finite";
  if (values[3] <= 0) return "grid splash radius must be positive (cells)";
  splash = {float(values[0]), float(values[1]), float(values[2]), float(values[3])};
  return {};
}

// The parameters, made before the solver (a base constructed first) and never
// moved: the solver keeps a reference to them and reads them at every step.
struct GridWaveParamsHolder {
  GridWaveParams held;
};

template <class Solver>
class GridWaveHeadless final : private GridWaveParamsHolder, public TwinAdapter<Solver> {
  using TwinAdapter<Solver>::solver_;

 public:
  template <class... ShaderLibrary>
  explicit GridWaveHeadless(int size, ShaderLibrary&... shaders) : TwinAdapter<Solver>(shaders..., held, size) {}
  GridWaveHeadless(const GridWaveHeadless&) = delete;
  GridWaveHeadless& operator=(const GridWaveHeadless&) = delete;
  ParamTable params() override { return {gridWaveParamList(), held}; }
  std::vector<std::string> channels() const override { return {"height", "height_prev"}; }
  int width() const override { return solver_.size(); }
  int height() const override { return solver_.size(); }
  std::string addSplash(const std::vector<double>& values) override {
    GridSplash s;
    std::string error = parseGridSplash(values, s);
    if (error.empty()) solver_.addSplash(s.centreX, s.centreY, s.strength, s.radius);
    return error;
  }
  std::string addMovingSource(const std::vector<double>& values) override { return sources_.add(values); }
  // With moving sources, one step at a time: each step pushes the water
  // under every patch where it is then, then steps.
  void step(int count) override {
    sources_.step(
        count, [this](int k) { solver_.step(k); }, [] {},
        [this](const MovingSource& source, double x, double y) {
          solver_.addPressureKick(float(x), float(y), float(source.strength), float(source.radius));
        });
  }

 private:
  MovingSourceSteps sources_;
};

}  // namespace

SolverEntry makeGridWaveSolverEntry() {
  SolverEntry entry;
  entry.name = "grid";
  entry.summary = "grid wave equation (5/9-point finite differences, seeds 002/003), channels height, height_prev";
  entry.sizeFlag = "size";
  entry.defaultSize = 256;
  entry.minSize = 8;
  entry.maxSize = 8192;
  entry.splashFormat = "cx,cy,strength,radius";
  entry.create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
    if (shaders) return std::make_unique<GridWaveHeadless<GridWaveGpu>>(size, *shaders);
    return std::make_unique<GridWaveHeadless<GridWaveCpu>>(size);
  };
  return entry;
}

}  // namespace tp
