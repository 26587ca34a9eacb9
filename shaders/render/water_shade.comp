#version 450
// The water's colour by compute (deferred shading): the water is the first
// thing drawn into the frame, and its meshes (water_surface.frag with
// WATER_DEFERRED 1) write only depth, so every sample nearer than the clear
// is water. This pass shades each such pixel once, as the fragment shader
// would (water_pixel.glsl), and writes the colour into its water samples.
// On a compute part the raster path's fragment stage and its colour writes
// run on a small share of the chip while compute runs on all of it, so the
// look's per-pixel work moves here (BENCHMARKS.md, "The water shaded by
// compute", "The water's meshes write depth alone").
#include "../common/shared_layout.h"
#define WATER_PER_VERTEX 0
#include "effects/sky.glsl"
#include "water_look.glsl"
#include "wind_sea_sample.glsl"
#include "water_pixel.glsl"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_OUT, rgba8) uniform writeonly image2DMS frameColour;
layout(binding = TP_TEX_FRAME_DEPTH) uniform sampler2DMS frameDepth;
uniform ivec2 frameSize;  // pixels: the frame's own, from its corner (render/frame_compute_pass.*)
uniform int samples;
uniform int openSea;  // 1: the open sea's grid was drawn round the patch
#include "frame_unproject.glsl"
#include "near_point_under_water.glsl"

// Where the ray through `ndc` meets the level `y` (world x, z); `fallback`
// where it does not (above the horizon).
vec2 rayOnLevel(vec2 ndc, float y, vec2 fallback) {
  const vec3 near = unproject(ndc, -1.0), direction = unproject(ndc, 1.0) - near;
  const float t = (y - near.y) / direction.y;
  return t > 0.0 ? near.xz + t * direction.xz : fallback;
}

void main() {
  const ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(pixel, frameSize))) return;
  // The water's samples (nearer than the clear's 1); the depth at the
  // pixel's centre, where every sample is water the mean of theirs (the
  // standard patterns are symmetric about the centre and the depth is linear
  // across a triangle), else the first water sample's.
  int first = -1, water = 0;
  uint waterSamples = 0u;  // bit s: sample s is water
  float depthSum = 0.0, firstDepth = 1.0;
  for (int s = samples - 1; s >= 0; --s) {
    const float d = texelFetch(frameDepth, pixel, s).r;
    if (d < 1.0) {
      first = s;
      firstDepth = d;
      ++water;
      waterSamples |= 1u << uint(s);
      depthSum += d;
    }
  }
  if (first < 0) return;
  const float depth = water == samples ? depthSum / float(samples) : firstDepth;

  // The drawn surface at the pixel's centre.
  const vec2 pixelNdc = 2.0 / vec2(frameSize);
  const vec2 ndc = (vec2(pixel) + 0.5) * pixelNdc - 1.0;
  const vec3 worldPosition = unproject(ndc, 2.0 * depth - 1.0);
  // The footprint: where the neighbouring pixels' rays meet the water's level here.
  const vec2 far = worldPosition.xz + 1e3;
  const vec2 footX = rayOnLevel(ndc + vec2(pixelNdc.x, 0.0), worldPosition.y, far) - worldPosition.xz;
  const vec2 footY = rayOnLevel(ndc + vec2(0.0, pixelNdc.y), worldPosition.y, far) - worldPosition.xz;
  // The grid point the wind sea's choppy displacement moved here, with the
  // share of the sea the vertex shader gave it (read where it was drawn: the
  // calm mask and the floor vary over metres, the displacement over less).
  vec2 undisplaced = worldPosition.xz;
  if (windSeaOn != 0) {
    const vec2 drawnUv = (worldPosition.xz - patchCentre) / extent + 0.5;
    const bool onPatch = all(greaterThanEqual(drawnUv, vec2(0.0))) && all(lessThanEqual(drawnUv, vec2(1.0)));
    const float calm = onPatch ? textureLod(calmMask, drawnUv, 0.0).r : 0.0;
    const float share = windSeaShareAt(calm, seaLevel - floorAt(floorHeights, worldPosition.xz));
    undisplaced = windSeaUndisplaced(worldPosition.xz, share, footX, footY);
  }
  const vec2 surfaceUv = (undisplaced - patchCentre) / extent + 0.5;
  // Beyond the patch's edge the open sea's grid drew it (its sunk ring inside
  // the edge shows only in cracks, where the patch's textures serve as well).
  const bool farSea = openSea != 0 && (any(lessThan(surfaceUv, vec2(0.0))) || any(greaterThan(surfaceUv, vec2(1.0))));
  // Seen from below where the pixel's ray starts under the water: the same
  // test at the same point as the fog in front of it (under_water.comp).
  const bool fromBelow = nearPointDepthUnderWater(vec2(pixel) + 0.5) > 0.0;
  const vec4 colour = vec4(waterPixelColour(worldPosition, surfaceUv, farSea, footX, footY, 0.0, false, fromBelow), 1.0);

  for (int s = first; s < samples; ++s)
    if ((waterSamples & (1u << uint(s))) != 0u) imageStore(frameColour, pixel, s, colour);
}
