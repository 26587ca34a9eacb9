#pragma once
// The wave solver's total energy for the panel's plot, read back without
// stalling: the solver sums it on the GPU into a buffer (GridWaveGpu::
// computeEnergy); we copy those 8 bytes into a persistently mapped buffer
// behind a fence and pick the value up on a later frame, once it is there.
// For display only: a value may arrive a frame or two late.
#include <array>
#include <optional>

#include "gl/objects.hpp"

namespace tp {

class GridWaveGpu;

class EnergyReadback {
 public:
  EnergyReadback() = default;
  EnergyReadback(const EnergyReadback&) = delete;
  EnergyReadback& operator=(const EnergyReadback&) = delete;
  ~EnergyReadback();

  void init();
  // Asks the solver for its energy now (skipped while both slots are busy).
  void request(GridWaveGpu& solver);
  // The newest finished value (kinetic + potential), if one arrived since the last call.
  std::optional<float> poll();
  void clear();

 private:
  struct Slot {
    gl::Buffer buffer;
    const float* mapped = nullptr;
    GLsync fence = nullptr;
  };
  std::array<Slot, 2> slots_;
};

}  // namespace tp
