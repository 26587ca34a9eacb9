#version 450
// One step of seed 000's wave update on the icosphere, one vertex an
// invocation (the equation and its rounding: step_vertex.glsl). With
// IMPLICIT_RINGS (the default) vertices inside a diamond of the vertex order
// (src/sim/sphere_wave/icosphere.hpp) find their neighbours by arithmetic and
// only the diamonds' borders read the stored ring: 16 bytes of DRAM traffic
// a vertex (z read, u read and written, z' written) instead of 40. Without
// it, every vertex reads its ring (RGBA32I + RG32I, 24 bytes): the first
// design, kept for the benchmark ("ours_simple").
#ifndef IMPLICIT_RINGS
#define IMPLICIT_RINGS 1
#endif
#include "step_vertex.glsl"

layout(local_size_x = TP_GROUP_1D) in;

void main() {
  int v = int(gl_GlobalInvocationID.x);
  if (v >= u_vertexCount) return;
  stepVertex(v, IMPLICIT_RINGS != 0);
}
