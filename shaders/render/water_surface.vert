#version 450
// A height-field water surface: a flat grid (uv in [0,1]²) lifted by a
// height texture (metres, R32F) that a solver or the demo writes, sampled
// bilinearly (the mesh need not match the simulation grid). Where the calm
// mask is set (inside hulls) and, if asked, near the edges the lift fades.
// A wind sea, when on (wind_sea_sample.glsl), moves every vertex by its
// choppy displacement too, less over shallows and not at all inside hulls.
// WATER_FAR_SEA 1: the same water on a grid round the patch, out to the
// horizon (a wind sea only: the patch's own textures are stand-ins there).
// WATER_PER_VERTEX 1 (light quality, software GL): the whole look is worked
// out here, once a vertex, and the fragment shader only interpolates it;
// WATER_EYE_UNDER 1 as seen from under the water, 0 from above it (software
// GL runs both sides of a branch: each side is a program of its own, and
// the GPU draws the one for the eye's side, WaterSurfaceRenderer::draw).
// WATER_DEFERRED 1: the mesh only writes depth, for a compute pass to shade
// (water_shade.comp).
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
#ifndef WATER_EYE_UNDER
#define WATER_EYE_UNDER 0
#endif
#include "effects/sky.glsl"
#include "water_look.glsl"
#include "wind_sea_sample.glsl"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 surfaceUv;
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;  // metres; far down when there is none
uniform vec2 meshStep;  // uv between neighbouring vertices
#if WATER_PER_VERTEX
layout(location = 2) out vec3 shadedColour;
layout(binding = TP_TEX_FOAM) uniform sampler2D foamCover;  // r: cover, g: a hull's churn; zero when there is none
#else
layout(location = 2) out float windSeaVertexHeight;  // m: what the fragment shader lights crests by
#endif

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(binding = TP_TEX_CALM_MASK) uniform sampler2D calmMask;
uniform mat4 viewProjection;
uniform float seaLevel;
uniform float windSeaEdgeSpacing;  // metres between the far sea's vertices at the patch's edge; 0: no far sea

#if WATER_PER_VERTEX
#include "near_point_under_water.glsl"
#define UNDER_WATER_FOG_IN_VERTEX 1
#include "under_water_fog.glsl"
#endif

#if WATER_FAR_SEA
// Its vertices inside the patch sink a metre, so that the ring of triangles
// just inside the edge slopes down under the patch and fills any crack
// between the two meshes with water; the fragment shader discards the rest.
#include "water_far_sea.glsl"
const float kSunkInsidePatch = 1.0;  // metres
#endif

void main() {
#if WATER_FAR_SEA
  float meshSpacing;
  const vec2 farPoint = farSeaPoint(uv, meshStep, meshSpacing);
  const vec2 patchUv = farPoint / extent + 0.5;  // outside [0, 1]: the patch's textures are stand-ins here
#else
  // Towards the edge the wind sea's finest waves are let go as the far sea's
  // coarser grid must (windSeaEdgeSpacing, 0 when there is none), so the two
  // meshes lift the same waves where they meet.
  const vec2 toEdge = min(uv, 1.0 - uv);
  const float meshSpacing = max(min(meshStep.x * extent.x, meshStep.y * extent.y),
                                windSeaEdgeSpacing * (1.0 - smoothstep(0.0, edgeFadeWidth, min(toEdge.x, toEdge.y))));
  const vec2 patchUv = uv;
#endif
  float calm = textureLod(calmMask, patchUv, 0.0).r;
  float share = waveShare(calm, patchUv);
  float height = share * textureLod(heights, patchUv, 0.0).r;
  const vec2 world = patchCentre + (patchUv - 0.5) * extent;
  worldPosition = vec3(world.x, seaLevel + height, world.y);
  surfaceUv = patchUv;
  float floorHeight = floorAt(floorHeights, world);
  WindSea sea;
  sea.offset = vec3(0.0);
  WindSeaShallows shallows = WindSeaShallows(0.0, 0.0);
  if (windSeaOn != 0) {
    shallows = windSeaShallows(seaLevel - floorHeight);
    const float windShare = windSeaShareAt(calm, shallows);
    sea = windSeaAtVertex(worldPosition.xz, meshSpacing, windShare);
    worldPosition += sea.offset;
    worldPosition.y += windSeaSwashAt(world, seaLevel - floorHeight, floorSlopeAt(floorHeights, world));
  }
#if WATER_FAR_SEA
  if (all(lessThan(abs(2.0 * uv - 1.0), vec2(farInner - 1e-4)))) worldPosition.y -= kSunkInsidePatch;
#endif
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
#if !WATER_PER_VERTEX
  windSeaVertexHeight = sea.offset.y;
#else
  // Slopes over the vertex spacing where the mesh is coarser than the grid:
  // ripples finer than the mesh cannot show anyway, and would only flicker.
  vec2 step = max(1.0 / vec2(textureSize(heights, 0)), meshStep);
  float left = textureLod(heights, patchUv - vec2(step.x, 0.0), 0.0).r;
  float right = textureLod(heights, patchUv + vec2(step.x, 0.0), 0.0).r;
  float down = textureLod(heights, patchUv - vec2(0.0, step.y), 0.0).r;
  float up = textureLod(heights, patchUv + vec2(0.0, step.y), 0.0).r;
  vec3 normal;
  const vec2 white = share * textureLod(foamCover, patchUv, 0.0).rg;  // cover, a hull's churn
  float foam = white.x;
  if (windSeaOn != 0) {
    normal = normalFromSlope(waterSlope(left, right, down, up, step, share) + sea.slope);
    height += windSeaCrestShare * sea.offset.y;
    // The whitecaps' share about the vertex, not a whitecap drawn at it: a
    // white vertex would show as a white star, its fan of triangles.
    foam = max(foam, max(windSeaFoamShare(sea.squeeze), shoreSurf * windSeaSurf(shallows, sea.offset.y)));
    foam = max(foam, shoreSurf * windSeaSwashFoam(worldPosition.y - floorHeight, seaLevel - floorHeight));
  } else {
    normal = waterNormal(left, right, down, up, step, share);
  }
#if WATER_EYE_UNDER
  // Seen from below: the eye looks out from under the water (per pixel the
  // view asks at each pixel's near point instead). With UNDER_WATER_FOG 1
  // the water between the eye and the vertex too (under_water_fog.glsl).
  shadedColour = linearToDisplay(underWaterFoggedAt(waterLinearColourFromBelow(worldPosition, normal, foam),
                                                    worldPosition, eyeDepthUnderWater()));
#else
  // No glitter to calm or strain; the churn still pales the body (its bubbles).
  shadedColour = waterColour(worldPosition, patchUv, normal, height, floorHeight, foam, white.y, 1.0);
#endif
#endif
}
