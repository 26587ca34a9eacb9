#pragma once
// The planet's volume and energy for its plots, read back without a sync
// point: the solver's reduction (SphereWaveGpu::dispatchMeasure) is copied
// into a persistently mapped buffer behind a fence, and collected one frame
// later, when the GPU has long finished (waiting if it has not, so what the
// plots show never depends on the GPU's pace: headless pictures stay the
// same run to run). Reading the reduction's own buffer with
// glGetNamedBufferSubData instead stalled the frame and made NVIDIA's driver
// move that buffer to host memory (a performance warning on every read).
#include <optional>

#include "gl/objects.hpp"
#include "sim/sphere_wave/sphere_wave_measures.hpp"

namespace tp {

class SphereWaveGpu;

class SphereMeasureReadback {
 public:
  SphereMeasureReadback() = default;
  SphereMeasureReadback(const SphereMeasureReadback&) = delete;
  SphereMeasureReadback& operator=(const SphereMeasureReadback&) = delete;
  ~SphereMeasureReadback();

  // Starts a measurement of `solver` now (a request still pending is dropped).
  void request(SphereWaveGpu& solver);
  // The measurement requested last, once (waits for the GPU if need be); none
  // if nothing is pending.
  std::optional<SphereWaveMeasures> collect();
  // Forgets a pending request (the solver was rebuilt or reset).
  void drop();

 private:
  gl::Buffer buffer_;  // persistently mapped, client storage
  const float* mapped_ = nullptr;
  size_t capacityFloats_ = 0, pendingFloats_ = 0;
  GLsync fence_ = nullptr;
};

}  // namespace tp
