#include "scenes/bowl/height_probes.hpp"

#include <algorithm>

#include "gl/shader_library.hpp"
#include "shaders/scenes/bowl/bowl_layout.h"

namespace tp {
namespace {

constexpr GLsizeiptr kSlotBytes = BOWL_MAX_PROBES * kProbeSampleFloats * sizeof(float);

}  // namespace

void HeightProbes::init(gl::ShaderLibrary& shaders) {
  sampler_.init(shaders);
  points_ = gl::Buffer::create(BOWL_MAX_PROBES * sizeof(glm::vec2));
  points_.setLabel(GL_BUFFER, "height probe points");
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
  points_.upload(0, GLsizeiptr(count * sizeof(glm::vec2)), points.data());
  sampler_.sample(heights, points_, int(count), ProbeAddress::Cells, free->samples.buffer());
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
      const float* v = slot.samples.floats() + kProbeSampleFloats * i;
      latest_.push_back({slot.tags[i], v[0], {v[1], v[2]}, v[3]});
    }
    changed = true;
  }
  return changed;
}

}  // namespace tp
