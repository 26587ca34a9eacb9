#include "scenes/planet/planet_fish_gpu.hpp"

#include <algorithm>

#include "gl/shader_library.hpp"
#include "render/fish_renderer.hpp"
#include "shaders/scenes/planet/fish_look.h"
#include "shaders/sim/boids/boid_layout.h"

namespace tp {

PlanetFishGpu::PlanetFishGpu(gl::ShaderLibrary& shaders)
    : flock_(shaders), instanceProgram_(shaders.load({"scenes/planet/fish_instances.comp"})) {}

void PlanetFishGpu::reset(const BoidParams& params, const ShellVolume& volume, float fishLength) {
  flock_.reset(params, volume);
  writeInstances(params, 0.0f, 0, fishLength);
}

void PlanetFishGpu::step(const BoidParams& params, const ShellVolume& volume, float dt,
                         std::span<const BoidStimulus> stimuli, float fishLength) {
  const int before = flock_.count();
  flock_.step(params, volume, dt, stimuli);
  writeInstances(params, dt, std::min(before, flock_.count()), fishLength);
}

void PlanetFishGpu::adopt(std::span<const Boid> boids, const BoidParams& params, float fishLength) {
  flock_.upload(boids);
  writeInstances(params, 0.0f, 0, fishLength);
}

void PlanetFishGpu::writeInstances(const BoidParams& params, float dt, int keptCount, float fishLength) {
  const int count = flock_.count();
  if (size_t(count) > instanceCapacity_ || !instances_) {
    // A grown buffer: the kept fish's instances (their tail phases) come along.
    instanceCapacity_ = std::max<size_t>({size_t(count), 2 * instanceCapacity_, 64});
    gl::Buffer grown = gl::Buffer::create(GLsizeiptr(instanceCapacity_ * sizeof(FishInstance)), nullptr, 0);
    grown.setLabel(GL_BUFFER, "planet fish instances");
    if (instances_ && keptCount > 0)
      glCopyNamedBufferSubData(instances_.id(), grown.id(), 0, 0, GLsizeiptr(size_t(keptCount) * sizeof(FishInstance)));
    instances_ = std::move(grown);
  }
  if (count == 0) return;
  const GLuint id = instanceProgram_.id();
  glProgramUniform1i(id, instanceProgram_.uniform("u_count"), count);
  glProgramUniform1i(id, instanceProgram_.uniform("u_keptCount"), keptCount);
  glProgramUniform1f(id, instanceProgram_.uniform("u_dt"), dt);
  glProgramUniform1f(id, instanceProgram_.uniform("u_maxSpeed"), params.maxSpeed);
  glProgramUniform1f(id, instanceProgram_.uniform("u_fishLength"), fishLength);
  instanceProgram_.use();
  flock_.boidBuffer().bindBase(GL_SHADER_STORAGE_BUFFER, PLANET_FISH_SSBO_BOIDS);
  instances_.bindBase(GL_SHADER_STORAGE_BUFFER, PLANET_FISH_SSBO_INSTANCES);
  glDispatchCompute(GLuint((count + TP_BOID_GROUP - 1) / TP_BOID_GROUP), 1, 1);
  glMemoryBarrier(GL_VERTEX_ATTRIB_ARRAY_BARRIER_BIT | GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

}  // namespace tp
