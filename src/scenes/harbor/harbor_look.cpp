#include "scenes/harbor/harbor_look.hpp"

#include "shaders/common/optics.h"

namespace tp {

WaterLook harborWaterLook(const HarborParams& params, double seconds) {
  WaterLook look;
  // The body colour is dimmed by the sun's angle (×0.67 on still water):
  // this deep colour then matches the sky's far sea around the basin.
  look.deepColour = {0.015f, 0.066f, 0.11f};
  look.scatterColour = {0.03f, 0.34f, 0.32f};
  look.crestHeight = 0.25f;
  look.floorColour = {0.62f, 0.57f, 0.45f};  // pale sand: turquoise under a metre or two of water
  look.hazeDistance = 250.0f;  // a clear day: the whole basin is within 80 m
  look.edgeFadeWidth = 0.15f;
  look.flattenEdge = true;
  look.choppiness = params.choppiness;
  look.shoreSurf = params.shoreSurf;
  look.glintSlopeVariance = optics::unresolvedSlopeVariance(params.windSpeed);
  look.time = float(seconds);
  return look;
}

}  // namespace tp
