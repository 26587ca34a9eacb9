#version 450
// Water shading (water_look.glsl): per pixel (water_pixel.glsl), the normal
// rebuilt from the height texture by central differences, and the wind sea's
// slope added when it is on; or, with WATER_PER_VERTEX 1 (light quality for
// software GL), the colour the vertex shader worked out; or, with
// WATER_DEFERRED 1, nothing but the depth (the renderer masks the colour
// off), from which a compute pass finds and shades the water
// (water_shade.comp). With UNDER_WATER_FOG 1 the water between the eye and
// the surface is mixed in (under_water_fog.glsl).
#include "../common/shared_layout.h"
// The renderer defines both; these defaults let the shader build on its own.
#ifndef WATER_PER_VERTEX
#define WATER_PER_VERTEX 0
#endif
#ifndef WATER_FAR_SEA
#define WATER_FAR_SEA 0
#endif
#ifndef WATER_DEFERRED
#define WATER_DEFERRED 0
#endif
#include "effects/sky.glsl"
#include "water_look.glsl"
#include "under_water_fog.glsl"

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
  fragColour = vec4(shadedColour, 1.0);  // fogged, if at all, with the rest of its look
}
#elif WATER_DEFERRED
void main() {
  if (insidePatch()) discard;
}
#else
#include "wind_sea_sample.glsl"
#include "water_pixel.glsl"
#include "near_point_under_water.glsl"
layout(location = 2) in float windSeaVertexHeight;  // m: the wind sea's height at the vertices, interpolated

void main() {
  if (insidePatch()) discard;
  // The footprint the hardware's mip choice would take, before any branch.
  const vec2 world = waterGridWorld(surfaceUv);
  const vec2 footX = dFdx(world), footY = dFdy(world);
  const bool farSea = WATER_FAR_SEA != 0;
  // Seen from below where the pixel's ray starts under the water, as the deferred pass decides.
  const bool fromBelow = nearPointDepthUnderWater(gl_FragCoord.xy) > 0.0;
  const vec3 colour = waterPixelColour(worldPosition, surfaceUv, farSea, footX, footY, windSeaVertexHeight, true,
                                      fromBelow);
#if UNDER_WATER_FOG
  fragColour = vec4(linearToDisplay(underWaterFogged(displayToLinear(colour), worldPosition)), 1.0);
#else
  fragColour = vec4(colour, 1.0);
#endif
}
#endif
