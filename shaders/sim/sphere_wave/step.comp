#version 450
// One step of seed 000's wave update on the icosphere, one vertex an
// invocation (the equation and its rounding: step_vertex.glsl). Vertices
// inside a diamond of the vertex order (src/sim/sphere_wave/icosphere.hpp)
// find their neighbours by arithmetic and only the diamonds' borders read the
// stored ring: 16 bytes of DRAM traffic a vertex (z read, u read and written,
// z' written) instead of 40 when every vertex reads its ring (the first
// design, now the benchmark's shaders/bench/sphere_step_stored_rings.comp).
// The plain kernel the tests hold the others against.
#include "step_vertex.glsl"

layout(local_size_x = TP_GROUP_1D) in;

void main() {
  int v = int(gl_GlobalInvocationID.x);
  if (v >= u_vertexCount) return;
  stepVertex(v, true);
}
