// A clear sky and the sunlight through it, as functions of a direction, the
// sun's direction and the air's turbidity: one source for the GPU (the sky
// bake, render/effects/sky_bake.comp) and the CPU (the light a scene's
// objects get, and the bake's twin in the tests); see common/shared_functions.h.
//
// Sky: Preetham, Shirley & Smits 1999, "A Practical Analytic Model for
// Daylight" (SIGGRAPH 99), Appendix A.2: the Perez et al. 1993 distribution
// F(θ, γ) = (1 + A·e^(B/cos θ))·(1 + C·e^(D·γ) + E·cos²γ) for luminance Y and
// chromaticity x, y, scaled so that the zenith takes the paper's fitted zenith
// values; θ is the view direction's angle from the zenith, γ its angle from
// the sun. Y in kcd/m²; CIE xyY to linear sRGB with the sRGB (IEC 61966-2-1)
// XYZ matrix. The fit holds for turbidity 2..10 and the sun above the horizon.
//
// Sunlight: the sun's white light through the air mass of Kasten & Young
// 1989 ("Revised optical air mass tables and approximation formula", Applied
// Optics 28(22)), thinned by Rayleigh scattering (optical depth at sea level
// by Hansen & Travis 1974's fit, at 680, 550 and 440 nm for red, green and
// blue) and by haze (Ångström's law with α = 1.3 and β = 0.04608·T − 0.04586,
// Preetham et al.'s Appendix A.1 relation to turbidity T).
#ifndef TIDEPOOL_CLEAR_SKY_H
#define TIDEPOOL_CLEAR_SKY_H

#include "../../common/shared_functions.h"

