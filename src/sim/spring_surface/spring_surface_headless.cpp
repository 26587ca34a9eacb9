// tidepool-sim adapters for the spring surface (`--solver spring`): a square
// grid with no rim by default (--set rim=on adds the bowl's disc), no external
// force, channels height and velocity, --splash cx,cy,strength,radius.
#include <memory>

#include "sim/solver_entries.hpp"
#include "sim/spring_surface/spring_surface_cpu.hpp"
#include "sim/spring_surface/spring_surface_gpu.hpp"

namespace tp {
namespace {

SpringSurfaceParams headlessDefaults() {
  SpringSurfaceParams params;
  params.rim = false;  // headless: a square basin, as the contract says
  return params;
}

// The checks of --splash, shared by both backends.
std::string checkSplash(const std::vector<double>& v) {
  if (v.size() != 4)
    return "spring splash takes cx,cy,strength,radius (4 numbers, cells), got " +
           std::to_string(v.size());
  if (!(v[3] > 0)) return "spring splash radius must be > 0 (cells)";
  return {};
}

template <class Solver>
class SpringHeadless final : public TwinAdapter<Solver> {
  using TwinAdapter<Solver>::solver_;

 public:
  using TwinAdapter<Solver>::TwinAdapter;
  ParamTable params() override { return solver_.paramTable(); }
  std::vector<std::string> channels() const override { return {"height", "velocity"}; }
  int width() const override { return solver_.params().gridSize; }
  int height() const override { return solver_.params().gridSize; }
  std::string addSplash(const std::vector<double>& v) override {
    std::string error = checkSplash(v);
    if (error.empty()) solver_.splash(float(v[0]), float(v[1]), float(v[2]), float(v[3]));
    return error;
  }
  std::vector<float> readState() override {
    solver_.applyPendingChanges();
    return solver_.readState();
  }
};

}  // namespace

SolverEntry makeSpringSolverEntry() {
  SolverEntry entry;
  entry.name = "spring";
  entry.summary = "mass-spring water surface, 8 neighbours (seed 004; channels: height, velocity)";
  entry.sizeFlag = "size";
  entry.defaultSize = 16;  // the seed's 16x16 springs
  entry.minSize = 4;
  entry.maxSize = 8192;
  entry.splashFormat = "cx,cy,strength,radius";
  entry.create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
    if (shaders) return std::make_unique<SpringHeadless<SpringSurfaceGpu>>(*shaders, size, headlessDefaults());
    return std::make_unique<SpringHeadless<SpringSurfaceCpu>>(size, headlessDefaults());
  };
  return entry;
}

}  // namespace tp
