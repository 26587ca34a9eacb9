#include "gl/mapped_readback.hpp"

namespace tp::gl {
namespace {
constexpr GLbitfield kMapFlags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
}  // namespace

void MappedReadback::reserve(GLsizeiptr bytes, const std::string& label) {
  if (buffer_ && buffer_.size() >= bytes) return;
  drop();
  buffer_ = Buffer::create(bytes, nullptr, kMapFlags | GL_CLIENT_STORAGE_BIT);
  buffer_.setLabel(GL_BUFFER, label);
  mapped_ = static_cast<const float*>(glMapNamedBufferRange(buffer_.id(), 0, bytes, kMapFlags));
}

void MappedReadback::markWritten() {
  drop();
  // Shader writes and copies into a persistently mapped buffer reach the CPU
  // after this barrier and the fence behind it.
  glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT);
  fence_ = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
}

bool MappedReadback::ready(GLuint64 timeoutNs) {
  if (!fence_) return false;
  const GLenum status = glClientWaitSync(fence_, GL_SYNC_FLUSH_COMMANDS_BIT, timeoutNs);
  if (status != GL_ALREADY_SIGNALED && status != GL_CONDITION_SATISFIED) return false;
  drop();
  return true;
}

void MappedReadback::drop() {
  if (fence_) glDeleteSync(fence_);
  fence_ = nullptr;
}

}  // namespace tp::gl
