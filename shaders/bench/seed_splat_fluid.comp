#version 450
// Benchmark only (never used by the app): the seed's two-loop fluid step
// (seed_splat_fluid_step.glsl) unchanged, but as a compute shader writing an
// RGBA32F image, so the benchmark can separate what the two loops cost from
// what running as a fragment shader costs (on an H100/H200 only a small part
// of the chip runs fragment shaders).
#include "../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = 0) uniform sampler2D iChannel0;
layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly image2D next;
#include "seed_splat_fluid_step.glsl"

void main() {
  const ivec2 u = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(u, gridSize))) return;
  imageStore(next, u, seedFluidStep(u, vec2(u) + 0.5));
}
