#version 450
// Sets both heights to zero under land (after a new mask or a resize), so
// the step's neighbours read zero there from the first step on.
#include "../../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform writeonly image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform writeonly image2D heightOld;
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;

void main() {
  const ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, imageSize(landMask))) || imageLoad(landMask, p).r <= 0.5) return;
  imageStore(heightNow, p, vec4(0.0));
  imageStore(heightOld, p, vec4(0.0));
}
