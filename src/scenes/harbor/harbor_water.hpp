#pragma once
// What the floating bodies know of the harbor (a FloatingEnvironment):
// gravity straight down; the water height at each probe from the GPU,
// sampled a couple of steps ago (ProbeReader), or still water (height 0) for
// a probe that has no sample yet; the terrain as ground, shelving away
// beyond the basin into the open sea.
#include "scenes/harbor/harbor_terrain.hpp"
#include "scenes/harbor/probe_reader.hpp"
#include "sim/floating/floating_body.hpp"

namespace tp {

class HarborWater final : public FloatingEnvironment {
 public:
  HarborWater(const HarborTerrain& terrain, const ProbeReader& probes) : terrain_(terrain), probes_(probes) {}

  float probeDepth(const ProbeRef& probe) const override {
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
