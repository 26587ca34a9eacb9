#version 450
// The sphere wave's first step kernel, kept for tidepool-bench ("ours_simple"):
// one vertex an invocation, every vertex reading its whole ring from the ring
// textures (RGBA32I + RG32I, 24 bytes) where the product's step.comp finds
// the rings inside the diamonds by arithmetic. The same arithmetic
// (step_vertex.glsl), so the same numbers. Runs through
// SphereWaveGpu::setStepProgram on the solver's own bindings.
#include "../sim/sphere_wave/step_vertex.glsl"

layout(local_size_x = TP_GROUP_1D) in;

void main() {
  int v = int(gl_GlobalInvocationID.x);
  if (v >= u_vertexCount) return;
  stepVertex(v, false);
}
