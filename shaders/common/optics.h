// The optics of light at water, stated once and read by C++ and GLSL alike
// (see shared_functions.h): the refractive index, Fresnel's reflectance, the
// sun's colour, the display's gamma and the sun's glitter on waves too short
// to draw. A shader that bends, reflects or encodes light takes it from here,
// so no scene can drift to its own water.
#ifndef TIDEPOOL_OPTICS_H
#define TIDEPOOL_OPTICS_H
#include "shared_functions.h"

#ifdef __cplusplus
namespace tp::optics {
using namespace tp::glsl;
#endif

// Water's refractive index for visible light (fresh water 1.333 at 589 nm,
// sea water about 1.34; the difference is below what a picture shows).
TP_SHARED_CONST float kWaterIndex = 1.33f;

// Schlick's approximation for water: F0 = ((n−1)/(n+1))² = 0.02 for n =
// kWaterIndex; `cosine` is between the view ray and the surface normal.
TP_SHARED_FUNCTION float waterFresnel(float cosine) { return 0.02f + 0.98f * pow(1.0f - clamp(cosine, 0.0f, 1.0f), 5.0f); }

// The same for glass (n = 1.5, so F0 = 0.04): the bowl's walls.
TP_SHARED_FUNCTION float glassFresnel(float cosine) { return 0.04f + 0.96f * pow(1.0f - clamp(cosine, 0.0f, 1.0f), 5.0f); }

// The cosine of the angle a ray makes with the normal after it enters the
// water at `cosine` from air (Snell: sin t = sin i / n).
TP_SHARED_FUNCTION float refractedCosine(float cosine) {
  return sqrt(1.0f - (1.0f - cosine * cosine) / (kWaterIndex * kWaterIndex));
}

// Under the water, a thing `visibility` metres away keeps e^−3 (5 %) of its
// contrast, the clearest colour's (water_from_below.glsl's waterExtinction);
// beyond kUnderWaterHiddenFolds e-folds (e^−8: under a thousandth) it is
// lost in the fog, and the floor there need not be drawn.
TP_SHARED_CONST float kUnderWaterVisibilityFolds = 3.0f;
TP_SHARED_CONST float kUnderWaterHiddenFolds = 8.0f;

// Metres beyond which the fog of water whose `visibility` is given (as
// above) has hidden a thing: kUnderWaterHiddenFolds e-folds of the clearest colour.
TP_SHARED_FUNCTION float underWaterHiddenBeyond(float visibility) {
  return visibility * kUnderWaterHiddenFolds / kUnderWaterVisibilityFolds;
}

// 1/m per channel the view loses in the water: in the ratio of what it
// absorbs (`absorption`, WaterLook's) plus what it scatters out of the line
// of sight, taken alike for every colour (fine particles; coastal water
// scatters about 0.05/m, Mobley 1994, "Light and Water", table 3.10), scaled
// so the clearest colour fades to e^−kUnderWaterVisibilityFolds at `visibility` metres.
TP_SHARED_CONST float kWaterScattering = 0.05f;
TP_SHARED_FUNCTION vec3 underWaterExtinction(vec3 absorption, float visibility) {
  const vec3 ratio = absorption + kWaterScattering;
  return ratio * (kUnderWaterVisibilityFolds / (visibility * min(ratio.x, min(ratio.y, ratio.z))));
}

// How much of the day's light reaches into the water: the sky's share
// always, the sun's by its height (as a level surface is lit from above).
TP_SHARED_FUNCTION float underWaterDaylight(vec3 sunDirection) { return 0.4f + 0.6f * max(sunDirection.y, 0.0f); }

// Linear RGB: what the water's body shows just under its surface where the
// view runs on through it: the light scattered towards the eye (between the
// deep colour looking down, `deep`, and the thin crests' scatter,
// `scatter`), lit by the day; `waterLight` dims the water's own colours at
// dusk (SkyLight's). Deeper it is dimmer by exp(−absorption·depth): the
// light from above is absorbed on its way down, red first.
TP_SHARED_FUNCTION vec3 underWaterBodyColour(vec3 deep, vec3 scatter, vec3 sunDirection, vec3 waterLight) {
  return mix(deep, scatter, 0.6f) * underWaterDaylight(sunDirection) * waterLight;
}

// The sun's colour where no sky model gives it (linear RGB, display scale:
// white paper in full sun): the sky's disc, the fish's and the planet's and
// the bowl's sunlight. The harbor's sky model (render/effects/sky_model.cpp)
// reddens it through the air by the sun's height instead.
TP_SHARED_CONST vec3 kSunColour = vec3(1.0f, 0.92f, 0.78f);

// Display encoding: gamma 2.2, close enough to sRGB for an 8-bit target.
TP_SHARED_CONST float kDisplayGamma = 2.2f;
TP_SHARED_FUNCTION vec3 linearToDisplay(vec3 c) { return pow(clamp(c, 0.0f, 1.0f), vec3(1.0f / kDisplayGamma)); }
// Its inverse: a drawn image read back to mix light with.
TP_SHARED_FUNCTION vec3 displayToLinear(vec3 c) { return pow(c, vec3(kDisplayGamma)); }

// The sun's glitter: how rough the sea is below what the renderer draws.
// Cox & Munk 1954 ("Measurement of the roughness of the sea surface from
// photographs of the sun's glitter", JOSA 44(11)) measured the mean square
// slope of the whole surface, σ² = 0.003 + 5.12e-3·W (W the wind 12.5 m up,
// m/s), and of a surface whose capillary and short waves an oil slick had
// damped, 0.008 + 1.56e-3·W. The difference is the share of waves shorter
// than about 30 cm, which no drawn grid here resolves; the longer ones are
// drawn (the wind sea). A floor of 0.001 stands for the ripples even still
// water has, so a calm sea's sun is a small patch of glitter, not a mirrored disc.
TP_SHARED_CONST float kStillRippleSlopeVariance = 0.001f;

// Cox & Munk's mean square slope of a clean sea in wind `windSpeed` (m/s).
TP_SHARED_FUNCTION float coxMunkSlopeVariance(float windSpeed) { return 0.003f + 5.12e-3f * windSpeed; }

// The part of it in waves too short to draw.
TP_SHARED_FUNCTION float unresolvedSlopeVariance(float windSpeed) {
  float slick = 0.008f + 1.56e-3f * windSpeed;
  return max(coxMunkSlopeVariance(windSpeed) - slick, kStillRippleSlopeVariance);
}

// The sky that facets of mean square slope `variance` mirror is seen
// blurred: a facet tilted by β in the plane of incidence turns the mirrored
// ray by 2β, and sideways by 2β·cos θ (θ the view's angle from the normal,
// `viewCosine` its cosine), so about the drawn normal the ray spreads with a
// deviation of 2·sqrt(variance/2) = sqrt(2·variance) radians in that plane
// and cos θ times that across it (the variance split evenly between the two
// axes): seen at a glance, a streak along the view. A cube map's mip level
// L averages round boxes 2^L texels wide, whose deviation is the width over
// √12; this is the level of the two deviations' geometric mean, for texels
// `texelRadians` wide, so a grazing view keeps the detail across it that a
// round blur as long as the streak would smear. Bruneton, Neyret &
// Holzschuch 2010 ("Real-time realistic ocean lighting using seamless
// transitions from geometry to BRDF") filter the sea's sky reflection by its
// unresolved slopes in the same way. Level 0 where the blur is below a texel.
TP_SHARED_FUNCTION float reflectionBlurLevel(float variance, float viewCosine, float texelRadians) {
  float deviation = sqrt(2.0f * max(variance, 0.0f) * clamp(viewCosine, 0.0f, 1.0f));
  return log2(max(3.4641016f * deviation / texelRadians, 1.0f));
}

// The radiance the facets of slope variance `variance` send from a sun of
// unit irradiance along `toSun` into the eye along `view` (both unit, away
// from the surface), about the drawn `normal`: facet slopes are Gaussian
// (Cox & Munk), and the radiance is F·p(slope)/(4·cos θ_view·cos⁴β), β the
// tilt that mirrors the sun into the eye. 0 where no facet can.
TP_SHARED_FUNCTION float glitterRadiance(vec3 normal, vec3 view, vec3 toSun, float variance) {
  if (variance <= 0.0f || toSun.y <= 0.0f) return 0.0f;
  vec3 halfway = normalize(view + toSun);
  float cosBeta = dot(halfway, normal);
  if (cosBeta <= 0.0f) return 0.0f;
  float cos2 = cosBeta * cosBeta;
  float tan2 = (1.0f - cos2) / cos2;
  float density = exp(-tan2 / variance) / (3.14159265f * variance);
  return waterFresnel(dot(view, halfway)) * density / (4.0f * max(dot(view, normal), 0.05f) * cos2 * cos2);
}

#ifdef __cplusplus
}  // namespace tp::optics
#endif
#endif
