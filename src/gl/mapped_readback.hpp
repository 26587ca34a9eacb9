#pragma once
// A buffer the GPU writes and the CPU reads without stalling: immutable
// client storage, mapped once for reading (persistent, coherent), plus the
// fence set after the commands that fill it. The CPU looks (or waits) for the
// fence and then reads the mapped bytes directly: no glGetNamedBufferSubData,
// which is a sync point and makes NVIDIA's driver move a device buffer to host
// memory (a performance warning on every read). The harbor's, the bowl's and
// the planet's probes, energy and volume readbacks and the fluid's totals all
// go through it.
#include <string>

#include "gl/objects.hpp"

namespace tp::gl {

// The longest a readback waits for the GPU: a stuck GPU must not hang the app for ever.
inline constexpr GLuint64 kLongestGpuWaitNs = 2'000'000'000;

class MappedReadback {
 public:
  MappedReadback() = default;
  MappedReadback(const MappedReadback&) = delete;
  MappedReadback& operator=(const MappedReadback&) = delete;
  ~MappedReadback() { drop(); }

  // Room for at least `bytes`: allocates (and maps) when the buffer is smaller,
  // dropping a fence in flight; keeps it otherwise.
  void reserve(GLsizeiptr bytes, const std::string& label);
  // Where the GPU writes: an SSBO binding or a copy's destination.
  const Buffer& buffer() const { return buffer_; }
  // After the commands that write buffer(): makes their writes visible to the
  // CPU and fences them (a fence still in flight is dropped).
  void markWritten();
  bool inFlight() const { return fence_ != nullptr; }
  // Whether the fenced writes have landed, waiting up to `timeoutNs` (0: just
  // look). On true the fence is released and floats() holds them.
  bool ready(GLuint64 timeoutNs);
  // Forgets the fence (the request is no longer wanted).
  void drop();
  const float* floats() const { return mapped_; }

 private:
  Buffer buffer_;
  const float* mapped_ = nullptr;
  GLsync fence_ = nullptr;
};

}  // namespace tp::gl
