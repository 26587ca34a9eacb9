#version 450
// Terrain: a flat grid (uv in [0,1]²) lifted by heights in metres (R32F).
// What changes slowly across its cells is found here, once a vertex, for
// terrain.frag: the haze's colour and share, and under the water the share
// of the light that reaches the eye through it. Software GL shades every
// pixel of the floor that fills the view from under the water, and these
// (a sky lookup, a length and six exponentials) cost it as much as the
// rest of the shading. With TERRAIN_SHADED_PER_VERTEX 1 (every pixel's view
// under the water: terrain.frag) the vertex shades all of it.
#include "../common/shared_layout.h"
#include "effects/sky.glsl"
#include "effects/sky_light.glsl"
#define UNDER_WATER_FOG_IN_VERTEX 1
#include "under_water_fog.glsl"

#ifndef TERRAIN_SHADED_PER_VERTEX
#define TERRAIN_SHADED_PER_VERTEX 0
#endif

layout(location = 0) in vec2 uv;
#if TERRAIN_SHADED_PER_VERTEX
// Everything, where the whole view starts under the water (terrain.frag).
#include "terrain_shade.glsl"
layout(binding = TP_TEX_EXTRA) uniform sampler2D slopes;  // ∂h/∂x, ∂h/∂z (m/m)
layout(location = 0) out vec3 vertexColour;  // linear: lit, hazed and fogged
vec3 worldPosition;
vec2 terrainUv;
vec3 hazeColour, fogThrough, fogWater;
float hazeShare;
#else
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 terrainUv;
layout(location = 2) out vec3 hazeColour;  // linear: what distance fades the terrain into
layout(location = 3) out float hazeShare;  // 0 .. 1 of it
layout(location = 4) out vec3 fogThrough;  // under the water: each channel's share arriving (1: none lost)
layout(location = 5) out vec3 fogWater;    // linear: the water's colour between
#endif

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
uniform mat4 viewProjection;
uniform vec4 clipPlane;  // RenderView::clipPlane: a mirror's image keeps what lies above the water
// Metres: deeper parts are left to the water, but for those within
// keepWithin of the eye (TerrainCut). Clipped, not discarded: the floor deep
// under the water never reaches the raster, and the rest keeps its early
// depth test (a shader that may discard loses it, and the floor under the
// water would be shaded only to fail the test).
uniform float hideBelow, keepWithin;
out float gl_ClipDistance[2];
uniform vec2 extent;  // metres, centred on the origin
uniform vec3 eye;

void main() {
  float height = textureLod(heights, uv, 0.0).r;
  worldPosition = vec3((uv.x - 0.5) * extent.x, height, (uv.y - 0.5) * extent.y);
  terrainUv = uv;
  gl_ClipDistance[0] = dot(vec4(worldPosition, 1.0), clipPlane);
  // Kept where either holds: the greater of the two (the cut between
  // vertices is linear, and lies where the fog has already hidden the floor).
  gl_ClipDistance[1] = max(worldPosition.y - hideBelow, keepWithin - distance(worldPosition, eye));
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
  const vec3 toEye = eye - worldPosition;
  // Airlight over a clear day's few hundred metres is slight: 1 km to 63 %
  // keeps a low sun's islands dark against its glow. None within 10 m,
  // where a cell's corners see the horizon in different directions.
  hazeShare = 1.0 - exp(-max(length(toEye) - 10.0, 0.0) / 1000.0);
  hazeColour = hazeBehind(toEye);
  fogThrough = underWaterThrough(worldPosition);
  fogWater = fogWaterColour(eyeDepthUnderWater());
#if TERRAIN_SHADED_PER_VERTEX
  const vec3 normal = terrainNormal(textureLod(slopes, uv, 0.0).rg);
  const float sun = max(dot(normal, sunDirection), 0.0) * sunVisible(worldPosition, normal);
  const vec3 lit = mix(terrainAlbedo(height, normal) * terrainLight(normal, sun), hazeColour, hazeShare);
  vertexColour = lit * fogThrough + fogWater * (1.0 - fogThrough);  // every pixel's view starts under the water
#endif
}
