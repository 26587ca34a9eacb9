// The sky's formulas (shaders/render/effects/clear_sky.h, cloud_layer.h,
// sky_bake.h, compiled here as C++) and the light a scene takes from them
// (render/effects/sky_model.hpp): Preetham's distribution keeps its zenith,
// Kasten & Young's air mass, a red low sun, clouds that cover what the
// cover says, and cube faces that GL's cube map selection reads back.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>

#include "render/effects/sky_model.hpp"
#include "shaders/render/effects/sky_bake.h"

namespace tp {
namespace {

constexpr float kDegrees = 3.14159265f / 180.0f;

float luminance(const glm::vec3& c) { return 0.2126f * c.x + 0.7152f * c.y + 0.0722f * c.z; }
glm::vec3 towards(float elevationDegrees, float azimuthDegrees) {
  return sunDirectionFor(elevationDegrees, azimuthDegrees);
}

TEST(ClearSky, TheZenithHasThePapersZenithValues) {
  // F(θ, γ)/F(0, θs) is 1 looking straight up, so the zenith is the fitted zenith's colour.
  for (float turbidity : {2.0f, 3.0f, 6.0f}) {
    for (float elevation : {10.0f, 32.0f, 70.0f}) {
      const glm::vec3 sun = towards(elevation, 0.0f);
      const glm::vec3 zenith = clear_sky::zenithYxy(turbidity, (90.0f - elevation) * kDegrees);
      const glm::vec3 expected = clear_sky::yxyToLinearRgb(zenith);
      const glm::vec3 got = clear_sky::clearSkyRadiance({0, 1, 0}, sun, turbidity);
      for (int c = 0; c < 3; ++c) EXPECT_NEAR(got[c], expected[c], 1e-4f * std::abs(expected[c]) + 1e-6f);
      // Y of the xyY→RGB conversion is the luminance the fit gives (kcd/m², about 2..10 by day).
      EXPECT_NEAR(luminance(expected), zenith.x, 2e-3f * zenith.x);
      EXPECT_GT(zenith.x, 1.0f);
      EXPECT_LT(zenith.x, 30.0f);
    }
  }
}

TEST(ClearSky, BrightestRoundTheSunAndBlueOverhead) {
  const glm::vec3 sun = towards(32.0f, 0.0f);
  const float nearSun = luminance(clear_sky::clearSkyRadiance(towards(30.0f, 8.0f), sun, 2.5f));
  const float awayFromSun = luminance(clear_sky::clearSkyRadiance(towards(30.0f, 180.0f), sun, 2.5f));
  EXPECT_GT(nearSun, 2.0f * awayFromSun);
  const glm::vec3 zenith = clear_sky::clearSkyColour({0, 1, 0}, sun, 2.5f);
  EXPECT_GT(zenith.z, 1.5f * zenith.x) << "a clear sky is blue overhead";
  // A clear sky brightens towards the horizon, away from the sun too.
  EXPECT_GT(luminance(clear_sky::clearSkyRadiance(towards(3.0f, 90.0f), sun, 2.5f)),
            luminance(clear_sky::clearSkyRadiance({0, 1, 0}, sun, 2.5f)));
  // Haze whitens it: the zenith's blue over red falls as the turbidity rises.
  const glm::vec3 hazy = clear_sky::clearSkyColour({0, 1, 0}, sun, 8.0f);
  EXPECT_LT(hazy.z / hazy.x, zenith.z / zenith.x);
}

TEST(Sunlight, AirMassFollowsKastenAndYoung) {
  EXPECT_NEAR(clear_sky::relativeAirMass(90.0f * kDegrees), 1.0f, 1e-3f);
  EXPECT_NEAR(clear_sky::relativeAirMass(30.0f * kDegrees), 1.994f, 5e-3f);  // their table: 1.9942 at z = 60°
  // At the horizon the formula gives 37.92 (their tabulated 38.09: within the fit's 0.5 %).
  EXPECT_NEAR(clear_sky::relativeAirMass(0.0f), 37.92f, 0.05f);
}

TEST(Sunlight, ALowSunIsRedAndAHighOneWhite) {
  SkySettings sky;
  sky.sunElevationDegrees = 62.0f;
  const glm::vec3 noon = skyLightFor(sky).sunColour;
  EXPECT_LT(noon.x / noon.z, 1.2f);
  sky.sunElevationDegrees = 4.0f;
  sky.turbidity = 3.5f;
  const glm::vec3 sunset = skyLightFor(sky).sunColour;
  EXPECT_GT(sunset.x / sunset.z, 20.0f);
  EXPECT_GT(sunset.x / sunset.y, 2.5f);
  // Dimmer than noon, but the eye's adaptation keeps it a strong light.
  EXPECT_LT(luminance(sunset), luminance(noon));
  EXPECT_GT(luminance(sunset), 0.15f * luminance(noon));
}

TEST(SkyLight, TheDefaultSkyIsTheLightTheWaterColoursWereChosenIn) {
  const SkyLight light = skyLightFor(SkySettings{});
  EXPECT_EQ(light.waterLight, glm::vec3(1.0f));
  // Close to the gradient sky's fixed light, which the rest of the look was tuned under.
  const SkyLight gradient = SkyLight::gradientSky(light.sunDirection);
  for (int c = 0; c < 3; ++c) {
    EXPECT_NEAR(light.sunColour[c], gradient.sunColour[c], 0.05f);
    EXPECT_NEAR(light.skyAmbient[c], gradient.skyAmbient[c], 0.12f);
  }
  SkySettings dusk;
  dusk.sunElevationDegrees = 4.0f;
  EXPECT_LT(luminance(skyLightFor(dusk).waterLight), 0.5f);
}

TEST(SkyLight, SunDirectionIsAzimuthClockwiseFromNorth) {
  const glm::vec3 north = sunDirectionFor(0.0f, 0.0f), east = sunDirectionFor(0.0f, 90.0f);
  EXPECT_NEAR(north.z, -1.0f, 1e-6f);
  EXPECT_NEAR(east.x, 1.0f, 1e-6f);
  EXPECT_NEAR(sunDirectionFor(90.0f, 123.0f).y, 1.0f, 1e-6f);
  EXPECT_NEAR(glm::length(sunDirectionFor(32.0f, 342.0f)), 1.0f, 1e-6f);
}

// Share of a 200×200 km patch of the deck with density above one half.
float cloudShare(float cover) {
  int covered = 0, total = 0;
  for (int i = 0; i < 200; ++i)
    for (int j = 0; j < 200; ++j, ++total)
      covered += cloud_layer::cloudDensity(glm::vec2(float(i) * 1000.0f, float(j) * 1000.0f), cover) > 0.5f ? 1 : 0;
  return float(covered) / float(total);
}

TEST(Clouds, TheCoverIsAboutTheShareHidden) {
  EXPECT_EQ(cloudShare(0.0f), 0.0f);
  for (float cover : {0.1f, 0.2f, 0.35f, 0.5f, 0.65f, 0.8f, 0.9f}) EXPECT_NEAR(cloudShare(cover), cover, 0.08f) << cover;
  EXPECT_GT(cloudShare(1.0f), 0.9f);
}

TEST(Clouds, NoiseIsInItsRangeAndMovesWithTheShift) {
  float lowest = 1.0f, highest = 0.0f;
  for (int i = 0; i < 5000; ++i) {
    const float n = cloud_layer::cloudNoise(glm::vec2(float(i) * 97.3f - 2.0e5f, float(i % 71) * 311.0f));
    lowest = std::min(lowest, n);
    highest = std::max(highest, n);
  }
  EXPECT_GE(lowest, 0.0f);
  EXPECT_LT(highest, 1.0f);
  EXPECT_LT(lowest, 0.3f);
  EXPECT_GT(highest, 0.7f);
  // A drifted deck is the same deck, moved: the bake looks the noise up at point + shift.
  const glm::vec3 up = glm::normalize(glm::vec3(0.3f, 1.0f, -0.2f));
  const glm::vec3 sun = towards(40.0f, 10.0f), white{1.0f}, sea{0.01f, 0.04f, 0.07f};
  const float reach = TP_CLOUD_HEIGHT / up.y;
  const glm::vec2 shift{700.0f, -1300.0f};
  EXPECT_NEAR(cloud_layer::cloudDensity(glm::vec2(up.x, up.z) * reach + shift, 0.6f),
              cloud_layer::cloudDensity(glm::vec2(up.x * reach + 700.0f, up.z * reach - 1300.0f), 0.6f), 1e-5f);
  // The sky a shift of 700 m and 1.3 km changes, over a fan of directions.
  int changed = 0;
  for (int i = 0; i < 40; ++i) {
    const glm::vec3 d = towards(20.0f + float(i), float(i) * 9.0f);
    const glm::vec3 a = sky_bake::bakedSkyColour(d, sun, 2.5f, 0.6f, shift, white, sea);
    const glm::vec3 b = sky_bake::bakedSkyColour(d, sun, 2.5f, 0.6f, glm::vec2(0.0f), white, sea);
    changed += glm::length(a - b) > 0.01f ? 1 : 0;
  }
  EXPECT_GT(changed, 10);
}

// GL 4.5 section 8.13: the face a direction selects, and its (s, t) in [−1, 1].
void selectFace(const glm::vec3& r, int& face, float& s, float& t) {
  const glm::vec3 a = glm::abs(r);
  if (a.x >= a.y && a.x >= a.z) {
    face = r.x > 0 ? 0 : 1;
    s = (r.x > 0 ? -r.z : r.z) / a.x;
    t = -r.y / a.x;
  } else if (a.y >= a.z) {
    face = r.y > 0 ? 2 : 3;
    s = r.x / a.y;
    t = (r.y > 0 ? r.z : -r.z) / a.y;
  } else {
    face = r.z > 0 ? 4 : 5;
    s = (r.z > 0 ? r.x : -r.x) / a.z;
    t = -r.y / a.z;
  }
}

TEST(SkyBake, CubeFaceDirectionsAreWhatGlSelects) {
  for (int face = 0; face < 6; ++face) {
    for (float s : {-0.9f, -0.3f, 0.0f, 0.55f, 0.95f}) {
      for (float t : {-0.8f, 0.1f, 0.7f}) {
        const glm::vec3 d = sky_bake::cubeFaceDirection(face, s, t);
        EXPECT_NEAR(glm::length(d), 1.0f, 1e-5f);
        int gotFace = -1;
        float gotS = 0, gotT = 0;
        selectFace(d, gotFace, gotS, gotT);
        EXPECT_EQ(gotFace, face);
        EXPECT_NEAR(gotS, s, 1e-5f) << "face " << face;
        EXPECT_NEAR(gotT, t, 1e-5f) << "face " << face;
      }
    }
  }
}

TEST(SkyBake, BelowTheHorizonTheSeaMirrorsTheSky) {
  const glm::vec3 sun = towards(20.0f, 0.0f), light{1.0f, 0.9f, 0.8f}, sea{0.01f, 0.045f, 0.075f};
  // Straight down: mostly the sea's own colour (Fresnel 0.02).
  const glm::vec3 down = sky_bake::bakedSkyColour({0, -1, 0}, sun, 2.5f, 0.0f, glm::vec2(0), light, sea);
  EXPECT_NEAR(down.z, glm::mix(sea, clear_sky::clearSkyColour({0, 1, 0}, sun, 2.5f), 0.02f).z, 1e-5f);
  // Grazing: the mirrored sky, at the cap of 0.45.
  const glm::vec3 grazing = glm::normalize(glm::vec3(0.0f, -0.01f, -1.0f));
  const glm::vec3 mirrored{grazing.x, -grazing.y, grazing.z};
  const glm::vec3 expected = glm::mix(sea, clear_sky::clearSkyColour(mirrored, sun, 2.5f), 0.45f);
  const glm::vec3 got = sky_bake::bakedSkyColour(grazing, sun, 2.5f, 0.0f, glm::vec2(0), light, sea);
  for (int c = 0; c < 3; ++c) EXPECT_NEAR(got[c], expected[c], 1e-5f);
}

}  // namespace
}  // namespace tp
