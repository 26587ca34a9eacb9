#version 450
// Sunlight on the floor under a water surface (render/effects/floor_caustics.*),
// by the method of Evan Wallace's WebGL Water (2011): the surface as a grid,
// each vertex moved to where the sunlight refracted through it there
// (Snell's law, n = 1.33) meets the floor, drawn additively into a map of
// the floor; floor_caustics.frag spreads each bit of surface's light over
// the floor area it lands on. Light that waves focus piles up into a bright
// net; light they spread thins out; all of it arrives somewhere.
#include "../../common/shared_layout.h"
#include "../floor_at.glsl"
#include "../wind_sea_sample.glsl"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec2 surfacePoint;  // m: world (x, z) where the light enters the water
layout(location = 1) out vec2 floorPoint;    // m: world (x, z) where it meets the floor

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;  // over the patch
uniform vec4 heightChannel;  // the channel of `heights` that holds the height...
uniform float metresPerUnit; // ...and metres per unit of it
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;
uniform vec2 patchCentre;   // m: the patch's (and the map's) centre...
uniform vec2 extent;        // ...and its size
uniform float margin;       // share of the extent the grid reaches beyond each edge (the heights clamp there)
uniform vec2 meshStep;      // the grid's uv step
uniform float seaLevel;     // m
uniform vec3 sunDirection;  // unit, towards the sun
uniform float deepest;      // m: the floor is taken no deeper (deeper light is absorbed before it shows)
const float kWaterIndex = 1.33;

float heightAt(vec2 uv) { return dot(textureLod(heights, uv, 0.0), heightChannel) * metresPerUnit; }

void main() {
  const vec2 patchUv = uv * (1.0 + 2.0 * margin) - margin;
  const vec2 world = patchCentre + (patchUv - 0.5) * extent;
  // The slope over the grid's spacing: ripples finer than it cannot focus
  // anything the map resolves.
  const vec2 step = max(1.0 / vec2(textureSize(heights, 0)), meshStep * (1.0 + 2.0 * margin));
  const float left = heightAt(patchUv - vec2(step.x, 0.0)), right = heightAt(patchUv + vec2(step.x, 0.0));
  const float down = heightAt(patchUv - vec2(0.0, step.y)), up = heightAt(patchUv + vec2(0.0, step.y));
  vec2 slope = vec2(right - left, up - down) / (2.0 * step * extent);
  float height = heightAt(patchUv);
  const float floorHeight = floorAt(floorHeights, world);
  if (windSeaOn != 0) {
    const WindSea sea = windSeaAtVertex(world, min(step.x * abs(extent.x), step.y * abs(extent.y)),
                                        windSeaDepthShare(seaLevel - floorHeight));
    slope += sea.slope;
    height += sea.offset.y;
  }
  const vec3 normal = normalize(vec3(-slope.x, 1.0, -slope.y));
  const vec3 ray = refract(-sunDirection, normal, 1.0 / kWaterIndex);
  const float depth = clamp(seaLevel + height - floorHeight, 0.0, deepest);
  surfacePoint = world;
  floorPoint = world + ray.xz * (depth / max(-ray.y, 0.1));
  gl_Position = vec4((floorPoint - patchCentre) / extent * 2.0, 0.0, 1.0);
}
