#version 450
// Gathers the water height of a few vertices (those around the planet's crate
// probes) into a small buffer the CPU reads a step later: no full-texture readback.
#include "../../common/shared_layout.h"
#include "../../sim/sphere_wave/sphere_common.glsl"
#include "planet_layout.h"

layout(local_size_x = 64) in;
layout(std430, binding = TP_SSBO_NEIGHBOURS) readonly buffer Vertices { int vertexIndex[]; };
layout(std430, binding = TP_SSBO_EXTRA) writeonly buffer Heights { float heightOut[]; };
layout(binding = PLANET_NORMALS_TEX_HEIGHT) uniform sampler2D u_height;
uniform int u_count;

void main() {
  int i = int(gl_GlobalInvocationID.x);
  if (i >= u_count) return;
  heightOut[i] = texelFetch(u_height, sphereTexel(vertexIndex[i]), 0).r;
}
