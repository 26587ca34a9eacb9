#version 450
// A shallow liquid lit like the other water (sky_light.glsl: the scene's sky,
// baked or the gradient, reflected by Schlick's Fresnel, the sun's glint): the normal rebuilt from the depth
// texture (central differences, liquid_depth.glsl), the view refracted
// through it to the tiled floor, which shows dimmed by the path through the
// liquid (liquid_look.glsl), in the net of light the surface focuses on it
// (caustics). Where there is no liquid the same arithmetic gives the bare
// floor (path 0, no reflection).
//
// Written for software GL too: llvmpipe runs both sides of a branch, so
// there is none; PER_PIXEL_NORMALS is a define (the renderer builds both
// programs), and there is no distance haze (the liquid is drawn up close).
#include "../common/shared_layout.h"
#include "effects/sky.glsl"
#include "effects/sky_light.glsl"
#include "liquid_look.glsl"
#include "liquid_depth.glsl"
#include "effects/floor_caustics.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec2 surfaceUv;
layout(location = 2) in vec3 vertexNormal;
layout(location = 0) out vec4 fragColour;

uniform vec3 eye;

const float kWetDepth = 0.004;  // metres: thinner than this reads as a damp floor, not liquid

void main() {
#if PER_PIXEL_NORMALS
  float depth = depthAt(surfaceUv);
  vec3 surface = depthNormal(surfaceUv);
#else  // the mesh is as fine as the field: its own depth and normal, no texture reads
  float depth = worldPosition.y;
  vec3 surface = normalize(vertexNormal);
#endif
  float wet = smoothstep(0.0, kWetDepth, depth);
  vec3 normal = normalize(mix(vec3(0.0, 1.0, 0.0), surface, wet));
  vec3 view = normalize(eye - worldPosition);
  normal = normalize(normal + view * max(0.01 - dot(normal, view), 0.0));  // never facing away

  // Down through the surface to the floor (y = 0), and the path length there.
  vec3 refracted = refract(-view, normal, 1.0 / kWaterIndex);
  float path = depth / max(-refracted.y, 0.15);
  vec2 floorXz = worldPosition.xz + refracted.xz * path;
  vec2 floorUv = vec2(floorXz.x / extent.x + 0.5, 0.5 - floorXz.y / extent.y);
  // The sun's share of the floor's light, focused by the surface into a net
  // (floor_caustics.glsl; 1 where no map is drawn); the sky's share is even.
  float sunShare = max(sunDirection.y, 0.0) * 0.65;
  float sunOnFloor = sunShare + 0.35;
  // The tank's walls shade the floor (sky_light.glsl's shadow map), and the
  // liquid's own glint where its surface lies in their shadow.
  float floorSun = sunVisibleSharp(vec3(floorXz.x, 0.0, floorXz.y), vec3(0.0, 1.0, 0.0));
  float floorLit = sunShare * causticLight(floorXz, depth) * floorSun + 0.35;
  vec3 under = throughLiquid(floorTiles(floorUv) * floorLit, path, sunOnFloor);

  vec3 reflected = reflect(-view, normal);
  reflected.y = abs(reflected.y);  // a ray reflected downwards would meet more liquid: show sky
  float fresnel = waterFresnel(max(dot(normal, view), 0.0));
  vec3 colour = mix(under, sceneSkyWithDisc(reflected, sunVisibleSharp(worldPosition, normal)), fresnel * wet);
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
