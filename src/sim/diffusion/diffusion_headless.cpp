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

class DiffusionCpuSolver final : public HeadlessSolver {
 public:
  explicit DiffusionCpuSolver(int size) : size_(size), field_(size_t(size) * size_t(size)) {}
  ParamTable params() override { return {diffusionParamList(), params_}; }
  std::vector<std::string> channels() const override { return {"value"}; }
  int width() const override { return size_; }
  int height() const override { return size_; }
  std::string addSplash(const std::vector<double>& v) override { return splashInto(field_, size_, v); }
  void step(int count) override {
    for (int i = 0; i < count; ++i) diffusionStepCpu(params_, size_, field_, scratch_);
  }
  std::vector<float> readState() override { return field_; }
  void writeState(const std::vector<float>& state) override { field_ = state; }

 private:
  int size_;
  DiffusionParams params_;
  std::vector<float> field_, scratch_;
};

class DiffusionGpuSolver final : public HeadlessSolver {
 public:
  DiffusionGpuSolver(int size, gl::ShaderLibrary& shaders) : gpu_(shaders, size) {}
  ParamTable params() override { return {diffusionParamList(), params_}; }
  std::vector<std::string> channels() const override { return {"value"}; }
  int width() const override { return gpu_.size(); }
  int height() const override { return gpu_.size(); }
  std::string addSplash(const std::vector<double>& v) override {
    std::vector<float> field = gpu_.download();
    std::string error = splashInto(field, gpu_.size(), v);
    if (error.empty()) gpu_.upload(field);
    return error;
  }
  void step(int count) override { gpu_.step(params_, count); }
  std::vector<float> readState() override { return gpu_.download(); }
  void writeState(const std::vector<float>& state) override { gpu_.upload(state); }

 private:
  DiffusionParams params_;
  DiffusionGpu gpu_;
};

}  // namespace

SolverEntry makeDiffusionSolverEntry() {
  SolverEntry entry;
  entry.name = "diffusion";
  entry.summary = "heat diffusion, the frame's reference solver (channel: value)";
  entry.sizeFlag = "size";
  entry.defaultSize = 64;
  entry.minSize = 2;
  entry.maxSize = 8192;
  entry.splashFormat = "cx,cy,amount,radius";
  entry.create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
    if (shaders) return std::make_unique<DiffusionGpuSolver>(size, *shaders);
    return std::make_unique<DiffusionCpuSolver>(size);
  };
  return entry;
}

}  // namespace tp
