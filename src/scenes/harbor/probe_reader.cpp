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
    for (int i = 0; i < WindSeaCascades::kCascades; ++i) {
      slot.seaHeights[size_t(i)].drop();
      slot.seaPoints[size_t(i)] = gl::Buffer::create(HARBOR_MAX_PROBES * sizeof(glm::vec2));
      slot.seaPoints[size_t(i)].setLabel(GL_BUFFER, "harbor probe wind sea points");
      slot.seaHeights[size_t(i)].reserve(HARBOR_MAX_PROBES * kProbeSampleFloats * sizeof(float),
                                         "harbor probe wind sea heights");
    }
  }
  queue_.clear();
  latest_.clear();
}

void ProbeReader::request(const gl::Texture& heights, std::span<const glm::vec2> uvs,
                          std::span<const uint64_t> keys, const ProbeWindSea& windSea) {
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
  slot.seaShare.clear();
  if (count > 0 && windSea.sea && windSea.sea->active() && windSea.worldXZ.size() >= count &&
      windSea.share.size() >= count) {
    slot.seaShare.assign(windSea.share.begin(), windSea.share.begin() + std::ptrdiff_t(count));
    for (int i = 0; i < WindSeaCascades::kCascades; ++i) {
      // The texture coordinates the water's shaders use (wind_sea_sample.glsl's
      // windSeaUv): sample j at x = j·patch/n; the textures repeat.
      const WindSeaGpu& cascade = windSea.sea->cascade(i);
      const float patch = float(windSea.sea->patchMetres(i)), halfTexel = 0.5f / float(cascade.size());
      std::vector<glm::vec2> points(count);
      for (size_t j = 0; j < count; ++j) points[j] = windSea.worldXZ[j] / patch + halfTexel;
      slot.seaPoints[size_t(i)].upload(0, GLsizeiptr(count * sizeof(glm::vec2)), points.data());
      sampler_.sample(cascade.displacementTexture(), slot.seaPoints[size_t(i)], int(count), ProbeAddress::Uv,
                      slot.seaHeights[size_t(i)].buffer());
      slot.seaHeights[size_t(i)].markWritten();
    }
  }
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
  const bool withSea = !slot.seaShare.empty();
  if (withSea)
    for (gl::MappedReadback& sea : slot.seaHeights) sea.ready(gl::kLongestGpuWaitNs);
  latest_.clear();
  for (size_t i = 0; i < slot.keys.size(); ++i) {
    float height = slot.heights.floats()[kProbeSampleFloats * i];
    // A wind sea sample's height is its second channel (displacement: x, height, z).
    if (withSea)
      height += slot.seaShare[i] * (slot.seaHeights[0].floats()[kProbeSampleFloats * i + 3] +
                                    slot.seaHeights[1].floats()[kProbeSampleFloats * i + 3]);
    latest_[slot.keys[i]] = height;
  }
  slot.heights.drop();
  if (withSea)
    for (gl::MappedReadback& sea : slot.seaHeights) sea.drop();
}

void ProbeReader::clear() {
  for (Slot& slot : slots_) {
    slot.heights.drop();
    for (gl::MappedReadback& sea : slot.seaHeights) sea.drop();
    slot.seaShare.clear();
  }
  queue_.clear();
  latest_.clear();
}

}  // namespace tp
