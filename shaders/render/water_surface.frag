#version 450
// Water shading (water_look.glsl): per pixel, the normal rebuilt from the
// height texture by central differences, and the wind sea's slope added
// when it is on; or, with WATER_PER_VERTEX 1 (light quality for software
// GL), the colour the vertex shader worked out.
#include "../common/shared_layout.h"
// The renderer defines both; these defaults let the shader build on its own.
#ifndef WATER_PER_VERTEX
#define WATER_PER_VERTEX 0
#endif
#ifndef WATER_FAR_SEA
#define WATER_FAR_SEA 0
#endif
#include "effects/sky.glsl"
#include "water_look.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 surfaceUv;
layout(location = 0) out vec4 fragColour;

// The far sea's grid holds the patch in its middle, which the patch's own
// mesh draws: all but the sunk ring just inside its edge is left out.
uniform float farKeepInside;  // uv: the width of that ring
bool insidePatch() {
  return WATER_FAR_SEA != 0 && all(greaterThan(surfaceUv, vec2(farKeepInside))) &&
         all(lessThan(surfaceUv, vec2(1.0 - farKeepInside)));
}

#if WATER_PER_VERTEX
layout(location = 2) in vec3 shadedColour;

void main() {
  if (insidePatch()) discard;
  fragColour = vec4(shadedColour, 1.0);
}
#else
#include "wind_sea_sample.glsl"
layout(location = 2) in float windSeaVertexHeight;  // m: the wind sea's height at the vertices, interpolated
layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;  // metres; far down when there is none
layout(binding = TP_TEX_CALM_MASK) uniform sampler2D calmMask;
layout(binding = TP_TEX_FOAM) uniform sampler2D foamCover;  // zero when there is none
uniform float seaLevel;

void main() {
  if (insidePatch()) discard;
  float calm = texture(calmMask, surfaceUv).r;
  float share = waveShare(calm, surfaceUv);
  vec2 texel = 1.0 / vec2(textureSize(heights, 0));
  float left = texture(heights, surfaceUv - vec2(texel.x, 0.0)).r;
  float right = texture(heights, surfaceUv + vec2(texel.x, 0.0)).r;
  float down = texture(heights, surfaceUv - vec2(0.0, texel.y)).r;
  float up = texture(heights, surfaceUv + vec2(0.0, texel.y)).r;
  float height = share * texture(heights, surfaceUv).r;
  const vec2 world = patchCentre + (surfaceUv - 0.5) * extent;  // before the wind sea's displacement
  float floorHeight = floorAt(floorHeights, world);
  float foam = share * texture(foamCover, surfaceUv).r;
  vec3 normal;
  if (windSeaOn != 0) {
    const float windShare = (1.0 - clamp(calm, 0.0, 1.0)) * windSeaDepthShare(seaLevel - floorHeight);
    const WindSea sea = windSeaAtPixel(world, windShare, windSeaVertexHeight);
    normal = normalFromSlope(waterSlope(left, right, down, up, texel, share) + sea.slope);
    height += windSeaCrestShare * sea.offset.y;
    foam = max(foam, windSeaFoam(sea.squeeze));
  } else {
    normal = waterNormal(left, right, down, up, texel, share);
  }
  fragColour = vec4(waterColour(worldPosition, surfaceUv, normal, height, floorHeight, foam), 1.0);
}
#endif
