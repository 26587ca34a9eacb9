#include "scenes/planet/sphere_height_probes.hpp"

#include <algorithm>

#include "common/shared_layout.h"
#include "gl/shader_library.hpp"
#include "render/planet/planet_layout.h"

namespace tp {

SphereHeightProbes::~SphereHeightProbes() { drop(); }

void SphereHeightProbes::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load({"render/planet/probe_heights.comp"});
}

void SphereHeightProbes::drop() {
  if (fence_) glDeleteSync(fence_);
  fence_ = nullptr;
  requested_ = 0;
}

void SphereHeightProbes::request(const gl::Texture& heights, std::span<const int32_t> vertices) {
  drop();
  if (vertices.empty()) return;
  if (vertices.size() > capacity_) {
    capacity_ = std::max<size_t>(vertices.size(), 2 * capacity_);
    vertices_ = gl::Buffer::create(GLsizeiptr(capacity_ * sizeof(int32_t)), nullptr, GL_DYNAMIC_STORAGE_BIT);
    vertices_.setLabel(GL_BUFFER, "planet probe vertices");
    heights_ = gl::Buffer::create(GLsizeiptr(capacity_ * sizeof(float)), nullptr, 0);
    heights_.setLabel(GL_BUFFER, "planet probe heights");
  }
  vertices_.upload(0, GLsizeiptr(vertices.size_bytes()), vertices.data());
  program_->use();
  glUniform1i(program_->uniform("u_count"), int(vertices.size()));
  heights.bindUnit(PLANET_NORMALS_TEX_HEIGHT);
  vertices_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_NEIGHBOURS);
  heights_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glDispatchCompute(GLuint((vertices.size() + 63) / 64), 1, 1);
  glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
  fence_ = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
  requested_ = vertices.size();
}

const std::vector<float>& SphereHeightProbes::collect() {
  constexpr GLuint64 kWaitNanoseconds = 2'000'000'000;  // a stuck GPU must not hang the app for ever
  latest_.clear();
  if (!fence_) return latest_;
  const GLenum status = glClientWaitSync(fence_, GL_SYNC_FLUSH_COMMANDS_BIT, kWaitNanoseconds);
  if (status == GL_ALREADY_SIGNALED || status == GL_CONDITION_SATISFIED) {
    latest_.resize(requested_);
    heights_.download(0, GLsizeiptr(requested_ * sizeof(float)), latest_.data());
  }
  drop();
  return latest_;
}

}  // namespace tp
