#version 450
// The water between the eye and what it sees, where the view starts under
// the surface: each sample's colour loses to the water's own colour by
// Beer-Lambert over the distance from the pixel's point on the near plane
// to what was drawn there, c·T + w·(1 − T), T = exp(−extinction·d) per
// channel (water_from_below.glsl gives both); where nothing was drawn (the
// clear) the water's colour alone. Which pixels lie under the water is
// decided per pixel at that near point (near_point_under_water.glsl), as
// the deferred water decides which way its surface is seen
// (water_shade.comp), so a camera at the waterline shows the line across
// the picture with the air above it untouched. Runs after everything in the
// frame is drawn, and after near_plane_waterline.comp.
#include "../common/shared_layout.h"
#define WATER_PER_VERTEX 0
#include "effects/sky.glsl"
#include "water_look.glsl"
#include "wind_sea_sample.glsl"
#include "water_pixel.glsl"

// The frame's colour (display-encoded) and depth: multisampled, or one
// sample a pixel (a software renderer's frame).
#ifndef FRAME_MULTISAMPLED
#define FRAME_MULTISAMPLED 1
#endif
layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
#if FRAME_MULTISAMPLED
layout(binding = TP_IMAGE_STATE_OUT, rgba8) uniform image2DMS frameColour;
layout(binding = TP_TEX_FRAME_DEPTH) uniform sampler2DMS frameDepth;
#define FRAME_DEPTH(s) texelFetch(frameDepth, pixel, s).r
#define FRAME_LOAD(s) imageLoad(frameColour, pixel, s)
#define FRAME_STORE(s, colour) imageStore(frameColour, pixel, s, colour)
#else
layout(binding = TP_IMAGE_STATE_OUT, rgba8) uniform image2D frameColour;
layout(binding = TP_TEX_FRAME_DEPTH) uniform sampler2D frameDepth;
#define FRAME_DEPTH(s) texelFetch(frameDepth, pixel, 0).r
#define FRAME_LOAD(s) imageLoad(frameColour, pixel)
#define FRAME_STORE(s, colour) imageStore(frameColour, pixel, colour)
#endif
uniform ivec2 frameSize;  // pixels: the frame's own, from its corner (render/frame_compute_pass.*)
uniform int samples;
#include "frame_unproject.glsl"
#include "near_point_under_water.glsl"

void main() {
  const ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(pixel, frameSize))) return;
  const float depthUnder = nearPointDepthUnderWater(vec2(pixel) + 0.5);
  if (depthUnder <= 0.0) return;  // in the air: left as drawn
  const vec2 ndc = (vec2(pixel) + 0.5) * (2.0 / vec2(frameSize)) - 1.0;
  const vec3 near = unproject(ndc, -1.0);
  const vec3 water = underWaterColour(depthUnder);
  const vec3 extinction = waterExtinction();
  for (int s = 0; s < samples; ++s) {
    const float depth = FRAME_DEPTH(s);
    vec3 through = vec3(0.0);  // nothing drawn: the water goes on out of sight
    if (depth < 1.0) through = exp(-extinction * distance(unproject(ndc, 2.0 * depth - 1.0), near));
    const vec3 seen = displayToLinear(FRAME_LOAD(s).rgb);
    FRAME_STORE(s, vec4(linearToDisplay(seen * through + water * (1.0 - through)), 1.0));
  }
}
