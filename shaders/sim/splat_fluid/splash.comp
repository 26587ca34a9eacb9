#version 450
// A splash (mouse click or --splash), in place on the current state: adds
// mass * (1 - d/radius) where d < radius and sets the velocity there. Each
// invocation reads and writes only its own cell. Dispatched over the splash's
// bounding box only, starting at `origin`.
#include "../../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform image2D state;

uniform ivec2 gridSize;
uniform ivec2 origin;    // first cell of the bounding box
uniform vec2 center;     // cells; cell (x, y) has its centre at (x + 0.5, y + 0.5)
uniform float radius;    // cells
uniform float mass;      // added at the centre
uniform vec2 velocity;   // cells/step

void main() {
  ivec2 cell = origin + ivec2(gl_GlobalInvocationID.xy);
  if (any(lessThan(cell, ivec2(0))) || any(greaterThanEqual(cell, gridSize))) return;
  vec2 delta = vec2(cell) + 0.5 - center;
  float d = sqrt(dot(delta, delta));
  if (d >= radius) return;
  vec4 s = imageLoad(state, cell);
  imageStore(state, cell, vec4(velocity, s.z + mass * (1.0 - d / radius), s.w));
}
