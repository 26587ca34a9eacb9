#version 450
// Spring surface, pass 1 of 2 (seed 004's velocity kernel): for each water cell
//   acc = Σ over the 8 neighbours n inside the grid and water of
//         (h_n − h)·stiffness + (v_n − v)·damping;     v' = v + acc·dt.
// Reads the state image and writes the other one: no invocation can see a
// neighbour's new velocity, whatever order the work groups run in.
// `precise` forbids fused multiply-adds, so the CPU twin
// (src/sim/spring_surface/spring_surface_cpu.cpp) can follow the same roundings.
#include "spring_surface_common.glsl"
#include "spring_surface_tile.glsl"

layout(binding = TP_IMAGE_STATE_IN, rg32f) uniform readonly image2D u_stateIn;    // h, v
layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform writeonly image2D u_stateOut; // h, v'
layout(location = SPRING_LOC_STIFFNESS) uniform float u_stiffness;  // 1/s²
layout(location = SPRING_LOC_DAMPING) uniform float u_damping;      // 1/s
layout(location = SPRING_LOC_DT) uniform float u_dt;                // s

void main() {
  ivec2 cell = tileCell();
  if (cell.x < 0) return;
  if (!isWater(cell)) {
    imageStore(u_stateOut, cell, vec4(0.0));  // not water: held at rest
    return;
  }
  vec2 self = imageLoad(u_stateIn, cell).rg;
  precise float acceleration = 0.0;
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      ivec2 neighbour = cell + ivec2(dx, dy);
      if ((dx == 0 && dy == 0) || !isWater(neighbour)) continue;
      vec2 other = imageLoad(u_stateIn, neighbour).rg;
      acceleration += (other.x - self.x) * u_stiffness + (other.y - self.y) * u_damping;
    }
  }
  precise float velocity = self.y + acceleration * u_dt;
  imageStore(u_stateOut, cell, vec4(self.x, velocity, 0.0, 0.0));
}
