#include "scenes/harbor/harbor_look.hpp"

#include "shaders/common/optics.h"

namespace tp {

WaterLook harborWaterLook(const HarborParams& params, double seconds) {
  WaterLook look;
  // The body colour is dimmed by the sun's angle (×0.67 on still water):
  // this deep colour then matches the sky's far sea around the basin.
  look.deepColour = {0.012f, 0.05f, 0.1f};
  look.scatterColour = {0.02f, 0.17f, 0.2f};
  look.crestHeight = 0.25f;
  look.floorColour = {0.62f, 0.57f, 0.45f};  // pale sand: turquoise under a metre or two of water
  // Diffuse attenuation of a harbor's greener coastal water, 1/m (Jerlov
  // 1976's coastal type 3 is about 0.6, 0.3, 0.45 at 680, 550, 440 nm; taken
  // a little clearer in the blue): the sand shows turquoise in the island
  // shallows and is gone under the basin's three and a half metres (a path of
  // about eight metres down and back), where the water's own deep blue-green
  // takes over and meets the open sea beyond the basin without a seam.
  look.absorption = {0.65f, 0.3f, 0.32f};
  look.hazeDistance = 250.0f;  // a clear day: the whole basin is within 80 m
  look.edgeFadeWidth = 0.15f;
  look.flattenEdge = true;
  look.choppiness = params.choppiness;
  look.shoreSurf = params.shoreSurf;
  look.swash = params.swash;
  look.underWaterVisibility = params.underWaterVisibility;
  look.glintSlopeVariance = optics::unresolvedSlopeVariance(params.windSpeed);
  look.time = float(seconds);
  return look;
}

}  // namespace tp
