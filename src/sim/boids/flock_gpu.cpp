#include "sim/boids/flock_gpu.hpp"

#include <algorithm>
#include <stdexcept>

#include "gl/shader_library.hpp"
#include "shaders/sim/boids/boid_layout.h"

namespace tp {
namespace {

// A boid as the shaders read it (boid_layout.h): three vec4, .w unused.
struct GpuBoid {
  glm::vec4 position, velocity, wander;
};
static_assert(sizeof(GpuBoid) == 12 * sizeof(float));

struct GpuStimulus {
  glm::vec4 pointRadius;
  glm::vec4 weight;  // .x weight, .y 1 = round the centre
};
static_assert(sizeof(GpuStimulus) == 8 * sizeof(float));

GpuBoid toGpu(const Boid& boid) { return {glm::vec4(boid.position, 0), glm::vec4(boid.velocity, 0), glm::vec4(boid.wander, 0)}; }
Boid fromGpu(const GpuBoid& boid) { return {glm::vec3(boid.position), glm::vec3(boid.velocity), glm::vec3(boid.wander)}; }

}  // namespace

FlockGpu::FlockGpu(gl::ShaderLibrary& shaders) : stepProgram_(shaders.load({"sim/boids/flock_step.comp"})) {
  reserve(1);  // every binding has a buffer, even for an empty flock
}

void FlockGpu::reserve(size_t count) {
  if (count <= capacity_ && boids_.read()) return;
  const size_t capacity = std::max({count, 2 * capacity_, size_t(64)});
  const auto bytes = GLsizeiptr(capacity * sizeof(GpuBoid));
  gl::PingPong<gl::Buffer> grown(gl::Buffer::create(bytes, nullptr, GL_DYNAMIC_STORAGE_BIT),
                                 gl::Buffer::create(bytes, nullptr, GL_DYNAMIC_STORAGE_BIT));
  grown.read().setLabel(GL_BUFFER, "flock boids A");
  grown.write().setLabel(GL_BUFFER, "flock boids B");
  if (count_ > 0)
    glCopyNamedBufferSubData(boids_.read().id(), grown.read().id(), 0, 0, GLsizeiptr(size_t(count_) * sizeof(GpuBoid)));
  boids_ = std::move(grown);
  capacity_ = capacity;
}

void FlockGpu::reset(const BoidParams& params, const ShellVolume& volume) {
  spawnRandom_.reseed(uint64_t(uint32_t(params.randomSeed)));  // as Flock::reset
  stepIndex_ = 0;
  count_ = 0;
  resize(params, volume);
}

// New boids spawn on the CPU (rejection sampling against the C++ volume, from
// the CPU Flock's sequence) and are uploaded after the others; a smaller
// count drops the newest, as Flock::step does.
void FlockGpu::resize(const BoidParams& params, const ShellVolume& volume) {
  const int count = std::max(params.count, 0);
  if (count > count_) {
    std::vector<GpuBoid> born;
    born.reserve(size_t(count - count_));
    for (int i = count_; i < count; ++i) born.push_back(toGpu(spawnBoid(params, volume, spawnRandom_)));
    reserve(size_t(count));
    boids_.read().upload(GLintptr(size_t(count_) * sizeof(GpuBoid)), GLsizeiptr(born.size() * sizeof(GpuBoid)),
                         born.data());
  }
  count_ = count;
}

void FlockGpu::uploadStimuli(std::span<const BoidStimulus> stimuli) {
  std::vector<GpuStimulus> packed;
  packed.reserve(stimuli.size());
  for (const BoidStimulus& s : stimuli) packed.push_back({glm::vec4(s.point, s.radius), glm::vec4(s.weight, s.roundTheCentre ? 1 : 0, 0, 0)});
  if (!stimuli_ || packed.size() > stimulusCapacity_) {
    stimulusCapacity_ = std::max<size_t>({packed.size(), 2 * stimulusCapacity_, 8});
    stimuli_ = gl::Buffer::create(GLsizeiptr(stimulusCapacity_ * sizeof(GpuStimulus)), nullptr, GL_DYNAMIC_STORAGE_BIT);
    stimuli_.setLabel(GL_BUFFER, "flock stimuli");
  }
  if (!packed.empty()) stimuli_.upload(0, GLsizeiptr(packed.size() * sizeof(GpuStimulus)), packed.data());
}

void FlockGpu::setUniforms(const BoidParams& p, const ShellVolume& volume, bool coreFloor, float dt) const {
  const GLuint id = stepProgram_.id();
  auto set = [&](const char* name, float value) { glProgramUniform1f(id, stepProgram_.uniform(name), value); };
  glProgramUniform1i(id, stepProgram_.uniform("u_count"), count_);
  glProgramUniform1ui(id, stepProgram_.uniform("u_randomSeed"), uint32_t(p.randomSeed));
  glProgramUniform1ui(id, stepProgram_.uniform("u_step"), stepIndex_);
  set("u_dt", dt);
  set("u_minSpeed", p.minSpeed);
  set("u_maxSpeed", p.maxSpeed);
  set("u_maxAcceleration", p.maxAcceleration);
  set("u_perceptionRadius", p.perceptionRadius);
  set("u_separationRadius", p.separationRadius);
  set("u_separation", p.separation);
  set("u_alignment", p.alignment);
  set("u_cohesion", p.cohesion);
  set("u_wallMargin", p.wallMargin);
  set("u_containment", p.containment);
  set("u_leveling", p.leveling);
  set("u_wander", p.wander);
  set("u_wanderRate", p.wanderRate);
  set("u_shellOuter", volume.outer());
  set("u_shellClearance", volume.clearance());
  glProgramUniform1i(id, stepProgram_.uniform("u_shellCoreFloor"), coreFloor ? 1 : 0);
}

void FlockGpu::step(const BoidParams& params, const ShellVolume& volume, float dt,
                    std::span<const BoidStimulus> stimuli) {
  const bool coreFloor = volume.floor() == ShellFloor::PlanetCore;
  resize(params, volume);
  if (!(dt > 0)) return;
  if (count_ > 0) {
    uploadStimuli(stimuli);
    setUniforms(params, volume, coreFloor, dt);
    glProgramUniform1i(stepProgram_.id(), stepProgram_.uniform("u_stimulusCount"), int(stimuli.size()));
    stepProgram_.use();
    boids_.read().bindBase(GL_SHADER_STORAGE_BUFFER, TP_BOID_SSBO_BEFORE);
    boids_.write().bindBase(GL_SHADER_STORAGE_BUFFER, TP_BOID_SSBO_AFTER);
    stimuli_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_BOID_SSBO_STIMULI);
    glDispatchCompute(GLuint((count_ + TP_BOID_GROUP - 1) / TP_BOID_GROUP), 1, 1);
    // The next step, a renderer's vertex fetch and download() read what this wrote.
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_VERTEX_ATTRIB_ARRAY_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
    boids_.swap();
  }
  ++stepIndex_;  // as the CPU twin's counter: every step with dt > 0
}

