#version 450
// Where the view starts under the water, found once a frame for the passes
// over the frame that ask it of every pixel (near_point_under_water.glsl):
// one invocation a node, at the pixel every TP_WATERLINE_TILE each way,
// writing the drawn surface's level above that pixel's point on the near
// plane (waterLevelAt, which undoes the wind sea's choppy displacement over
// several texture reads) less the point's height, in metres.
#include "../common/shared_layout.h"
#define WATER_PER_VERTEX 0
#include "effects/sky.glsl"
#include "water_look.glsl"
#include "wind_sea_sample.glsl"
// Its samplers (heights, floor, calm mask) and waterLevelAt.
#include "water_pixel.glsl"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_EXTRA, r32f) uniform writeonly image2D nearPlaneDepthUnder;
uniform ivec2 viewSize;  // pixels: the view's width and height
#include "frame_unproject.glsl"

void main() {
  const ivec2 node = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(node, imageSize(nearPlaneDepthUnder)))) return;
  const vec2 ndc = (vec2(node * TP_WATERLINE_TILE) + 0.5) * (2.0 / vec2(viewSize)) - 1.0;
  const vec3 near = unproject(ndc, -1.0);
  imageStore(nearPlaneDepthUnder, node, vec4(waterLevelAt(near.xz) - near.y));
}
