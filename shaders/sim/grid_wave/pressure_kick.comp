#version 450
// A moving pressure patch's push for one step (sim/moving_source.hpp):
// amount·e^(−r²/R²) taken from the newest height only, so the water under
// the patch is given a downward velocity (a force, in the leapfrog's terms
// F·Δt² = amount). Dispatched over the patch's box (kMovingSourceReach
// radii); cell (x, y) has its centre at (x + 0.5, y + 0.5). Land cells stay zero.
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform image2D heightNow;
// 1×1 and zero when there is no land (out-of-range loads read zero).
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;

layout(location = TP_GW_LOC_SPLASH) uniform vec4 patch_;  // centre x, y (cells), amount, radius
layout(location = TP_GW_LOC_ORIGIN) uniform ivec2 origin;
layout(location = TP_GW_LOC_END) uniform ivec2 end;       // one past the box's last cell

void main() {
  const ivec2 p = origin + ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, end)) || imageLoad(landMask, p).r > 0.5) return;
  const float dx = float(p.x) + 0.5 - patch_.x, dy = float(p.y) + 0.5 - patch_.y;
  const float pushed = patch_.z * exp(-(dx * dx + dy * dy) / (patch_.w * patch_.w));
  imageStore(heightNow, p, imageLoad(heightNow, p) - vec4(pushed));
}
