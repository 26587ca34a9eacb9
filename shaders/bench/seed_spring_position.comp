#version 450
// SEED DESIGN, benchmark only (never used by the app): seed 004's position
// kernel (PosKernel): v += externalForce; h += v·timeStep, written back to the
// height buffer in place (each invocation touches only its own spring), and
// the height packed into the 8-bit render texture the surface shader samples
// (springOutTex, saturated to [0, 1] as in the seed). The seed also saturates
// the stored height — the bug its write-up admits to and our kernel avoids — so
// here the stored height is not clamped (same traffic, comparable results).
#include "bench_layout.h"

layout(local_size_x = TP_SEED_SPRING_GROUP, local_size_y = TP_SEED_SPRING_GROUP) in;
layout(std430, binding = TP_SEED_SSBO_HEIGHTS) buffer Heights { float springPositionsArray[]; };
layout(std430, binding = TP_SEED_SSBO_VELOCITY_IN) readonly buffer Velocity { float spring1DVelocityArray[]; };
layout(binding = TP_SEED_IMAGE_SPRING_OUT, r8) uniform writeonly image2D springOutTex;
layout(location = TP_SEED_LOC_GRID_POINTS) uniform int SPRING_COUNT;
layout(location = TP_SEED_LOC_TIME_STEP) uniform float timeStep;
layout(location = TP_SEED_LOC_EXTERNAL_FORCE) uniform float exernalForce;  // sic, the seed's name

void main() {
  const ivec2 id = ivec2(gl_GlobalInvocationID.xy);
  if (id.x >= SPRING_COUNT || id.y >= SPRING_COUNT) return;
  const int id1d = id.y * SPRING_COUNT + id.x;
  float velocity = spring1DVelocityArray[id1d];
  velocity += exernalForce;  // scale by external forces...
  const float height = springPositionsArray[id1d] + velocity * timeStep;
  springPositionsArray[id1d] = height;
  imageStore(springOutTex, id, vec4(clamp(height, 0.0, 1.0)));  // normalise before packing into the texture
}
