#version 450
// The seed's wake rule (seeds 002/003, "Creating waves"), as a difference of
// two hull masks: where the hulls cover water now that they did not a step
// ago, a bow wave of +amplitude·speed; where they no longer cover it, a stern
// trough of −amplitude·speed (the speed it was left at). Written as
//   delta = amplitude · (S_now − S_before),  S = blur(covered · speed),
// which for sharp masks is exactly the seed's two cases (a cell covered in
// both steps changes only by the change in speed). The 3×3 binomial blur
// keeps grid-scale ripples out: a one-cell-wide kick excites the shortest
// waves, which the five-point stencil disperses into a trail of fine rings.
// The solver adds the result to its heights (GridWaveGpu::addHeightDelta).
// Only the cells of the hulls' footprints are visited (work group z picks the
// rectangle); the rest of the delta is zero, cleared beforehand (WakeMask::end).
#include "../../common/shared_layout.h"
#include "harbor_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = HARBOR_IMAGE_MASK_NOW, rg16f) uniform readonly image2D maskNow;
layout(binding = HARBOR_IMAGE_MASK_BEFORE, rg16f) uniform readonly image2D maskBefore;
layout(binding = HARBOR_IMAGE_WAKE_DELTA, r32f) uniform writeonly image2D delta;
layout(location = HARBOR_LOC_WAKE_AMPLITUDE) uniform float amplitude;
layout(location = HARBOR_LOC_WAKE_RECTS) uniform ivec4 rects[HARBOR_MAX_WAKE_RECTS];

// covered · speed at a cell (the mask holds speed in .g only where covered).
float pushed(vec2 mask) { return mask.r > HARBOR_COVERED ? mask.g : 0.0; }

void main() {
  const ivec2 size = imageSize(delta);
  const ivec4 rect = rects[gl_WorkGroupID.z];
  const ivec2 p = rect.xy + ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, min(rect.zw, size)))) return;
  float change = 0.0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const ivec2 q = clamp(p + ivec2(dx, dy), ivec2(0), size - 1);
      const float weight = float((2 - abs(dx)) * (2 - abs(dy))) / 16.0;  // (1 2 1)⊗(1 2 1)/16
      change += weight * (pushed(imageLoad(maskNow, q).rg) - pushed(imageLoad(maskBefore, q).rg));
    }
  imageStore(delta, p, vec4(amplitude * change));
}
