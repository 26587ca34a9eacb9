#version 450
// Keeps the part of a hull below the still water level (the seed squashes
// the hull onto the surface and lets the near plane cut it): the cell is
// covered, and carries the hull's speed. Blended with MAX, so overlapping
// hulls keep the faster one. Still water, not the wave height: so the mask
// follows only the hulls' poses (which already ride the waves through their
// buoyancy probes), not also the waves they make under themselves.

layout(location = 0) in vec3 worldPosition;
layout(location = 0) out vec4 mask;

uniform float seaLevel;  // m: the still water's height
uniform float speed;     // m/s, horizontal

void main() {
  if (worldPosition.y > seaLevel) discard;
  mask = vec4(1.0, speed, 0.0, 0.0);
}
