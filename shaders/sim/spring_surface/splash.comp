#version 450
// Adds strength·(1 − d/radius) to the height of water cells whose centre
// (x + 0.5, y + 0.5) is at distance d < radius from the splash centre (cells).
// Velocity is left as it is. Dispatched over the splash's bounding box only.
// A pointwise read-modify-write of one image: each invocation touches only its
// own texel, so unlike the step passes it needs no second image.
#include "spring_surface_common.glsl"
#include "spring_surface_tile.glsl"

layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform image2D u_state;
layout(location = SPRING_LOC_SPLASH) uniform vec4 u_splash;  // cx, cy, strength, radius

void main() {
  ivec2 cell = tileCell();
  if (cell.x < 0 || !isWater(cell)) return;
  float d = distance(vec2(cell) + 0.5, u_splash.xy);
  if (d >= u_splash.w) return;
  vec4 state = imageLoad(u_state, cell);
  state.x += u_splash.z * (1.0 - d / u_splash.w);
  imageStore(u_state, cell, state);
}
