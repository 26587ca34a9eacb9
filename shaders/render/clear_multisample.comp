#version 450
// Clears every sample of a multisampled colour image to one colour, by
// compute. On a card whose raster path is narrow (a compute part), a clear
// through it writes a sample at a time at a small share of the memory's
// rate, while a compute pass writes at the memory's own rate (BENCHMARKS.md,
// "The frame's clear by compute", names the cards and has the figures). Not for depth: depth formats
// cannot be image targets.
#include "../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_OUT, rgba8) uniform writeonly image2DMS target;
uniform vec4 colour;  // as glClear would store it: display-encoded, in [0, 1]
uniform int samples;

void main() {
  const ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(pixel, imageSize(target)))) return;
  for (int s = 0; s < samples; ++s) imageStore(target, pixel, s, colour);
}
