#version 450
// Keeps the part of a hull below the water surface (the seed squashes the
// hull onto the surface and lets the near plane cut it; we compare with the
// water height itself, so a hull lifted by a crest leaves the mask): the
// cell is covered, and carries the hull's speed. Blended with MAX, so
// overlapping hulls keep the faster one.
#include "../../common/shared_layout.h"

layout(location = 0) in vec3 worldPosition;
layout(location = 0) out vec4 mask;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
uniform vec2 extent;
uniform float seaLevel;
uniform float speed;  // m/s, horizontal

void main() {
  vec2 uv = worldPosition.xz / extent + 0.5;
  if (worldPosition.y > seaLevel) discard;
  mask = vec4(1.0, speed, 0.0, 0.0);
}
