#include "scenes/bowl/height_probes.hpp"

#include <algorithm>

#include "common/shared_layout.h"
#include "gl/shader_library.hpp"
#include "render/bowl/bowl_layout.h"

namespace tp {
namespace {

constexpr GLint kLocationCount = 0, kLocationPoints = 1;  // as in probe_heights.comp
constexpr GLsizeiptr kSlotBytes = BOWL_MAX_PROBES * 4 * sizeof(float);

}  // namespace

HeightProbes::~HeightProbes() {
  for (Slot& slot : slots_) release(slot);
}

void HeightProbes::release(Slot& slot) {
  if (slot.fence) glDeleteSync(slot.fence);
  slot.fence = nullptr;
}

void HeightProbes::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load({"render/bowl/probe_heights.comp"});
  for (Slot& slot : slots_) {
    release(slot);
    const GLbitfield flags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
    slot.buffer = gl::Buffer::create(kSlotBytes, nullptr, flags | GL_CLIENT_STORAGE_BIT);
    slot.buffer.setLabel(GL_BUFFER, "height probes");
    slot.mapped = static_cast<const float*>(glMapNamedBufferRange(slot.buffer.id(), 0, kSlotBytes, flags));
  }
}

bool HeightProbes::request(const gl::Texture& heights, std::span<const glm::vec2> points,
                           std::span<const uint32_t> tags) {
  poll();
  Slot* free = nullptr;
  for (Slot& slot : slots_)
    if (!slot.fence) free = &slot;
  if (!free || points.empty()) return false;
  const size_t count = std::min<size_t>({points.size(), tags.size(), BOWL_MAX_PROBES});
  glProgramUniform1i(program_->id(), kLocationCount, int(count));
  glProgramUniform2fv(program_->id(), kLocationPoints, GLsizei(count), &points[0].x);
  program_->use();
  heights.bindUnit(TP_TEX_HEIGHT);
  free->buffer.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glDispatchCompute(1, 1, 1);
  // Shader writes to a persistently mapped buffer become visible to the CPU
  // after this barrier and the fence that follows it.
  glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT);
  free->fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
  free->tags.assign(tags.begin(), tags.begin() + std::ptrdiff_t(count));
  free->serial = nextSerial_++;
  return true;
}

bool HeightProbes::poll(bool wait) {
  constexpr GLuint64 kWaitNanoseconds = 2'000'000'000;  // a stuck GPU must not hang the app for ever
  bool changed = false;
  for (Slot& slot : slots_) {
    if (!slot.fence) continue;
    const GLenum status = glClientWaitSync(slot.fence, GL_SYNC_FLUSH_COMMANDS_BIT, wait ? kWaitNanoseconds : 0);
    if (status != GL_ALREADY_SIGNALED && status != GL_CONDITION_SATISFIED) continue;
    release(slot);
    if (slot.serial < latestSerial_) continue;  // an older request finished after a newer one
    latestSerial_ = slot.serial;
    latest_.clear();
    for (size_t i = 0; i < slot.tags.size(); ++i) {
      const float* v = slot.mapped + 4 * i;
      latest_.push_back({slot.tags[i], v[0], {v[1], v[2]}, v[3]});
    }
    changed = true;
  }
  return changed;
}

}  // namespace tp
