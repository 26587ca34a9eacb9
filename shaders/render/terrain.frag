#version 450
// Terrain shading: per-pixel normal from the height texture's central
// differences, baked (src/render/terrain_slopes.hpp); colour by height above
// the sea and by slope (beach sand near the waterline, grass above, rock where steep), wet and darker under water;
// sun (Lambert, where it is not shadowed; under the water focused into the
// caustics' net, TERRAIN_CAUSTICS) plus sky light, the same haze as the water;
// under the water, the water's fog (under_water_fog.glsl). The haze and the
// fog's loss along the view come from the vertices (terrain.vert); whether a
// pixel looks out from under the water is decided here, per pixel.
#include "../common/shared_layout.h"
#include "effects/sky.glsl"
#include "effects/sky_light.glsl"
#include "under_water_fog.glsl"
#if TERRAIN_CAUSTICS
#include "effects/floor_caustics.glsl"
uniform float seaLevel;  // m: the floor below it lies under the water
#endif

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 terrainUv;
layout(location = 2) in vec3 hazeColour;
layout(location = 3) in float hazeShare;
layout(location = 4) in vec3 fogThrough;
layout(location = 5) in vec3 fogWater;
layout(location = 0) out vec4 fragColour;

layout(binding = TP_TEX_EXTRA) uniform sampler2D slopes;  // ∂h/∂x, ∂h/∂z (m/m)

const vec3 kSand = vec3(0.55, 0.45, 0.25);
const vec3 kWetSand = vec3(0.28, 0.22, 0.13);
const vec3 kGrass = vec3(0.10, 0.22, 0.05);
const vec3 kDryGrass = vec3(0.26, 0.30, 0.09);
const vec3 kRock = vec3(0.22, 0.20, 0.18);

void main() {
  vec2 slope = texture(slopes, terrainUv).rg;
  vec3 normal = normalize(vec3(-slope.x, 1.0, -slope.y));

  float h = worldPosition.y;
  float steep = 1.0 - normal.y;  // 0 flat, grows with slope
  vec3 land = mix(kSand, mix(kGrass, kDryGrass, smoothstep(2.0, 4.0, h)), smoothstep(0.3, 0.7, h));
  land = mix(land, kRock, smoothstep(0.25, 0.45, steep));
  vec3 albedo = h < 0.05 ? mix(kWetSand, kSand, smoothstep(-0.4, 0.05, h)) : land;

  float sun = max(dot(normal, sunDirection), 0.0) * sunVisible(worldPosition, normal);
#if TERRAIN_CAUSTICS
  // Under the water the waves focus the sun's light into a net on the floor
  // (its mean kept: floor_caustics.glsl), seen here from under the water.
  if (h < seaLevel) sun *= causticLight(worldPosition.xz, seaLevel - h);
#endif
  vec3 light = sunColour * sun * 1.05 + skyAmbient * (0.25 + 0.15 * normal.y);
  vec3 colour = mix(albedo * light, hazeColour, hazeShare);
  colour = underWaterFoggedWith(colour, fogThrough, fogWater);
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
