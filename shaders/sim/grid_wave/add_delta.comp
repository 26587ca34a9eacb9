#version 450
// Adds scale·delta to the height (and to the previous height when flag bit 0
// is set: displaced water at rest rather than a kick). The delta texture is
// sampled bilinearly at cell centres, so it may have any resolution (a wake
// mask, a stamp). Land cells stay zero. The dispatch may cover only part of
// the grid, cells `origin` to `end` (exclusive), where the caller knows the
// delta is zero elsewhere (the harbor's wakes).
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D heightOld;
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;
layout(binding = TP_TEX_EXTRA) uniform sampler2D delta;

layout(location = TP_GW_LOC_SCALE) uniform float scale;
layout(location = TP_GW_LOC_FLAGS) uniform int flags;
layout(location = TP_GW_LOC_ORIGIN) uniform ivec2 origin;
layout(location = TP_GW_LOC_END) uniform ivec2 end;  // at most the grid's size

void main() {
  const ivec2 size = imageSize(heightNow);
  const ivec2 p = origin + ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, min(end, size))) || imageLoad(landMask, p).r > 0.5) return;
  const float added = scale * texture(delta, (vec2(p) + 0.5) / vec2(size)).r;
  imageStore(heightNow, p, imageLoad(heightNow, p) + vec4(added));
  if ((flags & 1) != 0) imageStore(heightOld, p, imageLoad(heightOld, p) + vec4(added));
}
