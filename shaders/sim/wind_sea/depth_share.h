// How much of the wind sea reaches water `depth` metres deep: one source for
// the water's shaders (render/wind_sea_sample.glsl) and the harbor's floating
// bodies (scenes/harbor/probe_reader.cpp), so a boat rides the waves drawn
// where it floats. Waves break once they are 0.78 of the depth high (McCowan
// 1894), so a sea whose significant height passes that is cut to it; and, a
// stand-in for shoaling, they fade over the last metre and a half to nothing
// at the shore.
#ifndef TIDEPOOL_WIND_SEA_DEPTH_SHARE_H
#define TIDEPOOL_WIND_SEA_DEPTH_SHARE_H

#include "../../common/shared_functions.h"

#ifdef __cplusplus
namespace tp::wind_sea {
using namespace tp::glsl;
#endif

// `significantHeight`: the sea's 4·√m₀ in metres.
TP_SHARED_FUNCTION float windSeaDepthShareFor(float depth, float significantHeight) {
  const float breaking = significantHeight > 0.0f ? clamp(0.78f * depth / significantHeight, 0.0f, 1.0f) : 1.0f;
  return smoothstep(0.0f, 1.5f, depth) * breaking;
}

#ifdef __cplusplus
}  // namespace tp::wind_sea
#endif

#endif
