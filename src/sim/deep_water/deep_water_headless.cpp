// `tidepool-sim --solver deep_water`: the deep-water solver (GPU, or its CPU
// twin with --cpu) behind the HeadlessSolver contract:
//   --size N (N×N, a power of two), --set gravity=… cell_size=… dt=… depth=…
//     damping=… sponge_width=… sponge_strength=…
//   --splash cx,cy,strength,radius (cells, metres of height: strength·e^(−r²/radius²))
//   --moving-source X,Y,VX,VY,RADIUS,STRENGTH (STRENGTH = peak p/ρ in m²/s²)
//   state channels: height (m), potential (m²/s).
#include <memory>

#include "sim/deep_water/deep_water_cpu.hpp"
#include "sim/deep_water/deep_water_gpu.hpp"
#include "sim/solver_entries.hpp"

namespace tp {
namespace {

template <class Solver>
class DeepWaterHeadless final : private HeldParams<DeepWaterParams>, public TwinAdapter<Solver> {
  using TwinAdapter<Solver>::solver_;

 public:
  template <class... ShaderLibrary>
  explicit DeepWaterHeadless(int size, ShaderLibrary&... shaders) : TwinAdapter<Solver>(shaders..., held, size) {}
  DeepWaterHeadless(const DeepWaterHeadless&) = delete;
  DeepWaterHeadless& operator=(const DeepWaterHeadless&) = delete;
  ParamTable params() override { return {deepWaterParamList(), held}; }
  std::vector<std::string> channels() const override { return {"height", "potential"}; }
  int width() const override { return solver_.size(); }
  int height() const override { return solver_.size(); }
  std::string addSplash(const std::vector<double>& values) override {
    std::string error = checkDiscSplash(values, "deep water");
    if (error.empty()) solver_.addSplash(values[0], values[1], values[2], values[3]);
    return error;
  }
  std::string addMovingSource(const std::vector<double>& values) override {
    MovingSource source;
    std::string error = parseMovingSource(values, source);
    if (error.empty()) solver_.addMovingSource(source);
    return error;
  }
};

}  // namespace

SolverEntry makeDeepWaterSolverEntry() {
  return {
      .name = "deep_water",
      .summary = "deep water: exact dispersion ω² = g·k·tanh(k·depth) in Fourier space (eWave), "
                 "channels height, potential",
      .sizeFlag = "size",
      .defaultSize = 256,
      .minSize = kDeepWaterMinSize,
      .maxSize = kDeepWaterMaxSize,
      .powerOfTwoSize = true,
      .splashFormat = "cx,cy,strength,radius",
      .create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
        if (shaders) return std::make_unique<DeepWaterHeadless<DeepWaterGpu>>(size, *shaders);
        return std::make_unique<DeepWaterHeadless<DeepWaterCpu>>(size);
      },
  };
}

}  // namespace tp
