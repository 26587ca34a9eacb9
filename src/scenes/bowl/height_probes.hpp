#pragma once
// Reads the water's height at a few points back to the CPU without stalling
// it: a compute pass (scenes/probes/probe_sampler.*) samples the height
// texture (bilinearly, as the surface is drawn) into a small gl::MappedReadback and sets its fence; the
// result is picked up once the fence has signalled, normally a frame later.
// Two slots alternate, so a new request never waits on the old one. The bowl's
// floating toys use it; each point carries a caller's tag (a toy's id) so
// results still find their owner when toys came and went meanwhile.
#include <cstdint>
#include <span>
#include <vector>

#include <glm/glm.hpp>

#include "gl/mapped_readback.hpp"
#include "gl/objects.hpp"
#include "scenes/probes/probe_sampler.hpp"

namespace tp::gl {
class ShaderLibrary;
}  // namespace tp::gl

namespace tp {

struct ProbeSample {
  uint32_t tag = 0;
  float height = 0;                // height units (the state's h)
  glm::vec2 slope{0};              // dh per cell along columns (x) and rows (z)
  float velocity = 0;              // height units/s
};

class HeightProbes {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Samples `heights` (RG32F, N×N) at `points` (cell units: centres at +0.5),
  // at most BOWL_MAX_PROBES. Skipped (returns false) while both slots wait.
  bool request(const gl::Texture& heights, std::span<const glm::vec2> points, std::span<const uint32_t> tags);
  // Takes finished results, if any; returns true when latest() changed.
  // With `wait`, first waits for every request still in flight (normally
  // long done: it was issued a frame ago), so what latest() holds depends
  // only on the requests made, never on how fast the GPU was: a scene that
  // must step deterministically (comparisons, replays) waits.
  bool poll(bool wait = false);
  // The newest finished results, in request order.
  const std::vector<ProbeSample>& latest() const { return latest_; }

 private:
  struct Slot {
    gl::MappedReadback samples;  // 4 floats a point: height, slope x, slope z, velocity
    std::vector<uint32_t> tags;
    uint64_t serial = 0;  // request order, so results never go back in time
  };

  ProbeSampler sampler_;
  gl::Buffer points_;  // vec2 cell units a point
  Slot slots_[2];
  uint64_t nextSerial_ = 1, latestSerial_ = 0;
  std::vector<ProbeSample> latest_;
};

}  // namespace tp
