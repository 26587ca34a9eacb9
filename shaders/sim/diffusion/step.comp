#version 450
// Explicit heat diffusion, u' = u + k·(u_E + u_W + u_N + u_S − 4u), with
// reflecting edges (out-of-range neighbours take the edge cell's value).
// CPU twin: src/sim/diffusion/diffusion.cpp.
#include "../../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D u_in;
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform writeonly image2D u_out;
uniform float u_rate;

float at(ivec2 p) { return imageLoad(u_in, clamp(p, ivec2(0), imageSize(u_in) - 1)).r; }

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, imageSize(u_in)))) return;
  float u = at(p);
  float laplacian = at(p + ivec2(1, 0)) + at(p - ivec2(1, 0)) + at(p + ivec2(0, 1)) + at(p - ivec2(0, 1)) - 4.0 * u;
  imageStore(u_out, p, vec4(u + u_rate * laplacian));
}
