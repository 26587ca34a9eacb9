#version 450
// The water's colour by compute (deferred shading): the raster pass
// (water_surface.frag with WATER_DEFERRED 1) left in each sample it covers a
// marker of where on its mesh the water lies (water_deferred.glsl); this
// pass shades each such pixel once, as the fragment shader would
// (water_pixel.glsl), and writes the colour into its water samples. On a
// compute part the raster path's fragment stage runs on a small share of
// the chip while compute runs on all of it, so the look's per-pixel
// arithmetic moves here (BENCHMARKS.md, "The water shaded by compute, the
// frame resolved by compute").
#include "../common/shared_layout.h"
#define WATER_PER_VERTEX 0
#include "effects/sky.glsl"
#include "water_look.glsl"
#include "wind_sea_sample.glsl"
#include "water_pixel.glsl"
#include "water_far_sea.glsl"
#include "water_deferred.glsl"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_OUT, rgba8) uniform image2DMS frameColour;
layout(binding = TP_TEX_FRAME_DEPTH) uniform sampler2DMS frameDepth;
uniform ivec4 viewport;  // x, y, width, height: pixels, as glViewport set them
uniform int samples;
uniform mat4 inverseViewProjection;
uniform vec2 meshStep;  // uv between neighbouring vertices of the open sea's grid

vec3 unproject(vec2 ndc, float ndcDepth) {
  const vec4 p = inverseViewProjection * vec4(ndc, ndcDepth, 1.0);
  return p.xyz / p.w;
}

// Where the ray through `ndc` meets the level `y` (world x, z); `fallback`
// where it does not (above the horizon).
vec2 rayOnLevel(vec2 ndc, float y, vec2 fallback) {
  const vec3 near = unproject(ndc, -1.0), direction = unproject(ndc, 1.0) - near;
  const float t = (y - near.y) / direction.y;
  return t > 0.0 ? near.xz + t * direction.xz : fallback;
}

void main() {
  const ivec2 inViewport = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(inViewport, viewport.zw))) return;
  const ivec2 pixel = viewport.xy + inViewport;
  // The first water sample's marker; the depth at the pixel's centre, where
  // every sample is water the mean of theirs (the standard patterns are
  // symmetric about the centre and the depth is linear across a triangle).
  int first = -1, water = 0;
  uint waterSamples = 0u;  // bit s: sample s is marked water
  vec2 gridUv = vec2(0.0);
  bool farSea = false;
  float depthSum = 0.0;
  for (int s = samples - 1; s >= 0; --s) {
    vec2 uv;
    bool far;
    if (readWaterMarker(imageLoad(frameColour, pixel, s), uv, far)) {
      first = s;
      gridUv = uv;
      farSea = far;
      ++water;
      waterSamples |= 1u << uint(s);
      depthSum += texelFetch(frameDepth, pixel, s).r;
    }
  }
  if (first < 0) return;
  const float depth = water == samples ? depthSum / float(samples) : texelFetch(frameDepth, pixel, first).r;

  // The drawn surface at the pixel's centre.
  const vec2 pixelNdc = 2.0 / vec2(viewport.zw);
  const vec2 ndc = (vec2(inViewport) + 0.5) * pixelNdc - 1.0;
  const vec3 worldPosition = unproject(ndc, 2.0 * depth - 1.0);
  vec2 surfaceUv = gridUv;
  if (farSea) {
    float spacing;
    surfaceUv = farSeaPoint(gridUv, meshStep, spacing) / extent + 0.5;
  }
  // The footprint: where the neighbouring pixels' rays meet the water's level here.
  const vec2 far = worldPosition.xz + 1e3;
  const vec2 footX = rayOnLevel(ndc + vec2(pixelNdc.x, 0.0), worldPosition.y, far) - worldPosition.xz;
  const vec2 footY = rayOnLevel(ndc + vec2(0.0, pixelNdc.y), worldPosition.y, far) - worldPosition.xz;
  const vec4 colour = vec4(waterPixelColour(worldPosition, surfaceUv, farSea, footX, footY, 0.0, false), 1.0);

  for (int s = first; s < samples; ++s)
    if ((waterSamples & (1u << uint(s))) != 0u) imageStore(frameColour, pixel, s, colour);
}
