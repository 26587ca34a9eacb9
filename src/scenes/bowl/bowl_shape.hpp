#pragma once
// The fishbowl's geometry, in world units (y up, the table top at y = 0; the
// bowl is about two units across, so think decimetres): a glass sphere cut
// flat at the bottom (its foot) and open at the top with a rolled lip, filled
// to `waterLevel`. Everything that must agree (the glass mesh, the water
// disc, the fish's volume, the shaders' ray casts, picking) reads it here.
#include <optional>
#include <vector>

#include <glm/glm.hpp>

#include "scenes/scene.hpp"
#include "sim/boids/boid_volume.hpp"

namespace tp {

struct BowlShape {
  glm::vec3 centre{0, 0.8f, 0};  // of the glass sphere
  float outerRadius = 1.0f;       // outside of the glass
  float glassThickness = 0.02f;
  float openingY = 1.52f;         // the top is cut here (then the lip)
  float lipRadius = 0.028f;       // the rolled lip's tube
  float floorY = 0.05f;           // inside of the glass foot
  float sandY = 0.09f;            // top of the sand at the centre
  float waterLevel = 1.18f;       // the surface at rest

  float innerRadius() const { return outerRadius - glassThickness; }
  // Radius of the inside of the glass at height y (0 outside the sphere's span).
  float innerRadiusAt(float y) const;
  float outerRadiusAt(float y) const;
  // The water surface at rest: a disc of this radius at waterLevel. It meets
  // the glass, which is drawn as one thin shell at the outer radius; the
  // fish keep to the inner radius.
  float surfaceRadius() const { return outerRadiusAt(waterLevel) - 0.004f; }
  // The water the bowl holds at rest (units³): the inner sphere's slice from
  // the floor to the resting level, π∫(R² − (y − c)²) dy (sand not taken off).
  double restingWaterVolume() const;

  // The glass as one thin shell, a lathe profile (r, y) walked so the normals
  // point outwards: from the foot's centre out along the flat foot, up the
  // wall, and round a rolled lip at the opening. Facing splits it: front
  // faces are the near wall, back faces the far wall seen from inside.
  std::vector<glm::vec2> glassProfile(int wallPoints) const;
  // Where a ray first meets the resting water surface inside the rim.
  std::optional<glm::vec3> hitWaterSurface(const Ray& ray) const;
  // The water the fish swim in: inside the glass, above the sand, below the
  // surface, less the room a fish's body needs.
  CappedSphereVolume fishWater(float fishLength) const;
};

}  // namespace tp
