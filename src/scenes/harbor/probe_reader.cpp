#include "scenes/harbor/probe_reader.hpp"

#include <algorithm>

#include "gl/shader_library.hpp"
#include "shaders/scenes/harbor/harbor_layout.h"

namespace tp {

void ProbeReader::init(gl::ShaderLibrary& shaders) {
  sampler_.init(shaders);
  for (Slot& slot : slots_) {
    slot.heights.drop();
    slot.points = gl::Buffer::create(HARBOR_MAX_PROBES * sizeof(glm::vec2));
    slot.points.setLabel(GL_BUFFER, "harbor probe points");
    slot.heights.reserve(HARBOR_MAX_PROBES * kProbeSampleFloats * sizeof(float), "harbor probe heights");
  }
  queue_.clear();
  latest_.clear();
}

void ProbeReader::request(const gl::Texture& heights, std::span<const glm::vec2> uvs,
                          std::span<const uint64_t> keys) {
  if (queue_.size() == slots_.size()) adoptOldest();  // more requests than advances: keep up
  int free = 0;
  while (slots_[size_t(free)].heights.inFlight()) ++free;
  Slot& slot = slots_[size_t(free)];
  const size_t count = std::min<size_t>({uvs.size(), keys.size(), HARBOR_MAX_PROBES});
  slot.keys.assign(keys.begin(), keys.begin() + std::ptrdiff_t(count));
  if (count > 0) {
    slot.points.upload(0, GLsizeiptr(count * sizeof(glm::vec2)), uvs.data());
    sampler_.sample(heights, slot.points, int(count), ProbeAddress::Uv, slot.heights.buffer());
  }
  slot.heights.markWritten();
  queue_.push_back(free);
}

void ProbeReader::advance() {
  while (int(queue_.size()) >= kLag) adoptOldest();
}

void ProbeReader::adoptOldest() {
  if (queue_.empty()) return;
  Slot& slot = slots_[size_t(queue_.front())];
  queue_.pop_front();
  slot.heights.ready(gl::kLongestGpuWaitNs);
  slot.heights.drop();
  latest_.clear();
  for (size_t i = 0; i < slot.keys.size(); ++i) latest_[slot.keys[i]] = slot.heights.floats()[kProbeSampleFloats * i];
}

void ProbeReader::clear() {
  for (Slot& slot : slots_) slot.heights.drop();
  queue_.clear();
  latest_.clear();
}

}  // namespace tp
