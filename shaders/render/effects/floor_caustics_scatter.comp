#version 450
// Sunlight on the floor under a water surface (render/effects/floor_caustics.*).
// The surface is sampled at points on a lattice four to a texel of the map,
// each carrying the sunlight that falls on its quarter of a texel; a point's
// light goes along the ray refracted through the surface there (Snell's law,
// n = kWaterIndex) to where it meets the floor, and is added there into the map's
// four nearest texels with bilinear weights. Light that waves focus piles up
// into a bright net, light they spread thins out, and all of it arrives
// somewhere: a photon map (Jensen 1996) whose photons are the surface's own
// lattice. The same projection drawn as triangles is Evan Wallace's WebGL
// Water (2011); as points it runs on every multiprocessor of a compute part.
// On flat water the lattice's bilinear weights sum to exactly one texel's
// light in every texel, whatever the sun's slant.
#include "../../common/shared_layout.h"
#include "../../common/optics.h"
#include "../../common/floor_at.glsl"
#include "../wind_sea_sample.glsl"
#include "floor_caustics_arrivals.glsl"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;  // over the patch
uniform vec4 heightChannel;  // the channel of `heights` that holds the height...
uniform float metresPerUnit; // ...and metres per unit of it
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;
uniform vec2 patchCentre;    // m: the patch's (and the map's) centre...
uniform vec2 extent;         // ...and its size
uniform int mapSize;         // the map's texels a side
uniform int pointsPerTexel;  // a side (FloorCaustics::kPointsPerTexel)
uniform int firstPoint;      // lattice index of the first point on each axis (negative: the margin beyond the edge)
uniform int pointsPerAxis;
uniform float seaLevel;      // m
uniform vec3 sunDirection;   // unit, towards the sun
uniform float deepest;       // m: the floor is taken no deeper (deeper light is absorbed before it shows)

float heightAt(vec2 uv) { return dot(textureLod(heights, uv, 0.0), heightChannel) * metresPerUnit; }

void add(ivec2 texel, float light) {
  if (all(greaterThanEqual(texel, ivec2(0))) && all(lessThan(texel, ivec2(mapSize))) && light > 0.0)
    imageAtomicAdd(arrivals, texel, uint(light * kFlatWaterArrivals + 0.5));
}

void main() {
  if (any(greaterThanEqual(gl_GlobalInvocationID.xy, uvec2(pointsPerAxis)))) return;
  const float pointStep = 1.0 / float(pointsPerTexel * mapSize);  // patch uv
  const vec2 patchUv = (vec2(ivec2(gl_GlobalInvocationID.xy) + firstPoint) + 0.5) * pointStep;
  const vec2 world = patchCentre + (patchUv - 0.5) * extent;
  // The slope over a texel of the map (or of the heights, if coarser):
  // ripples finer than that cannot focus anything the map resolves.
  const vec2 step = max(1.0 / vec2(textureSize(heights, 0)), vec2(pointsPerTexel * pointStep));
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
  const vec2 floorPoint = world + ray.xz * (depth / max(-ray.y, 0.1));
  // Texel coordinates with texel centres on whole numbers (a negative
  // extent.y runs the rows the other way, as the heights' do).
  const vec2 at = ((floorPoint - patchCentre) / extent + 0.5) * float(mapSize) - 0.5;
  const ivec2 corner = ivec2(floor(at));
  const vec2 f = at - vec2(corner);
  const float light = 1.0 / float(pointsPerTexel * pointsPerTexel);  // of a texel's flat-water light
  add(corner, light * (1.0 - f.x) * (1.0 - f.y));
  add(corner + ivec2(1, 0), light * f.x * (1.0 - f.y));
  add(corner + ivec2(0, 1), light * (1.0 - f.x) * f.y);
  add(corner + ivec2(1, 1), light * f.x * f.y);
}
