#version 450
// Spring surface, pass 2 of 2 (seed 004's position kernel): for each water cell
//   v'' = v' + force·dt   (optional external acceleration: the scene's fish)
//   h'  = h + v''·dt, kept in the container's range (container_range.glsl; the
//         seed's saturate() clamped to 0..1, which flattened every trough)
// Reads the output of the velocity pass and writes the other image.
#include "spring_surface_common.glsl"
#include "spring_surface_tile.glsl"
#include "container_range.glsl"

layout(binding = TP_IMAGE_STATE_IN, rg32f) uniform readonly image2D u_stateIn;
layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform writeonly image2D u_stateOut;
// Height units/s², grid-sized; read only when u_hasForce != 0.
layout(binding = TP_IMAGE_EXTRA, r32f) uniform readonly image2D u_force;
layout(location = SPRING_LOC_DT) uniform float u_dt;
layout(location = SPRING_LOC_HAS_FORCE) uniform int u_hasForce;

void main() {
  ivec2 cell = tileCell();
  if (cell.x < 0) return;
  if (!isWater(cell)) {
    imageStore(u_stateOut, cell, vec4(0.0));
    return;
  }
  vec2 state = imageLoad(u_stateIn, cell).rg;
  precise float velocity = state.y;
  if (u_hasForce != 0) velocity = velocity + imageLoad(u_force, cell).r * u_dt;
  precise float height = state.x + velocity * u_dt;
  imageStore(u_stateOut, cell, vec4(keepInContainer(height, velocity), 0.0, 0.0));
}
