#include "scenes/harbor/energy_readback.hpp"

#include "sim/grid_wave/grid_wave_gpu.hpp"

namespace tp {
namespace {
constexpr GLbitfield kMapFlags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
constexpr GLsizeiptr kBytes = 2 * sizeof(float);  // kinetic, potential
}  // namespace

EnergyReadback::~EnergyReadback() { clear(); }

void EnergyReadback::init() {
  for (Slot& slot : slots_) {
    slot.buffer = gl::Buffer::create(kBytes, nullptr, kMapFlags | GL_CLIENT_STORAGE_BIT);
    slot.buffer.setLabel(GL_BUFFER, "harbor energy readback");
    slot.mapped = static_cast<const float*>(glMapNamedBufferRange(slot.buffer.id(), 0, kBytes, kMapFlags));
  }
}

void EnergyReadback::request(GridWaveGpu& solver) {
  for (Slot& slot : slots_) {
    if (slot.fence || !slot.buffer) continue;
    solver.computeEnergy();
    glCopyNamedBufferSubData(solver.energyBuffer().id(), slot.buffer.id(), 0, 0, kBytes);
    glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT);
    slot.fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    return;
  }
}

std::optional<float> EnergyReadback::poll() {
  std::optional<float> newest;
  for (Slot& slot : slots_) {
    if (!slot.fence) continue;
    const GLenum status = glClientWaitSync(slot.fence, GL_SYNC_FLUSH_COMMANDS_BIT, 0);
    if (status != GL_ALREADY_SIGNALED && status != GL_CONDITION_SATISFIED) continue;
    glDeleteSync(slot.fence);
    slot.fence = nullptr;
    newest = slot.mapped[0] + slot.mapped[1];
  }
  return newest;
}

void EnergyReadback::clear() {
  for (Slot& slot : slots_) {
    if (slot.fence) glDeleteSync(slot.fence);
    slot.fence = nullptr;
  }
}

}  // namespace tp