#ifdef __cplusplus
namespace tp::clear_sky {
using namespace tp::glsl;
#endif

// Display scale of sky radiance: 1 − e^(−k·L) with L in kcd/m² keeps a noon
// horizon (about 10 kcd/m²) near 0.55 and rolls off the glare round the sun.
#define TP_SKY_EXPOSURE 0.08f
// The fit's horizon is tinted magenta against sRGB's white (D65): a clear
// afternoon's horizon (sun 32° up, turbidity 2.5) comes out (1.10, 1, 1.06)
// times grey. The eye takes that sky's horizon as white.
#define TP_SKY_WHITE_BALANCE vec3(0.91f, 1.0f, 0.94f)

// Perez's F for one channel's coefficients (A, B, C, D, E); cos θ kept from
// reaching 0, where the fit's e^(B/cos θ) has its pole (the horizon).
TP_SHARED_FUNCTION float perezDistribution(float A, float B, float C, float D, float E, float cosTheta, float gamma) {
  float cosGamma = cos(gamma);
  return (1.0f + A * exp(B / max(cosTheta, 0.01f))) * (1.0f + C * exp(D * gamma) + E * cosGamma * cosGamma);
}

// F for Y, x and y at turbidity T (Preetham et al., Appendix A.2's table).
TP_SHARED_FUNCTION vec3 perezYxy(float T, float cosTheta, float gamma) {
  return vec3(perezDistribution(0.1787f * T - 1.4630f, -0.3554f * T + 0.4275f, -0.0227f * T + 5.3251f,
                                0.1206f * T - 2.5771f, -0.0670f * T + 0.3703f, cosTheta, gamma),
              perezDistribution(-0.0193f * T - 0.2592f, -0.0665f * T + 0.0008f, -0.0004f * T + 0.2125f,
                                -0.0641f * T - 0.8989f, -0.0033f * T + 0.0452f, cosTheta, gamma),
              perezDistribution(-0.0167f * T - 0.2608f, -0.0950f * T + 0.0092f, -0.0079f * T + 0.2102f,
                                -0.0441f * T - 1.6537f, -0.0109f * T + 0.0529f, cosTheta, gamma));
}

// The zenith's Y (kcd/m²), x and y for the sun at `thetaSun` radians from the zenith.
TP_SHARED_FUNCTION vec3 zenithYxy(float T, float thetaSun) {
  float chi = (4.0f / 9.0f - T / 120.0f) * (3.14159265f - 2.0f * thetaSun);
  float luminance = (4.0453f * T - 4.9710f) * tan(chi) - 0.2155f * T + 2.4192f;
  float t1 = thetaSun, t2 = thetaSun * thetaSun, t3 = t2 * thetaSun;
  float x = T * T * (0.00166f * t3 - 0.00375f * t2 + 0.00209f * t1) +
            T * (-0.02903f * t3 + 0.06377f * t2 - 0.03202f * t1 + 0.00394f) +
            (0.11693f * t3 - 0.21196f * t2 + 0.06052f * t1 + 0.25886f);
  float y = T * T * (0.00275f * t3 - 0.00610f * t2 + 0.00317f * t1) +
            T * (-0.04214f * t3 + 0.08970f * t2 - 0.04153f * t1 + 0.00516f) +
            (0.15346f * t3 - 0.26756f * t2 + 0.06670f * t1 + 0.26688f);
  return vec3(luminance, x, y);
}

TP_SHARED_FUNCTION vec3 yxyToLinearRgb(vec3 Yxy) {
  float Y = Yxy.x, x = Yxy.y, y = Yxy.z;
  float X = x * Y / y, Z = (1.0f - x - y) * Y / y;
  return vec3(3.2406f * X - 1.5372f * Y - 0.4986f * Z, -0.9689f * X + 1.8758f * Y + 0.0415f * Z,
              0.0557f * X - 0.2040f * Y + 1.0570f * Z);
}

// Sky radiance (linear sRGB, kcd/m²) towards unit `direction` (y up) with the
// sun towards unit `sun`. Below the horizon, the horizon's.
TP_SHARED_FUNCTION vec3 clearSkyRadiance(vec3 direction, vec3 sun, float T) {
  float thetaSun = acos(clamp(sun.y, 0.0f, 1.0f));
  float gamma = acos(clamp(dot(direction, sun), -1.0f, 1.0f));
  vec3 zenith = zenithYxy(T, thetaSun);
  vec3 ratio = perezYxy(T, max(direction.y, 0.0f), gamma) / perezYxy(T, 1.0f, thetaSun);
  return max(yxyToLinearRgb(zenith * ratio), vec3(0.0f));
}

// The same, as a display-ready linear colour in [0, 1) (TP_SKY_EXPOSURE).
TP_SHARED_FUNCTION vec3 clearSkyColour(vec3 direction, vec3 sun, float T) {
  return vec3(1.0f) - exp(-TP_SKY_EXPOSURE * TP_SKY_WHITE_BALANCE * clearSkyRadiance(direction, sun, T));
}

// Kasten & Young's relative air mass for the sun `elevation` radians above the horizon.
TP_SHARED_FUNCTION float relativeAirMass(float elevation) {
  float degrees = max(elevation, 0.0f) * (180.0f / 3.14159265f);
  return 1.0f / (sin(max(elevation, 0.0f)) + 0.50572f * pow(degrees + 6.07995f, -1.6364f));
}

// Share of the sun's light per channel that crosses the air at `elevation`
// radians and turbidity T (1 in space).
TP_SHARED_FUNCTION vec3 sunTransmittance(float elevation, float T) {
  // Rayleigh optical depth 0.008569·λ^-4·(1 + 0.0113·λ^-2 + 0.00013·λ^-4), λ in µm.
  vec3 rayleigh = vec3(0.0411f, 0.0973f, 0.2428f);
  // Ångström: β·λ^-α at 0.68, 0.55, 0.44 µm, α = 1.3.
  float beta = max(0.04608f * T - 0.04586f, 0.0f);
  vec3 haze = beta * vec3(1.6510f, 2.1754f, 2.9075f);
  return exp(-(rayleigh + haze) * relativeAirMass(elevation));
}

#ifdef __cplusplus
}  // namespace tp::clear_sky
#endif

#endif
