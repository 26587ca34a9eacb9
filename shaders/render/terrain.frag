#version 450
// Terrain shading (terrain_shade.glsl): per-pixel normal from the height
// texture's central differences, baked (src/render/terrain_slopes.hpp); sun
// (Lambert, where it is not shadowed; under the water focused into the
// caustics' net, TERRAIN_CAUSTICS) plus sky light, the same haze as the water;
// under the water, the water's fog (under_water_fog.glsl). The haze and the
// fog's loss along the view come from the vertices (terrain.vert); whether a
// pixel looks out from under the water is decided here, per pixel.
//
// TERRAIN_SHADED_PER_VERTEX 1: where the whole view starts under the water
// (the waterline's count: TerrainRenderer::draw), the vertices shade
// everything, fog included, and a pixel only encodes it for the display.
// Seen through the water, the floor's light varies over far more than a
// cell, and software GL shades every pixel of the floor that fills the view
// from below: the pixel's share was most of the frame's cost.
#include "../common/shared_layout.h"
#include "effects/sky.glsl"
#include "effects/sky_light.glsl"
#include "under_water_fog.glsl"
#ifndef TERRAIN_SHADED_PER_VERTEX
#define TERRAIN_SHADED_PER_VERTEX 0
#endif
#if TERRAIN_CAUSTICS
#include "effects/floor_caustics.glsl"
uniform float seaLevel;  // m: the floor below it lies under the water
#endif

#if TERRAIN_SHADED_PER_VERTEX
layout(location = 0) in vec3 vertexColour;  // linear: lit, hazed and fogged (terrain.vert)
#else
#include "terrain_shade.glsl"
layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 terrainUv;
layout(location = 2) in vec3 hazeColour;
layout(location = 3) in float hazeShare;
layout(location = 4) in vec3 fogThrough;
layout(location = 5) in vec3 fogWater;

layout(binding = TP_TEX_EXTRA) uniform sampler2D slopes;  // ∂h/∂x, ∂h/∂z (m/m)
#endif
layout(location = 0) out vec4 fragColour;

void main() {
#if TERRAIN_SHADED_PER_VERTEX
  const vec3 colour = vertexColour;
#else
  const vec3 normal = terrainNormal(texture(slopes, terrainUv).rg);
  const float h = worldPosition.y;
  float sun = max(dot(normal, sunDirection), 0.0) * sunVisible(worldPosition, normal);
#if TERRAIN_CAUSTICS
  // Under the water the waves focus the sun's light into a net on the floor
  // (its mean kept: floor_caustics.glsl), seen here from under the water.
  if (h < seaLevel) sun *= causticLight(worldPosition.xz, seaLevel - h);
#endif
  vec3 colour = mix(terrainAlbedo(h, normal) * terrainLight(normal, sun), hazeColour, hazeShare);
  colour = underWaterFoggedWith(colour, fogThrough, fogWater);
#endif
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
