// tidepool-sim adapters for the diffusion solver: one channel "value".
#include <memory>

#include "sim/diffusion/diffusion.hpp"
#include "sim/solver_entries.hpp"

namespace tp {
namespace {

std::string splashInto(std::vector<float>& field, int size, const std::vector<double>& v) {
  if (v.size() != 4) return "diffusion splash takes cx,cy,amount,radius (4 numbers)";
  if (v[3] <= 0) return "diffusion splash radius must be > 0";
  addDiffusionSplash(field, size, v[0], v[1], v[2], v[3]);
  return {};
}

template <class Solver>
class DiffusionSolver final : public TwinAdapter<Solver> {
  using TwinAdapter<Solver>::solver_;

 public:
  template <class... ShaderLibrary>
  explicit DiffusionSolver(int size, ShaderLibrary&... shaders) : TwinAdapter<Solver>(shaders..., size) {}
  ParamTable params() override { return solver_.paramTable(); }
  std::vector<std::string> channels() const override { return {"value"}; }
  int width() const override { return solver_.size(); }
  int height() const override { return solver_.size(); }
  std::string addSplash(const std::vector<double>& v) override {
    std::vector<float> field = solver_.readState();
    std::string error = splashInto(field, solver_.size(), v);
    if (error.empty()) solver_.writeState(field);
    return error;
  }
};

}  // namespace

SolverEntry makeDiffusionSolverEntry() {
  return {
      .name = "diffusion",
      .summary = "heat diffusion, the frame's reference solver (channel: value)",
      .sizeFlag = "size",
      .defaultSize = 64,
      .minSize = 2,
      .maxSize = 8192,
      .splashFormat = "cx,cy,amount,radius",
      .create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
        if (shaders) return std::make_unique<DiffusionSolver<DiffusionGpu>>(size, *shaders);
        return std::make_unique<DiffusionSolver<DiffusionCpu>>(size);
      },
  };
}

}  // namespace tp
