#pragma once
// What the floating bodies know of the harbor (a FloatingEnvironment):
// gravity straight down; the water height at each probe from the GPU,
// sampled a couple of steps ago (ProbeReader), or still water (height 0) for
// a probe that has no sample yet; the terrain as ground; no water outside
// the basin.
#include "scenes/harbor/harbor_terrain.hpp"
#include "scenes/harbor/probe_reader.hpp"
#include "sim/floating/floating_body.hpp"

namespace tp {

class HarborWater final : public FloatingEnvironment {
 public:
  HarborWater(const HarborTerrain& terrain, const ProbeReader& probes) : terrain_(terrain), probes_(probes) {}

  float probeDepth(const ProbeRef& probe) const override {
    const glm::vec2 half = 0.5f * terrain_.extent;
    if (std::abs(probe.position.x) > half.x || std::abs(probe.position.z) > half.y) return -1e9f;
    const float* sampled = probes_.height(ProbeReader::key(probe.body, probe.probe));
    return (sampled ? *sampled : 0.0f) - probe.position.y;
  }

  std::optional<GroundContact> ground(const glm::vec3& point) const override {
    const float floor = terrain_.heightAt(point.x, point.z);
    if (point.y >= floor) return std::nullopt;
    return GroundContact{floor - point.y, terrain_.normalAt(point.x, point.z)};
  }

 private:
  const HarborTerrain& terrain_;
  const ProbeReader& probes_;
};

}  // namespace tp
