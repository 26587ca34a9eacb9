#version 450
// Adds scale·delta to the deep-water height (displaced water: a hull that
// newly covers a cell raises it, one that leaves lowers it), the delta
// texture sampled bilinearly about cell centres (any resolution: the
// harbor's wake mask), over cells `origin` to `end` (exclusive) where the
// caller knows the delta is non-zero. The surface texture follows.
#include "../../common/shared_layout.h"
#include "deep_water_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(std430, binding = DW_SSBO_FIELD) buffer Field { vec2 field[]; };
layout(binding = DW_IMAGE_HEIGHT, rg32f) uniform writeonly image2D heightImage;
layout(binding = TP_TEX_EXTRA) uniform sampler2D delta;

uniform int u_size;
uniform float u_scale;
uniform ivec2 u_origin, u_end;

void main() {
  const ivec2 cell = u_origin + ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(cell, min(u_end, ivec2(u_size))))) return;
  const uint i = uint(cell.y * u_size + cell.x);
  // Smoothed over a cell either way (binomial 1-2-1 weights): a hull's mask
  // has sharp edges, and the shortest waves they make are the slowest in deep
  // water: they would pile up round the hull instead of running off as in
  // the wave equation.
  const vec2 uv = (vec2(cell) + 0.5) / float(u_size), texel = vec2(1.0 / float(u_size));
  float smoothed = 0.0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      smoothed += float((2 - abs(dx)) * (2 - abs(dy))) * texture(delta, uv + vec2(dx, dy) * texel).r;
  field[i].x += u_scale * smoothed / 16.0;
  imageStore(heightImage, cell, vec4(field[i], 0.0, 0.0));
}
