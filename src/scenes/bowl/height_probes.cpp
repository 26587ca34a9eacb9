#include "scenes/bowl/height_probes.hpp"

#include <algorithm>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/scenes/bowl/bowl_layout.h"

namespace tp {
namespace {

constexpr GLint kLocationCount = 0, kLocationPoints = 1;  // as in probe_heights.comp
constexpr GLsizeiptr kSlotBytes = BOWL_MAX_PROBES * 4 * sizeof(float);

}  // namespace

void HeightProbes::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load({"scenes/bowl/probe_heights.comp"});
  for (Slot& slot : slots_) {
    slot.samples.drop();
    slot.samples.reserve(kSlotBytes, "height probes");
  }
}

bool HeightProbes::request(const gl::Texture& heights, std::span<const glm::vec2> points,
                           std::span<const uint32_t> tags) {
  poll();
  Slot* free = nullptr;
  for (Slot& slot : slots_)
    if (!slot.samples.inFlight()) free = &slot;
  if (!free || points.empty()) return false;
  const size_t count = std::min<size_t>({points.size(), tags.size(), BOWL_MAX_PROBES});
  glProgramUniform1i(program_->id(), kLocationCount, int(count));
  glProgramUniform2fv(program_->id(), kLocationPoints, GLsizei(count), &points[0].x);
  program_->use();
  heights.bindUnit(TP_TEX_HEIGHT);
  free->samples.buffer().bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glDispatchCompute(1, 1, 1);
  free->samples.markWritten();
  free->tags.assign(tags.begin(), tags.begin() + std::ptrdiff_t(count));
  free->serial = nextSerial_++;
  return true;
}

bool HeightProbes::poll(bool wait) {
  bool changed = false;
  for (Slot& slot : slots_) {
    if (!slot.samples.ready(wait ? gl::kLongestGpuWaitNs : 0)) continue;
    if (slot.serial < latestSerial_) continue;  // an older request finished after a newer one
    latestSerial_ = slot.serial;
    latest_.clear();
    for (size_t i = 0; i < slot.tags.size(); ++i) {
      const float* v = slot.samples.floats() + 4 * i;
      latest_.push_back({slot.tags[i], v[0], {v[1], v[2]}, v[3]});
    }
    changed = true;
  }
  return changed;
}

}  // namespace tp
