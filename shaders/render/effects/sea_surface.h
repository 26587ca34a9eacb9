// The open sea as the sky's lower half shows it: one source for the gradient
// sky (sky.glsl), the baked sky (sky_bake.h) and the CPU's light model
// (sky_model.cpp), so the three cannot drift apart; see common/shared_functions.h.
#ifndef TIDEPOOL_SEA_SURFACE_H
#define TIDEPOOL_SEA_SURFACE_H
#include "../../common/optics.h"

#ifdef __cplusplus
namespace tp::sea_surface {
using namespace tp::glsl;
using namespace tp::optics;
#endif

// How much of the sky the open sea mirrors towards a view ray of height `y`
// (< 0: below the horizon): Fresnel for flat water (optics.h), capped at 0.45 for the
// waves out there, which keep it darker than a mirror even at grazing angles.
TP_SHARED_FUNCTION float farSeaReflectance(float y) { return min(waterFresnel(-y), 0.45f); }

// The water's own colour far off (linear RGB), before the scene's light.
TP_SHARED_FUNCTION vec3 farSeaBody() { return vec3(0.008f, 0.0335f, 0.067f); }

#ifdef __cplusplus
}  // namespace tp::sea_surface
#endif
#endif
