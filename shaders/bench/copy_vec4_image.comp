#version 450
// Memory probe, texture path: copies an RGBA32F 2D texture into another with
// imageLoad/imageStore over 16×16 groups, the way the solvers' compute passes
// reach their state. 16 bytes read and 16 written per texel.
#include "../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly restrict image2D source;
layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly restrict image2D destination;

void main() {
  const ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  imageStore(destination, p, imageLoad(source, p));
}
