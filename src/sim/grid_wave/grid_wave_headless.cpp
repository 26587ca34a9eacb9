// `tidepool-sim --solver grid`: the grid wave solver (GPU, or its CPU twin
// with --cpu) behind the HeadlessSolver contract:
//   --size N (N×N), --set a=… damping=… boundary=reflect|absorb laplacian=5point|9point
//   --splash cx,cy,strength,radius (cells; adds to both height and height_prev)
//   --moving-source X,Y,VX,VY,RADIUS,STRENGTH (STRENGTH: the height taken from
//     the newest height at the patch's centre each step, a downward kick)
//   state channels: height, height_prev.
#include <memory>

#include "sim/grid_wave/grid_wave_cpu.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"
#include "sim/moving_source.hpp"
#include "sim/solver_entries.hpp"

namespace tp {
namespace {

template <class Solver>
class GridWaveHeadless final : private HeldParams<GridWaveParams>, public TwinAdapter<Solver> {
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
    std::string error = checkDiscSplash(values, "grid");
    if (error.empty())
      solver_.addSplash(float(values[0]), float(values[1]), float(values[2]), float(values[3]));
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
  return {
      .name = "grid",
      .summary = "grid wave equation (5/9-point finite differences, seeds 002/003), channels height, height_prev",
      .sizeFlag = "size",
      .defaultSize = 256,
      .minSize = 8,
      .maxSize = 16384,  // GL 4.5's guaranteed texture edge
      .splashFormat = "cx,cy,strength,radius",
      .create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
        if (shaders) return std::make_unique<GridWaveHeadless<GridWaveGpu>>(size, *shaders);
        return std::make_unique<GridWaveHeadless<GridWaveCpu>>(size);
      },
  };
}

}  // namespace tp
