#version 450
// SEED DESIGN, benchmark only (never used by the app): seed 004's velocity
// kernel (VelKernel), with the spring heights and velocities in two float
// buffers (the seed's StructuredBuffers), one spring per invocation:
//   acc = Σ over the 8 neighbours inside the grid of
//         (h_n − h)·stiffness + (v_n − v)·damp;      v' = v + acc·timeStep
// One change: the seed adds to spring1DVelocityArray in place while other
// invocations read it (a race; its write-up warns against exactly that), so
// here v' goes to a second buffer and the two swap each step. The traffic is
// the same: one velocity read and one written per spring.
#include "bench_layout.h"

layout(local_size_x = TP_SEED_SPRING_GROUP, local_size_y = TP_SEED_SPRING_GROUP) in;
layout(std430, binding = TP_SEED_SSBO_HEIGHTS) readonly buffer Heights { float springPositionsArray[]; };
layout(std430, binding = TP_SEED_SSBO_VELOCITY_IN) readonly buffer VelocityIn { float spring1DVelocityArray[]; };
layout(std430, binding = TP_SEED_SSBO_VELOCITY_OUT) writeonly buffer VelocityOut { float nextVelocity[]; };
layout(location = TP_SEED_LOC_GRID_POINTS) uniform int SPRING_COUNT;
layout(location = TP_SEED_LOC_STIFFNESS) uniform float stiffness;
layout(location = TP_SEED_LOC_DAMPING) uniform float damp;
layout(location = TP_SEED_LOC_TIME_STEP) uniform float timeStep;

int Id2dTo1d(ivec2 id, int width) { return id.y * width + id.x; }

void main() {
  const ivec2 id = ivec2(gl_GlobalInvocationID.xy);
  if (id.x >= SPRING_COUNT || id.y >= SPRING_COUNT) return;
  const int id1d = Id2dTo1d(id, SPRING_COUNT);
  const float springHeight = springPositionsArray[id1d];
  const float velocity = spring1DVelocityArray[id1d];
  float acceleration = 0.0;
  for (int x = id.x - 1; x <= id.x + 1; x++) {
    for (int y = id.y - 1; y <= id.y + 1; y++) {
      if (x == id.x && y == id.y) continue;  // ignore self
      if (x < 0 || y < 0 || x > SPRING_COUNT - 1 || y > SPRING_COUNT - 1) continue;  // out of range
      const int nId = Id2dTo1d(ivec2(x, y), SPRING_COUNT);
      const float nHeight = springPositionsArray[nId];
      const float nVel = spring1DVelocityArray[nId];
      const float dampingForce = (nVel - velocity) * damp;
      acceleration += ((nHeight - springHeight) * stiffness) + dampingForce;
    }
  }
  nextVelocity[id1d] = velocity + acceleration * timeStep;
}
