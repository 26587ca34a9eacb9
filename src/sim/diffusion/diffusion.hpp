#pragma once
// The smallest real solver: explicit heat diffusion on a grid,
//   u' = u + k·(u_E + u_W + u_N + u_S − 4u),
// stable for k ≤ 0.25 (the FTCS limit). It exists to exercise the frame
// (tidepool-sim's flags and file formats, GPU-vs-CPU testing) with a method
// whose answer is easy to reason about; the water solvers follow its layout.
// Edges reflect: an out-of-range neighbour takes the edge cell's value, so
// the total Σu is conserved exactly (up to rounding).
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "sim/param_table.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

struct DiffusionParams {
  float rate = 0.2f;  // k, per step; ≤ 0.25 for stability
};

// The parameters of DiffusionParams.
const ParamList<DiffusionParams>& diffusionParamList();

// Adds amount·(1 − d/radius) where d < radius (cell centres at x+0.5, y+0.5).
void addDiffusionSplash(std::vector<float>& field, int size, double cx, double cy, double amount,
                        double radius);

// CPU twin: the readable statement of the method.
void diffusionStepCpu(const DiffusionParams& params, int size, std::vector<float>& field,
                      std::vector<float>& scratch);

// The CPU twin as a solver with DiffusionGpu's methods: a size² field at zero.
class DiffusionCpu {
 public:
  explicit DiffusionCpu(int size) : size_(size), field_(size_t(size) * size_t(size), 0.0f) {}
  DiffusionParams& params() { return params_; }
  ParamTable paramTable() { return {diffusionParamList(), params_}; }
  void step(int count) {
    for (int i = 0; i < count; ++i) diffusionStepCpu(params_, size_, field_, scratch_);
  }
  void writeState(const std::vector<float>& field) { field_ = field; }
  std::vector<float> readState() const { return field_; }
  int size() const { return size_; }

 private:
  DiffusionParams params_;
  int size_;
  std::vector<float> field_, scratch_;
};

class DiffusionGpu {
 public:
  DiffusionGpu(gl::ShaderLibrary& shaders, int size);
  DiffusionParams& params() { return params_; }
  ParamTable paramTable() { return {diffusionParamList(), params_}; }
  void step(int count);  // with params() as they are now
  void writeState(const std::vector<float>& field);
  std::vector<float> readState() const;
  int size() const { return size_; }

 private:
  DiffusionParams params_;
  gl::ShaderProgram& program_;
  gl::PingPong<gl::Texture> field_;
  int size_;
};

}  // namespace tp
