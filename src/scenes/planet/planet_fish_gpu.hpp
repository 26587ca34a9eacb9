#pragma once
// The planet's fish on the GPU (fish_solver = gpu, or auto on a hardware
// GPU): a FlockGpu (src/sim/boids/flock_gpu.hpp) in the same ShellVolume as
// the CPU path's FishSchool, and after every step a small compute pass
// (shaders/scenes/planet/fish_instances.comp) that writes FishRenderer's
// instances from the boids on the GPU: tail phase, length, colour and wiggle
// as FishSchool computes them. So a frame draws thousands of fish with no
// readback; boids() reads them back for the rare sidecar or saved state.
#include <span>
#include <vector>

#include "gl/objects.hpp"
#include "sim/boids/flock_gpu.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class PlanetFishGpu {
 public:
  explicit PlanetFishGpu(gl::ShaderLibrary& shaders);

  void reset(const BoidParams& params, const ShellVolume& volume, float fishLength);
  void step(const BoidParams& params, const ShellVolume& volume, float dt, std::span<const BoidStimulus> stimuli,
            float fishLength);
  // Takes over a school (a switch from the CPU path): tail phases start afresh.
  void adopt(std::span<const Boid> boids, const BoidParams& params, float fishLength);

  int count() const { return flock_.count(); }
  std::vector<Boid> boids() const { return flock_.download(); }  // waits for the GPU
  // count() FishInstance, ready for FishRenderer::draw.
  const gl::Buffer& instances() const { return instances_; }

 private:
  // Rewrites the instances from the boids; fish below `keptCount` carry their tail phase on.
  void writeInstances(const BoidParams& params, float dt, int keptCount, float fishLength);

  FlockGpu flock_;
  gl::ShaderProgram& instanceProgram_;
  gl::Buffer instances_;
  size_t instanceCapacity_ = 0;
};

}  // namespace tp
