#pragma once
// The wave solver's total energy for the panel's plot, read back without
// stalling: the solver sums it on the GPU into a buffer (GridWaveGpu's or
// DeepWaterGpu's computeEnergy); we copy those 8 bytes into a
// gl::MappedReadback and pick the value up on a later frame, once it is there.
// For display only: a value may arrive a frame or two late.
#include <array>
#include <optional>

#include "gl/mapped_readback.hpp"

namespace tp {

class EnergyReadback {
 public:
  void init();
  // Whether a request would be taken now (not while both slots are busy).
  bool canRequest() const { return inFlight_ < slots_.size(); }
  // Copies a solver's just-computed energy sums, vec2(kinetic, potential) at
  // offset 0 of `sums` (skipped while both slots are busy).
  void request(const gl::Buffer& sums);
  // The oldest request's value (kinetic + potential) once it has arrived, so
  // values come out in the order they were asked for, each once; nothing
  // while the oldest is still on its way (the GPU finishes them in order).
  std::optional<float> poll();
  void clear();

 private:
  std::array<gl::MappedReadback, 2> slots_;  // two, so a new request need not wait for the last
  size_t oldest_ = 0;   // slot of the oldest request in flight
  size_t inFlight_ = 0; // requests in flight: slots oldest_, oldest_ + 1, … (mod 2)
};

}  // namespace tp
