#include "scenes/harbor/energy_readback.hpp"

#include "sim/grid_wave/grid_wave_gpu.hpp"

namespace tp {
namespace {
constexpr GLsizeiptr kBytes = 2 * sizeof(float);  // kinetic, potential
}  // namespace

void EnergyReadback::init() {
  for (gl::MappedReadback& slot : slots_) slot.reserve(kBytes, "harbor energy readback");
}

void EnergyReadback::request(GridWaveGpu& solver) {
  for (gl::MappedReadback& slot : slots_) {
    if (slot.inFlight() || !slot.buffer()) continue;
    solver.computeEnergy();
    glCopyNamedBufferSubData(solver.energyBuffer().id(), slot.buffer().id(), 0, 0, kBytes);
    slot.markWritten();
    return;
  }
}

std::optional<float> EnergyReadback::poll() {
  std::optional<float> newest;
  for (gl::MappedReadback& slot : slots_)
    if (slot.ready(0)) newest = slot.floats()[0] + slot.floats()[1];
  return newest;
}

void EnergyReadback::clear() {
  for (gl::MappedReadback& slot : slots_) slot.drop();
}

}  // namespace tp
