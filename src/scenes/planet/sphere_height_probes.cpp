#include "scenes/planet/sphere_height_probes.hpp"

#include <algorithm>

#include <glm/glm.hpp>

#include "gl/shader_library.hpp"
#include "shaders/sim/sphere_wave/sphere_texel.h"

namespace tp {

void SphereHeightProbes::init(gl::ShaderLibrary& shaders) {
  sampler_.init(shaders);
}

void SphereHeightProbes::drop() {
  heights_.drop();
  requested_ = 0;
}

void SphereHeightProbes::request(const gl::Texture& heights, std::span<const int32_t> vertices) {
  drop();
  if (vertices.empty()) return;
  if (vertices.size() > capacity_) {
    capacity_ = std::max<size_t>(vertices.size(), 2 * capacity_);
    texels_ = gl::Buffer::create(GLsizeiptr(capacity_ * sizeof(glm::vec2)), nullptr, GL_DYNAMIC_STORAGE_BIT);
    texels_.setLabel(GL_BUFFER, "planet probe texels");
    heights_.reserve(GLsizeiptr(capacity_ * kProbeSampleFloats * sizeof(float)), "planet probe heights");
  }
  std::vector<glm::vec2> texels(vertices.size());
  for (size_t i = 0; i < vertices.size(); ++i) texels[i] = glm::vec2(sphere_texel::sphereTexel(vertices[i]));
  texels_.upload(0, GLsizeiptr(texels.size() * sizeof(glm::vec2)), texels.data());
  sampler_.sample(heights, texels_, int(vertices.size()), ProbeAddress::Texels, heights_.buffer());
  heights_.markWritten();
  requested_ = vertices.size();
}

const std::vector<float>& SphereHeightProbes::collect() {
  latest_.clear();
  if (heights_.ready(gl::kLongestGpuWaitNs))
    for (size_t i = 0; i < requested_; ++i) latest_.push_back(heights_.floats()[kProbeSampleFloats * i]);
  drop();
  return latest_;
}

}  // namespace tp
