// `tidepool-sim --solver fluid`: the splat fluid on the GPU or (--cpu) its CPU
// twin behind the HeadlessSolver contract. The seed's periodic splash is off
// here (a dump should depend only on the given state and splashes); it can be
// turned on with --set periodic_splash=true.
#include <memory>

#include "sim/headless_solver.hpp"
#include "sim/solver_entries.hpp"
#include "sim/splat_fluid/splat_fluid_cpu.hpp"
#include "sim/splat_fluid/splat_fluid_gpu.hpp"

namespace tp {
namespace {

template <class Solver>
class HeadlessSplatFluid final : public TwinAdapter<Solver> {
  using TwinAdapter<Solver>::solver_;

 public:
  template <class... Args>
  explicit HeadlessSplatFluid(Args&&... args) : TwinAdapter<Solver>(std::forward<Args>(args)...) {
    solver_.params().periodicSplash = false;
  }
  ParamTable params() override { return solver_.paramTable(); }
  std::vector<std::string> channels() const override { return {"vx", "vy", "mass"}; }
  int width() const override { return solver_.width(); }
  int height() const override { return solver_.height(); }
  std::string addSplash(const std::vector<double>& values) override {
    SplatFluidSplash splash;
    std::string error = parseSplatFluidSplash(values, splash);
    if (error.empty()) solver_.splash(splash);
    return error;
  }
};

}  // namespace

SolverEntry makeSplatFluidSolverEntry() {
  return {
      .name = "fluid",
      .summary = "Gaussian splat fluid, seed 001 (channels: vx, vy, mass; velocities in cells/step)",
      .sizeFlag = "size",
      .defaultSize = 128,
      .minSize = 16,
      .maxSize = SplatFluidGpu::kMaxSize,
      .splashFormat = "cx,cy,mass,radius[,vx,vy]",
      .create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
        if (shaders) return std::make_unique<HeadlessSplatFluid<SplatFluidGpu>>(*shaders, size, size);
        return std::make_unique<HeadlessSplatFluid<SplatFluidCpu>>(size, size);
      },
  };
}

}  // namespace tp
