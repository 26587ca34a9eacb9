#version 450
// Quality change: one field of the old grid resampled bilinearly at the new
// cell centres, clamped at the edges; the same arithmetic as
// resampleGridField() in src/sim/grid_wave/grid_wave_cpu.cpp.
#include "../../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D oldField;
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform writeonly image2D newField;

ivec2 oldSize;
float oldAt(int x, int y) { return imageLoad(oldField, clamp(ivec2(x, y), ivec2(0), oldSize - 1)).r; }

void main() {
  oldSize = imageSize(oldField);
  const ivec2 newSize = imageSize(newField);
  const ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, newSize))) return;
  const vec2 scale = vec2(oldSize) / vec2(newSize);
  const vec2 at = (vec2(p) + 0.5) * scale - 0.5;  // integer = an old cell centre
  const vec2 f = floor(at);
  const ivec2 i = ivec2(f);
  const vec2 t = at - f;
  const float bottom = oldAt(i.x, i.y) + t.x * (oldAt(i.x + 1, i.y) - oldAt(i.x, i.y));
  const float top = oldAt(i.x, i.y + 1) + t.x * (oldAt(i.x + 1, i.y + 1) - oldAt(i.x, i.y + 1));
  imageStore(newField, p, vec4(bottom + t.y * (top - bottom)));
}
