#version 450
// The bowl's water surface: a unit disc mesh (src/render/disc_mesh.*) scaled
// to the surface radius and lifted by the spring state's height, sampled
// bilinearly (the seed's "bilinear filtering smooths out the surface for
// more or less no added cost"). The disc inscribed in the N×N grid is the
// water (spring_surface_mask.hpp), so disc radius 1 is uv radius 0.5.
#include "../../common/shared_layout.h"
#include "rim_sample.glsl"

layout(location = 0) in vec2 discPosition;  // unit disc: x, z
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 surfaceUv;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D state;  // RG32F: height, velocity
uniform mat4 viewProjection;
uniform vec3 surfaceCentre;   // world centre of the disc at rest
uniform float surfaceRadius;  // world units
uniform float heightScale;    // world units per height unit
uniform vec3 bowlCentre;      // the glass sphere (outer radius)
uniform float bowlRadius;

void main() {
  surfaceUv = 0.5 + 0.5 * discPosition;
  float gridSize = float(textureSize(state, 0).x);
  float height = textureLod(state, insideRimUv(surfaceUv, gridSize, 1.5), 0.0).r;
  worldPosition = surfaceCentre + vec3(discPosition.x * surfaceRadius, height * heightScale,
                                       discPosition.y * surfaceRadius);
  // Water raised at the rim climbs the glass, which narrows above the
  // equator: keep the edge inside the glass at its new height.
  float dy = worldPosition.y - bowlCentre.y;
  float glass = sqrt(max(bowlRadius * bowlRadius - dy * dy, 0.0)) - 0.004;
  vec2 fromAxis = worldPosition.xz - bowlCentre.xz;
  float r = length(fromAxis);
  if (r > glass) worldPosition.xz = bowlCentre.xz + fromAxis * (glass / r);
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
}
