#include "scenes/planet/sphere_measure_readback.hpp"

#include <span>

#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace tp {

void SphereMeasureReadback::drop() { readback_.drop(); }

void SphereMeasureReadback::request(SphereWaveGpu& solver) {
  const size_t floats = solver.measureFloats();  // four a work group: grows with the level
  const GLsizeiptr bytes = GLsizeiptr(floats * sizeof(float));
  readback_.reserve(bytes, "planet measure readback");
  solver.dispatchMeasure();
  glCopyNamedBufferSubData(solver.measureBuffer().id(), readback_.buffer().id(), 0, 0, bytes);
  readback_.markWritten();
  pendingFloats_ = floats;
}

std::optional<SphereWaveMeasures> SphereMeasureReadback::collect() {
  if (!readback_.inFlight()) return std::nullopt;
  const bool landed = readback_.ready(gl::kLongestGpuWaitNs);
  readback_.drop();  // a GPU stuck for that long: give up on this one
  if (!landed) return std::nullopt;
  return SphereWaveGpu::sumMeasures(std::span<const float>(readback_.floats(), pendingFloats_));
}

}  // namespace tp
