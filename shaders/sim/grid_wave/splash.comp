#version 450
// Adds strength·(1 − d/radius) where d < radius to both heights (water at
// rest, raised or lowered): the headless contract's --splash and the scene's
// click. Dispatched over the splash's bounding box only; cell (x, y) has its
// centre at (x + 0.5, y + 0.5). Land cells stay zero.
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D heightOld;
// 1×1 and zero when there is no land (out-of-range loads read zero).
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;

layout(location = TP_GW_LOC_SPLASH) uniform vec4 splash;  // centre x, y (cells), strength, radius
layout(location = TP_GW_LOC_ORIGIN) uniform ivec2 origin;

void main() {
  const ivec2 p = origin + ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, imageSize(heightNow))) || any(lessThan(p, ivec2(0)))) return;
  const float dx = float(p.x) + 0.5 - splash.x, dy = float(p.y) + 0.5 - splash.y;
  const float d = sqrt(dx * dx + dy * dy);
  if (d >= splash.w || imageLoad(landMask, p).r > 0.5) return;
  const float added = splash.z * (1.0 - d / splash.w);
  imageStore(heightNow, p, imageLoad(heightNow, p) + vec4(added));
  imageStore(heightOld, p, imageLoad(heightOld, p) + vec4(added));
}
