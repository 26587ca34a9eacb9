#include "scenes/harbor/energy_readback.hpp"


namespace tp {
namespace {
constexpr GLsizeiptr kBytes = 2 * sizeof(float);  // kinetic, potential
}  // namespace

void EnergyReadback::init() {
  for (gl::MappedReadback& slot : slots_) slot.reserve(kBytes, "harbor energy readback");
}

void EnergyReadback::request(const gl::Buffer& sums) {
  if (inFlight_ == slots_.size()) return;
  gl::MappedReadback& slot = slots_[(oldest_ + inFlight_) % slots_.size()];
  if (!slot.buffer()) return;  // init() not called
  glCopyNamedBufferSubData(sums.id(), slot.buffer().id(), 0, 0, kBytes);
  slot.markWritten();
  ++inFlight_;
}

std::optional<float> EnergyReadback::poll() {
  if (inFlight_ == 0 || !slots_[oldest_].ready(0)) return std::nullopt;
  const float* sums = slots_[oldest_].floats();
  oldest_ = (oldest_ + 1) % slots_.size();
  --inFlight_;
  return sums[0] + sums[1];
}

void EnergyReadback::clear() {
  for (gl::MappedReadback& slot : slots_) slot.drop();
  oldest_ = 0;
  inFlight_ = 0;
}

}  // namespace tp
