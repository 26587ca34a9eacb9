#pragma once
// The planet's volume and energy for its plots, read back without a sync
// point: the solver's reduction (SphereWaveGpu::dispatchMeasure) is copied
// into a gl::MappedReadback and collected one frame later, when the GPU has
// long finished (waiting if it has not, so what the plots show never depends
// on the GPU's pace: headless pictures stay the same run to run).
#include <optional>

#include "gl/mapped_readback.hpp"
#include "sim/sphere_wave/sphere_wave_measures.hpp"

namespace tp {

class SphereWaveGpu;

class SphereMeasureReadback {
 public:
  // Starts a measurement of `solver` now (a request still pending is dropped).
  void request(SphereWaveGpu& solver);
  // The measurement requested last, once (waits for the GPU if need be); none
  // if nothing is pending.
  std::optional<SphereWaveMeasures> collect();
  // Forgets a pending request (the solver was rebuilt or reset).
  void drop();

 private:
  gl::MappedReadback readback_;
  size_t pendingFloats_ = 0;  // of the request in flight
};

}  // namespace tp
