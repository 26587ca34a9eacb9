#version 450
// Adds strength·e^(−r²/R²) to the deep-water height in a box of cells
// (DeepWaterCpu::addSplash), and to the height texture.
#include "../../common/shared_layout.h"
#include "deep_water_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(std430, binding = DW_SSBO_FIELD) buffer Field { vec2 field[]; };
layout(binding = DW_IMAGE_HEIGHT, rg32f) uniform writeonly image2D heightImage;

uniform int u_size;
uniform ivec2 u_origin;  // the box's first cell
uniform ivec2 u_extent;  // cells
uniform vec2 u_centre;   // cells
uniform float u_radius;  // cells
uniform float u_strength;

void main() {
  const ivec2 offset = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(offset, u_extent))) return;
  const ivec2 cell = u_origin + offset;
  const vec2 d = vec2(cell) + 0.5 - u_centre;
  const uint i = uint(cell.y * u_size + cell.x);
  field[i].x += u_strength * exp(-dot(d, d) / (u_radius * u_radius));
  imageStore(heightImage, cell, vec4(field[i], 0.0, 0.0));
}
