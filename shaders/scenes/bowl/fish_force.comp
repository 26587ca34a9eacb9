#version 450
// The fish's push on the spring surface (src/scenes/bowl/fish_forcing.*):
// every cell sums the Gaussian stamps that reach it,
//   force = Σ amplitude·exp(−d²/(2σ²)) for |dx|, |dy| < 3σ   (height units/s²),
// with d from the cell centre (x + 0.5, y + 0.5) to the stamp's centre, all in
// cells; the same formula as stampWeight() on the CPU, which balanced them.
// Then the scene's slosh damping: − slosh·v, v from the spring state.
#include "../../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, rg32f) uniform readonly image2D u_state;  // h, v
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform writeonly image2D u_force;
layout(std430, binding = TP_SSBO_EXTRA) readonly buffer Stamps { vec4 stamps[]; };  // x, y, amplitude, sigma
layout(location = 0) uniform int u_gridSize;
layout(location = 1) uniform int u_stampCount;
layout(location = 2) uniform float u_slosh;  // 1/s

const float kCutoffSigmas = 3.0;

void main() {
  ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  if (cell.x >= u_gridSize || cell.y >= u_gridSize) return;
  vec2 centre = vec2(cell) + 0.5;
  float force = 0.0;
  for (int i = 0; i < u_stampCount; ++i) {
    vec4 s = stamps[i];
    vec2 d = centre - s.xy;
    float cutoff = kCutoffSigmas * s.w;
    if (abs(d.x) >= cutoff || abs(d.y) >= cutoff) continue;
    force += s.z * exp(-(d.x * d.x + d.y * d.y) / (2.0 * s.w * s.w));
  }
  force -= u_slosh * imageLoad(u_state, cell).g;
  imageStore(u_force, cell, vec4(force, 0.0, 0.0, 0.0));
}
