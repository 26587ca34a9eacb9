#pragma once
// White water a moving boat churns up, whatever the grid can resolve: spray
// where its leading end meets the water and the wash its propeller leaves
// at the trailing end. Stamped into the foam every step (FoamField::stamp),
// the stamps trail behind the boat as a white centreline that spreads and
// fades over foam_seconds, as behind a real boat. A coarse grid cannot hold
// the steep short waves that whiten a bow wave on a fine one, so without
// this a light-quality wake would show no white at all.
#include <vector>

#include <glm/glm.hpp>

#include "scenes/harbor/harbor_fleet.hpp"

namespace tp {

struct WhiteWaterStamp {
  glm::vec2 centre{0};  // m, the basin's x and z
  float radius = 0;     // m: no white beyond it
  float cover = 0;      // 0 .. 1 at the centre
  float churn = 0;      // 0 .. 1 at the centre: the turbulence that damps ripples (FoamField)
};

// Two stamps a boat (crates make none) moving faster than kWhiteWaterFromSpeed;
// the cover grows with speed, full from kWhiteWaterFullSpeed.
std::vector<WhiteWaterStamp> hullWhiteWater(const HarborFleet& fleet);

inline constexpr float kWhiteWaterFromSpeed = 1.0f;  // m/s: a walking pace churns nothing
inline constexpr float kWhiteWaterFullSpeed = 4.5f;  // m/s: about the tug's top speed

}  // namespace tp
