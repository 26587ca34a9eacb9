#pragma once
// A scene's sky as a player sets it (the sun's place, the air's haze, the
// cloud cover and drift) and the light that follows from it, worked out on
// the CPU from the same formulas the sky bake runs (shaders/render/effects/
// clear_sky.h, sky_bake.h), so that boats, islands and water are lit by the
// sky they stand under.
#include <glm/glm.hpp>

#include "render/effects/sky_light.hpp"

namespace tp {

struct SkySettings {
  float sunElevationDegrees = 32.0f;  // above the horizon
  float sunAzimuthDegrees = 342.0f;   // clockwise from north (−z) through east (+x)
  float turbidity = 2.5f;             // 2: very clear .. 10: hazy (Preetham et al.'s range)
  float cloudCover = 0.35f;           // 0 .. 1: share of the sky the deck hides
  glm::vec2 cloudShift{0.0f};         // metres the cloud deck has drifted
  int faceSize = 256;                 // texels along a cube face's edge
  bool operator==(const SkySettings&) const = default;
};

// Unit vector towards the sun (y up, north −z, east +x).
glm::vec3 sunDirectionFor(float elevationDegrees, float azimuthDegrees);

// The light under that sky (no cube: SkyCube adds its own). The sun's colour
// is its light through the air, seen as by an eye adapted to a clear noon
// and, partly, to the dimming of a low sun.
SkyLight skyLightFor(const SkySettings& sky);

// The open sea's own colour far away, in the light of `light` (the sky bake
// mixes it with the mirrored sky below the horizon).
glm::vec3 farSeaBodyColour(const SkyLight& light);

}  // namespace tp