std::vector<Boid> FlockGpu::download() const {
  std::vector<Boid> boids;
  if (count_ == 0) return boids;
  // Through the project's readback buffer (client memory, mapped once):
  // reading the flock's own buffer back made the NVIDIA driver move it to
  // host memory (a GL performance warning on every sidecar, scripts/gpu_check).
  const GLsizeiptr bytes = GLsizeiptr(size_t(count_) * sizeof(GpuBoid));
  readback_.reserve(bytes, "flock boids readback");
  glCopyNamedBufferSubData(boids_.read().id(), readback_.buffer().id(), 0, 0, bytes);
  readback_.markWritten();
  if (!readback_.ready(gl::kLongestGpuWaitNs))
    throw std::runtime_error("the GPU flock's boids did not come back within 2 s: the GPU is stuck");
  const auto* packed = reinterpret_cast<const GpuBoid*>(readback_.floats());
  boids.reserve(size_t(count_));
  for (int i = 0; i < count_; ++i) boids.push_back(fromGpu(packed[i]));
  return boids;
}

void FlockGpu::upload(std::span<const Boid> boids) {
  std::vector<GpuBoid> packed;
  packed.reserve(boids.size());
  for (const Boid& boid : boids) packed.push_back(toGpu(boid));
  count_ = 0;  // nothing to carry over into grown buffers
  reserve(packed.size());
  if (!packed.empty()) boids_.read().upload(0, GLsizeiptr(packed.size() * sizeof(GpuBoid)), packed.data());
  count_ = int(packed.size());
}

}  // namespace tp
