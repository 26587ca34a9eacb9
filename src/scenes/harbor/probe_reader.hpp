#pragma once
// The water height at the floating bodies' probes, read back without
// stalling: each step a compute pass samples the height texture at the
// probes' points (scenes/probes/probe_sampler.*) into a small
// gl::MappedReadback and sets its fence;
// the physics uses the result `kLag` requests later (normally long finished,
// so the wait costs nothing). The lag is counted in requests, never in time,
// so what the physics sees depends only on the steps taken: comparisons and
// replays stay deterministic. Each point carries a key (body, probe) so
// results find their probe when bodies came and went meanwhile.
// With a wind sea the same request samples its cascades at the probes' world
// points and adds their heights, each probe's share of the sea (how much
// reaches its depth) given by the caller: bodies float on the one surface the
// water is drawn with. The wind sea's horizontal (choppy) displacement is
// left out: a probe reads the height above its own point, not the crest
// pushed over it, an error of choppiness × the waves' orbit (centimetres).
#include <array>
#include <cstdint>
#include <deque>
#include <span>
#include <unordered_map>
#include <vector>

#include <glm/glm.hpp>

#include "gl/mapped_readback.hpp"
#include "gl/objects.hpp"
#include "scenes/probes/probe_sampler.hpp"
#include "sim/wind_sea/wind_sea_cascades.hpp"

namespace tp::gl {
class ShaderLibrary;
}  // namespace tp::gl

namespace tp {

// The wind sea's part of a probe request: the cascades (updated to the
// step's time), each probe's world point (x, z in metres) and its share of
// the sea.
struct ProbeWindSea {
  const WindSeaCascades* sea = nullptr;
  std::span<const glm::vec2> worldXZ;
  std::span<const float> share;
};

class ProbeReader {
 public:
  static constexpr int kLag = 2;  // requests between asking and using

  void init(gl::ShaderLibrary& shaders);
  // Samples `heights` (R32F) at `uvs` ([0,1]² over the texture), at most
  // HARBOR_MAX_PROBES; `keys` name the points. With an active `windSea`, its
  // heights are added.
  void request(const gl::Texture& heights, std::span<const glm::vec2> uvs, std::span<const uint64_t> keys,
               const ProbeWindSea& windSea = {});
  // Before a step: takes the result of the request made kLag requests ago
  // (waiting for it if the GPU is behind).
  void advance();
  // Drops everything in flight and every result (after a reset).
  void clear();

  // The height adopted by the last advance() for `key`, if that request had it.
  const float* height(uint64_t key) const {
    auto found = latest_.find(key);
    return found == latest_.end() ? nullptr : &found->second;
  }
  size_t inFlight() const { return queue_.size(); }
  size_t resultCount() const { return latest_.size(); }

  static uint64_t key(uint32_t body, int probe) { return (uint64_t(body) << 16) | uint64_t(uint32_t(probe)); }

 private:
  struct Slot {
    gl::Buffer points;
    gl::MappedReadback heights;
    std::vector<uint64_t> keys;
    // The wind sea's samples, one buffer of points and one readback a cascade.
    std::array<gl::Buffer, WindSeaCascades::kCascades> seaPoints;
    std::array<gl::MappedReadback, WindSeaCascades::kCascades> seaHeights;
    std::vector<float> seaShare;  // empty: no wind sea in this request
  };
  void adoptOldest();

  ProbeSampler sampler_;
  std::array<Slot, kLag + 1> slots_;
  std::deque<int> queue_;  // slots in flight, oldest first
  std::unordered_map<uint64_t, float> latest_;
};

}  // namespace tp
