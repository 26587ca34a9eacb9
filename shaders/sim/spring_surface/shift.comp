#version 450
// Adds the same (height, velocity) to every water cell: how a container that
// clamped some heights puts the water it lost back (SpringSurfaceGpu::shiftWater;
// SpringSurfaceCpu::shiftWater is the twin). A pointwise read-modify-write of
// one image, like splash.comp.
#include "spring_surface_common.glsl"
#include "spring_surface_tile.glsl"
#include "container_range.glsl"

layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform image2D u_state;
layout(location = SPRING_LOC_SHIFT) uniform vec2 u_shift;  // height units, height units/s

void main() {
  ivec2 cell = tileCell();
  if (cell.x < 0 || !isWater(cell)) return;
  vec2 state = imageLoad(u_state, cell).rg;
  precise float height = state.x + u_shift.x;
  precise float velocity = state.y + u_shift.y;
  imageStore(u_state, cell, vec4(keepInContainer(height, velocity), 0.0, 0.0));
}
