// tidepool-sim adapters for the sphere solver (the headless contract):
// `--level L`, one row per vertex in the mesh's vertex order (sizes: width =
// vertex count, height 1), channels x, y, z (the unit-sphere position, written
// for reading; ignored on load) then height and height_prev. The solvers keep
// z and u = z − z_old: height_prev is written as z − u, and a loaded state
// becomes u = height − height_prev. `--splash x,y,z,strength,radius` adds an
// at-rest bump before the first step.
#include <memory>

#include "sim/solver_entries.hpp"
#include "sim/sphere_wave/sphere_wave_cpu.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace tp {
namespace {

constexpr int kChannels = 5;

std::vector<std::string> sphereChannels() { return {"x", "y", "z", "height", "height_prev"}; }

template <class Value>
std::vector<float> packState(const IcosphereMesh& mesh, const std::vector<Value>& height,
                             const std::vector<Value>& heightPrev) {
  std::vector<float> state(mesh.positions.size() * kChannels);
  for (size_t v = 0; v < mesh.positions.size(); ++v) {
    float* row = &state[v * kChannels];
    row[0] = mesh.positions[v].x;
    row[1] = mesh.positions[v].y;
    row[2] = mesh.positions[v].z;
    row[3] = float(height[v]);
    row[4] = float(heightPrev[v]);
  }
  return state;
}

template <class Value>
void unpackState(const std::vector<float>& state, std::vector<Value>& height, std::vector<Value>& heightPrev) {
  const size_t n = state.size() / kChannels;
  height.resize(n);
  heightPrev.resize(n);
  for (size_t v = 0; v < n; ++v) {
    height[v] = state[v * kChannels + 3];
    heightPrev[v] = state[v * kChannels + 4];
  }
}

// The GPU solver and its CPU twin behind one adapter: both read and write
// their state through the same named methods.
template <class Sphere>
class SphereSolver final : public HeadlessSolver {
 public:
  template <class... ShaderLibrary>
  explicit SphereSolver(int level, ShaderLibrary&... shaders) : sphere_(shaders..., level) {}
  ParamTable params() override { return sphere_.paramTable(); }
  std::vector<std::string> channels() const override { return sphereChannels(); }
  int width() const override { return sphere_.mesh().vertexCount(); }
  int height() const override { return 1; }
  std::string addSplash(const std::vector<double>& values) override {
    SphereSplash splash;
    std::string error = parseSphereSplash(values, splash);
    if (error.empty()) sphere_.addSplash(splash);
    return error;
  }
  void step(int count) override { sphere_.step(count); }
  std::vector<float> readState() override {
    return packState(sphere_.mesh(), sphere_.readHeight(), sphere_.readHeightPrev());
  }
  void writeState(const std::vector<float>& state) override {
    decltype(sphere_.readHeight()) height, heightPrev;
    unpackState(state, height, heightPrev);
    sphere_.writeState(height, heightPrev);
  }

 private:
  Sphere sphere_;
};

}  // namespace

SolverEntry makeSphereSolverEntry() {
  return {
      .name = "sphere",
      .summary = "icosphere neighbour waves, seed 000 (channels: x, y, z, height, height_prev)",
      .sizeFlag = "level",
      .defaultSize = 3,  // the seed's 642 vertices
      .minSize = 0,
      .maxSize = kIcosphereMaxLevel,
      .splashFormat = "x,y,z,strength,radius",
      .create = [](int level, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
        if (shaders) return std::make_unique<SphereSolver<SphereWaveGpu>>(level, *shaders);
        return std::make_unique<SphereSolver<SphereWaveCpu>>(level);
      },
  };
}

}  // namespace tp
