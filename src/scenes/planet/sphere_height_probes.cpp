#include "scenes/planet/sphere_height_probes.hpp"

#include <algorithm>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "shaders/scenes/planet/planet_layout.h"

namespace tp {

void SphereHeightProbes::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load({"scenes/planet/probe_heights.comp"});
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
    vertices_ = gl::Buffer::create(GLsizeiptr(capacity_ * sizeof(int32_t)), nullptr, GL_DYNAMIC_STORAGE_BIT);
    vertices_.setLabel(GL_BUFFER, "planet probe vertices");
    heights_.reserve(GLsizeiptr(capacity_ * sizeof(float)), "planet probe heights");
  }
  vertices_.upload(0, GLsizeiptr(vertices.size_bytes()), vertices.data());
  program_->use();
  glUniform1i(program_->uniform("u_count"), int(vertices.size()));
  heights.bindUnit(PLANET_NORMALS_TEX_HEIGHT);
  vertices_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_NEIGHBOURS);
  heights_.buffer().bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glDispatchCompute(GLuint((vertices.size() + 63) / 64), 1, 1);
  heights_.markWritten();
  requested_ = vertices.size();
}

const std::vector<float>& SphereHeightProbes::collect() {
  latest_.clear();
  if (heights_.ready(gl::kLongestGpuWaitNs)) latest_.assign(heights_.floats(), heights_.floats() + requested_);
  drop();
  return latest_;
}

}  // namespace tp
