#pragma once
// The flock on the GPU, for thousands of boids (the planet's fish slider
// reaches 10,000): the boids' position, velocity and wander direction live in
// storage buffers, two of them ping-ponged, and one compute dispatch a step
// (shaders/sim/boids/flock_step.comp) moves every boid by the CPU Flock's
// rules against the flock as it was at the start of the step. Nothing is read
// back per step: a renderer reads `boidBuffer()` (boid_layout.h's layout)
// straight from the GPU; download() is for sidecars, saved states and tests.
//
// Its CPU twin is a Flock(WanderNoise::CounterHash) (flock.hpp): the same
// spawns (spawnBoid from the same BoidRandom sequence, on the CPU), the same
// wander kicks (wander_noise.h, compiled on both sides), the same equations;
// tests/gl/flock_gpu_test.cpp holds the two together. The volume is a
// ShellVolume whose floor is none or the planet core's (the GLSL twins of
// both are in shaders/); another floor function has no GLSL and is refused.
#include <cstdint>
#include <span>
#include <vector>

#include "gl/mapped_readback.hpp"
#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "sim/boids/boid_params.hpp"
#include "sim/boids/boid_random.hpp"
#include "sim/boids/flock.hpp"
#include "sim/boids/shell_volume.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class FlockGpu {
 public:
  explicit FlockGpu(gl::ShaderLibrary& shaders);

  // As Flock::reset and Flock::step (the volume's floor is one the GLSL knows: ShellFloor).
  void reset(const BoidParams& params, const ShellVolume& volume);
  void step(const BoidParams& params, const ShellVolume& volume, float dt,
            std::span<const BoidStimulus> stimuli = {});

  int count() const { return count_; }
  uint32_t stepIndex() const { return stepIndex_; }
  // The boids now: 3 vec4 each (boid_layout.h), count() of them.
  const gl::Buffer& boidBuffer() const { return boids_.read(); }

  // Reads the boids back (waits for the GPU, up to gl::kLongestGpuWaitNs,
  // then throws std::runtime_error): sidecars, saved states, tests.
  std::vector<Boid> download() const;
  // Replaces the boids (a solver switch carries the school over; tests).
  void upload(std::span<const Boid> boids);

 private:
  void reserve(size_t count);
  void resize(const BoidParams& params, const ShellVolume& volume);
  void uploadStimuli(std::span<const BoidStimulus> stimuli);
  void setUniforms(const BoidParams& params, const ShellVolume& volume, bool coreFloor, float dt) const;

  gl::ShaderProgram& stepProgram_;
  // read() = the boids now; write() receives the next step's.
  gl::PingPong<gl::Buffer> boids_;
  gl::Buffer stimuli_;
  size_t capacity_ = 0, stimulusCapacity_ = 0;
  int count_ = 0;
  uint32_t stepIndex_ = 0;
  BoidRandom spawnRandom_;  // the CPU Flock's sequence: the same boids spawn
  mutable gl::MappedReadback readback_;  // download()'s
};

}  // namespace tp
