#include "scenes/harbor/hull_white_water.hpp"

#include <algorithm>

#include <glm/glm.hpp>

namespace tp {

std::vector<WhiteWaterStamp> hullWhiteWater(const HarborFleet& fleet) {
  std::vector<WhiteWaterStamp> stamps;
  for (size_t i = 0; i < fleet.boatCount(); ++i) {
    const FloatingBody& boat = fleet.bodies()[i];
    const float speed = HarborFleet::horizontalSpeed(boat);
    const float share = glm::smoothstep(kWhiteWaterFromSpeed, kWhiteWaterFullSpeed, speed);
    if (share <= 0.0f) continue;
    const HullShape shape = hullShape(fleet.members()[i].kind);
    const float length = shape.size.x, beam = shape.size.z;
    // The end that leads is the one the boat moves towards (astern, the stern leads).
    const float ahead = boat.body.toLocalDirection(boat.body.velocity).x >= 0.0f ? 1.0f : -1.0f;
    const glm::vec3 leading = boat.body.toWorld({0.45f * length * ahead, 0, 0});
    const glm::vec3 trailing = boat.body.toWorld({-0.5f * length * ahead, 0, 0});
    // The wash whitens with speed; its turbulence, which damps the ripples
    // into a slick, is full from a slower pace: a boat that churns any white
    // leaves a calm lane.
    stamps.push_back({{trailing.x, trailing.z}, 0.8f * beam, 0.9f * share, std::min(2.0f * share, 1.0f)});  // the wash
    stamps.push_back({{leading.x, leading.z}, 0.4f * beam, 0.6f * share, 0.0f});  // the spray
  }
  return stamps;
}

}  // namespace tp
