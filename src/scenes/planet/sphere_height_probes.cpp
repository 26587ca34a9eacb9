#include "scenes/planet/sphere_height_probes.hpp"

#include <algorithm>

#include "common/shared_layout.h"
#include "gl/shader_library.hpp"
#include "render/planet/planet_layout.h"

namespace tp {
namespace {
// The heights land in client memory the CPU reads directly: reading a device
// buffer with glGetNamedBufferSubData every step made NVIDIA's driver move it
// to host memory anyway, with a performance warning each time.
constexpr GLbitfield kMapFlags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
}  // namespace

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
    const GLsizeiptr bytes = GLsizeiptr(capacity_ * sizeof(float));
    heights_ = gl::Buffer::create(bytes, nullptr, kMapFlags | GL_CLIENT_STORAGE_BIT);
    heights_.setLabel(GL_BUFFER, "planet probe heights");
    mapped_ = static_cast<const float*>(glMapNamedBufferRange(heights_.id(), 0, bytes, kMapFlags));
  }
  vertices_.upload(0, GLsizeiptr(vertices.size_bytes()), vertices.data());
  program_->use();
  glUniform1i(program_->uniform("u_count"), int(vertices.size()));
  heights.bindUnit(PLANET_NORMALS_TEX_HEIGHT);
  vertices_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_NEIGHBOURS);
  heights_.bindBase(GL_SHADER_STORAGE_BUFFER, TP_SSBO_EXTRA);
  glDispatchCompute(GLuint((vertices.size() + 63) / 64), 1, 1);
  // Shader writes to a persistently mapped buffer reach the CPU after this barrier and the fence.
  glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT);
  fence_ = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
  requested_ = vertices.size();
}

const std::vector<float>& SphereHeightProbes::collect() {
  constexpr GLuint64 kWaitNanoseconds = 2'000'000'000;  // a stuck GPU must not hang the app for ever
  latest_.clear();
  if (!fence_) return latest_;
  const GLenum status = glClientWaitSync(fence_, GL_SYNC_FLUSH_COMMANDS_BIT, kWaitNanoseconds);
  if (status == GL_ALREADY_SIGNALED || status == GL_CONDITION_SATISFIED) {
    latest_.assign(mapped_, mapped_ + requested_);
  }
  drop();
  return latest_;
}

}  // namespace tp
