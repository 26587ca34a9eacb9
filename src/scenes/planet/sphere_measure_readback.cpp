#include "scenes/planet/sphere_measure_readback.hpp"

#include <span>

#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace tp {
namespace {
constexpr GLbitfield kMapFlags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
constexpr GLuint64 kLongestWaitNs = 2'000'000'000;  // a stuck GPU must not hang the app for ever
}  // namespace

SphereMeasureReadback::~SphereMeasureReadback() { drop(); }

void SphereMeasureReadback::drop() {
  if (fence_) glDeleteSync(fence_);
  fence_ = nullptr;
  pendingFloats_ = 0;
}

void SphereMeasureReadback::request(SphereWaveGpu& solver) {
  drop();
  const size_t floats = solver.measureFloats();
  if (floats > capacityFloats_) {  // a finer level: more work groups
    const GLsizeiptr bytes = GLsizeiptr(floats * sizeof(float));
    buffer_ = gl::Buffer::create(bytes, nullptr, kMapFlags | GL_CLIENT_STORAGE_BIT);
    buffer_.setLabel(GL_BUFFER, "planet measure readback");
    mapped_ = static_cast<const float*>(glMapNamedBufferRange(buffer_.id(), 0, bytes, kMapFlags));
    capacityFloats_ = floats;
  }
  solver.dispatchMeasure();
  glCopyNamedBufferSubData(solver.measureBuffer().id(), buffer_.id(), 0, 0, GLsizeiptr(floats * sizeof(float)));
  glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT);
  fence_ = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
  pendingFloats_ = floats;
}

std::optional<SphereWaveMeasures> SphereMeasureReadback::collect() {
  if (!fence_ || !mapped_) return std::nullopt;
  const GLenum status = glClientWaitSync(fence_, GL_SYNC_FLUSH_COMMANDS_BIT, kLongestWaitNs);
  const size_t floats = pendingFloats_;
  drop();
  if (status != GL_ALREADY_SIGNALED && status != GL_CONDITION_SATISFIED) return std::nullopt;
  return SphereWaveGpu::sumMeasures(std::span<const float>(mapped_, floats));
}

}  // namespace tp
