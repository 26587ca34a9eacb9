#version 450
// Adds strength·(1 − d/radius) to the height of water cells whose centre
// (x + 0.5, y + 0.5) is at distance d < radius from the splash centre (cells).
// Velocity is left as it is. Dispatched over the splash's bounding box only.
// A pointwise read-modify-write of one image: each invocation touches only its
// own texel, so unlike the step passes it needs no second image.
// The cone is computed in double and rounded once to float, like the CPU twin
// (SpringSurfaceCpu::splash): a float distance() is not correctly rounded, and
// its last-bit noise would live on in the velocities of the fastest modes.
#include "spring_surface_common.glsl"
#include "spring_surface_tile.glsl"

layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform image2D u_state;
layout(location = SPRING_LOC_SPLASH) uniform vec4 u_splash;  // cx, cy, strength, radius

void main() {
  ivec2 cell = tileCell();
  if (cell.x < 0 || !isWater(cell)) return;
  precise dvec2 offset = dvec2(vec2(cell) + 0.5) - dvec2(u_splash.xy);
  precise double d = sqrt(offset.x * offset.x + offset.y * offset.y);
  if (d >= double(u_splash.w)) return;
  precise double added = double(u_splash.z) * (1.0lf - d / double(u_splash.w));
  vec4 state = imageLoad(u_state, cell);
  state.x += float(added);
  imageStore(u_state, cell, state);
}
