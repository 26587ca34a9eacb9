#version 450
// The wind sea's mip levels by compute: each texel of a level the mean of the
// 2×2 texels under it (the box filter glGenerateMipmap applies to a
// power-of-two texture), for both fields, four levels a dispatch. On a
// compute part the driver's mipmap generation runs through the narrow
// raster path, level by level (BENCHMARKS.md, "The wind sea's mip levels by
// compute"). Each group of 16×16 invocations reads a 32×32 block of level
// `sourceLevel`, writes its means to the next level and keeps them in shared
// memory, whence its first 8×8, 4×4 and 2×2 invocations make the three
// levels after.
#include "wind_sea_layout.h"

layout(local_size_x = WS_MIP_GROUP, local_size_y = WS_MIP_GROUP) in;
layout(binding = 0) uniform sampler2D displacementField;
layout(binding = 1) uniform sampler2D slopeField;
layout(binding = 0, rgba32f) uniform writeonly image2D displacementLevel[WS_MIP_LEVELS_A_PASS];
layout(binding = WS_MIP_LEVELS_A_PASS, rgba32f) uniform writeonly image2D slopeLevel[WS_MIP_LEVELS_A_PASS];
uniform int sourceLevel;
uniform int levels;  // how many of the images to write, 1 to WS_MIP_LEVELS_A_PASS

shared vec4 displacementMeans[WS_MIP_GROUP][WS_MIP_GROUP];
shared vec4 slopeMeans[WS_MIP_GROUP][WS_MIP_GROUP];

vec4 meanBelow(sampler2D field, ivec2 texel) {
  const ivec2 at = 2 * texel;
  return 0.25 * (texelFetch(field, at, sourceLevel) + texelFetch(field, at + ivec2(1, 0), sourceLevel) +
                 texelFetch(field, at + ivec2(0, 1), sourceLevel) + texelFetch(field, at + ivec2(1, 1), sourceLevel));
}

void main() {
  const ivec2 local = ivec2(gl_LocalInvocationID.xy);
  const ivec2 texel = ivec2(gl_GlobalInvocationID.xy);
  const int firstSize = textureSize(displacementField, sourceLevel).x / 2;  // the first level written
  vec4 displacement = vec4(0.0), slope = vec4(0.0);
  if (all(lessThan(texel, ivec2(firstSize)))) {
    displacement = meanBelow(displacementField, texel);
    slope = meanBelow(slopeField, texel);
    imageStore(displacementLevel[0], texel, displacement);
    imageStore(slopeLevel[0], texel, slope);
  }
  displacementMeans[local.y][local.x] = displacement;
  slopeMeans[local.y][local.x] = slope;
  for (int step = 1; step < WS_MIP_LEVELS_A_PASS; ++step) {
    barrier();
    const int span = WS_MIP_GROUP >> step;  // this level's texels a group holds, a side
    const bool holds = all(lessThan(local, ivec2(span)));
    if (holds) {
      const ivec2 at = 2 * local;
      displacement = 0.25 * (displacementMeans[at.y][at.x] + displacementMeans[at.y][at.x + 1] +
                             displacementMeans[at.y + 1][at.x] + displacementMeans[at.y + 1][at.x + 1]);
      slope = 0.25 * (slopeMeans[at.y][at.x] + slopeMeans[at.y][at.x + 1] + slopeMeans[at.y + 1][at.x] +
                      slopeMeans[at.y + 1][at.x + 1]);
    }
    barrier();
    if (holds) {
      displacementMeans[local.y][local.x] = displacement;
      slopeMeans[local.y][local.x] = slope;
      const ivec2 at = ivec2(gl_WorkGroupID.xy) * span + local;
      if (step < levels && all(lessThan(at, ivec2(firstSize >> step)))) {
        imageStore(displacementLevel[step], at, displacement);
        imageStore(slopeLevel[step], at, slope);
      }
    }
  }
}
