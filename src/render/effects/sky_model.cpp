#include "render/effects/sky_model.hpp"

#include <algorithm>
#include <cmath>

#include "shaders/render/effects/clear_sky.h"
#include "shaders/render/effects/sea_surface.h"

namespace tp {
namespace {

constexpr float kDegrees = 3.14159265f / 180.0f;
const glm::vec3 kRec709Luminance{0.2126f, 0.7152f, 0.0722f};
// How far the eye adapts to a low sun's dimming: its colour's luminance L
// shows as L^(1−k). 0 would show a sunset's real dimming (a hundredth of
// noon's), 1 none; 0.7 keeps a sunset's light orange and strong.
constexpr float kSunAdaptation = 0.7f;
// The sky's mean colour over the upper hemisphere (cosine-weighted) times
// this is its light on an upward face: 1.6 gives the gradient sky's
// (0.50, 0.66, 0.84) in luminance under the default clear sky.
constexpr float kAmbientGain = 1.6f;

// The clear sky's cosine-weighted mean over the upper hemisphere.
glm::vec3 hemisphereMean(const glm::vec3& sun, float turbidity) {
  glm::vec3 sum{0.0f};
  float weight = 0.0f;
  for (int ring = 0; ring < 8; ++ring) {
    const float elevation = (float(ring) + 0.5f) / 8.0f * 90.0f * kDegrees;
    for (int step = 0; step < 16; ++step) {
      const float azimuth = (float(step) + 0.5f) / 16.0f * 360.0f * kDegrees;
      const glm::vec3 direction{std::cos(elevation) * std::sin(azimuth), std::sin(elevation),
                                -std::cos(elevation) * std::cos(azimuth)};
      // Equal steps in elevation: the ring's area goes as cos(elevation), the cosine law as sin.
      const float w = std::cos(elevation) * std::sin(elevation);
      sum += w * clear_sky::clearSkyColour(direction, sun, turbidity);
      weight += w;
    }
  }
  return sum / weight;
}

// Light on level water, sun and sky: what waterLight compares with the default sky's.
glm::vec3 lightOnWater(const SkyLight& light) {
  return light.sunColour * std::max(light.sunDirection.y, 0.0f) * 0.6f + light.skyAmbient * 0.4f;
}

SkyLight skyLightWithoutWater(const SkySettings& sky) {
  SkyLight light;
  light.sunDirection = sunDirectionFor(sky.sunElevationDegrees, sky.sunAzimuthDegrees);
  const float elevation = sky.sunElevationDegrees * kDegrees;
  // White at a very clear noon (turbidity 2, sun overhead).
  const glm::vec3 through = clear_sky::sunTransmittance(elevation, sky.turbidity) /
                            clear_sky::sunTransmittance(90.0f * kDegrees, 2.0f);
  const float luminance = std::max(glm::dot(through, kRec709Luminance), 1e-6f);
  light.sunColour = through * std::pow(luminance, -kSunAdaptation);
  const glm::vec3 mean = hemisphereMean(light.sunDirection, sky.turbidity) * kAmbientGain;
  // Cloud greys the sky's light.
  light.skyAmbient = glm::mix(mean, glm::vec3(glm::dot(mean, kRec709Luminance) * 1.05f), 0.6f * sky.cloudCover);
  return light;
}

}  // namespace

glm::vec3 sunDirectionFor(float elevationDegrees, float azimuthDegrees) {
  const float elevation = elevationDegrees * kDegrees, azimuth = azimuthDegrees * kDegrees;
  return {std::cos(elevation) * std::sin(azimuth), std::sin(elevation), -std::cos(elevation) * std::cos(azimuth)};
}

glm::vec3 farSeaBodyColour(const SkyLight& light) { return sea_surface::farSeaBody() * light.waterLight; }

SkyLight skyLightFor(const SkySettings& sky) {
  SkyLight light = skyLightWithoutWater(sky);
  static const glm::vec3 underDefaultSky = lightOnWater(skyLightWithoutWater(SkySettings{}));
  light.waterLight = lightOnWater(light) / underDefaultSky;
  return light;
}

}  // namespace tp
