// The body of a background fill by compute into a multisampled frame: every
// sample whose depth is still the cleared far plane gets the colour of its
// pixel's ray, as a triangle drawn over the whole screen on the far plane
// would give it. That triangle is depth-tested sample by sample through the
// raster path, which is narrow on a compute part; a compute pass reads the
// depth and writes the colour at the memory's rate (BENCHMARKS.md, "The
// frame's clear by compute"). Run by render/frame_compute_pass.*.
// The including shader defines first, in linear colour:
//   vec3 backgroundAlong(vec2 ndc);   // ndc: the pixel's centre, -1..1
#include "../common/shared_layout.h"
#include "../common/optics.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_OUT, rgba8) uniform writeonly image2DMS frameColour;
layout(binding = TP_TEX_FRAME_DEPTH) uniform sampler2DMS frameDepth;
uniform ivec2 frameSize;  // pixels: the frame's own, from its corner (render/frame_compute_pass.*)
uniform int samples;

void main() {
  const ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(pixel, frameSize))) return;
  bool open = false;
  for (int s = 0; s < samples; ++s) open = open || texelFetch(frameDepth, pixel, s).r >= 1.0;
  if (!open) return;
  // The pixel's centre, as the drawn triangle's fragment sees it.
  const vec2 ndc = (vec2(pixel) + 0.5) / vec2(frameSize) * 2.0 - 1.0;
  const vec4 colour = vec4(linearToDisplay(backgroundAlong(ndc)), 1.0);
  for (int s = 0; s < samples; ++s)
    if (texelFetch(frameDepth, pixel, s).r >= 1.0) imageStore(frameColour, pixel, s, colour);
}
