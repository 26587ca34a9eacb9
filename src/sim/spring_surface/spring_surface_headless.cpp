// tidepool-sim adapters for the spring surface (`--solver spring`): a square
// grid with no rim by default (--set rim=on adds the bowl's disc), channels
// height and velocity, --splash cx,cy,strength,radius, and
// --moving-source X,Y,VX,VY,RADIUS,STRENGTH: the solver's external force
// (v += force·dt), −STRENGTH·e^(−r²/RADIUS²) in height units/s² under the
// patch, moved every step.
#include <memory>
#include <type_traits>

#include "sim/cell_box.hpp"
#include "sim/moving_source.hpp"
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
  std::string addMovingSource(const std::vector<double>& values) override { return sources_.add(values); }
  // With moving sources, one step at a time, each with the force where the
  // patches are then (the whole field, made on the CPU: a headless run).
  void step(int count) override {
    const int n = solver_.params().gridSize;
    std::vector<float> force;
    sources_.step(
        count,
        [&](int k) {
          if (!force.empty()) applyForce(force);
          solver_.step(k);
        },
        [&] { force.assign(size_t(n) * size_t(n), 0.0f); },
        [&](const MovingSource& source, double cx, double cy) {
          const CellBox box = cellsWithin(cx, cy, kMovingSourceReach * source.radius, n);
          for (int y = box.y0; y <= box.y1; ++y)
            for (int x = box.x0; x <= box.x1; ++x)
              force[size_t(y) * size_t(n) + size_t(x)] -=
                  float(source.strength * movingSourceShape(x, y, cx, cy, source.radius));
        });
  }

 private:
  void applyForce(const std::vector<float>& force) {
    if constexpr (std::is_same_v<Solver, SpringSurfaceGpu>) {
      const int n = solver_.params().gridSize;
      if (forceTexture_.width() != n) forceTexture_ = gl::Texture::create2D(GL_R32F, n, n);
      forceTexture_.upload(GL_RED, GL_FLOAT, force.data());
      solver_.setForceTexture(&forceTexture_);
    } else {
      solver_.setForce(force);
    }
  }

  MovingSourceSteps sources_;
  gl::Texture forceTexture_;  // the GPU's force (unused by the CPU twin)
};

}  // namespace

SolverEntry makeSpringSolverEntry() {
  return {
      .name = "spring",
      .summary = "mass-spring water surface, 8 neighbours (seed 004; channels: height, velocity)",
      .sizeFlag = "size",
      .defaultSize = 16,  // the seed's 16x16 springs
      .minSize = 4,
      .maxSize = 16384,  // GL 4.5's guaranteed texture edge
      .splashFormat = "cx,cy,strength,radius",
      .create = [](int size, gl::ShaderLibrary* shaders) -> std::unique_ptr<HeadlessSolver> {
        if (shaders) return std::make_unique<SpringHeadless<SpringSurfaceGpu>>(*shaders, size, headlessDefaults());
        return std::make_unique<SpringHeadless<SpringSurfaceCpu>>(size, headlessDefaults());
      },
  };
}

}  // namespace tp
