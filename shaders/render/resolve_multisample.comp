#version 450
// Resolves a multisampled colour image into a single-sample one by compute:
// each pixel the mean of its samples, as a resolve blit gives it. On a card
// whose raster path is narrow (a compute part) the blit goes through it,
// while a compute pass reads and writes at the memory's own rate
// (BENCHMARKS.md, "The water shaded by compute, the frame resolved by
// compute").
#include "../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_IN, rgba8) uniform readonly image2DMS frame;
layout(binding = TP_IMAGE_STATE_OUT, rgba8) uniform writeonly image2D resolved;
uniform int samples;

void main() {
  const ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(pixel, imageSize(resolved)))) return;
  vec4 sum = vec4(0.0);
  for (int s = 0; s < samples; ++s) sum += imageLoad(frame, pixel, s);
  imageStore(resolved, pixel, sum / float(samples));
}
