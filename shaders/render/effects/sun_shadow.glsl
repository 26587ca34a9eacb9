// Whether the sun reaches a point: its shadow map (render/effects/
// sun_shadow.*), looked up where the point lies in the sun's view, pushed
// a little along its normal so a lit face does not shadow itself. Four
// bilinearly weighted comparisons a texel apart (percentage-closer
// filtering, Reeves, Salesin & Cook 1987): a soft edge about three texels
// wide (22 cm in the harbor), as the sun's own 0.5° disc softens a boat's
// shadow a few metres below it. 1 where no map was drawn.
//
// A plain sampler with the comparisons done here, not a sampler2DShadow:
// a shadow sampler with no depth texture on its unit (every scene or pass
// without a map) is undefined behaviour that drivers warn of, while a plain
// sampler that is never read is not.
// SUN_SHADOWS 0 (a program for a frame with no map: render/lit_programs.*)
// builds the sun as reaching everywhere, with none of the lookup's
// instructions: software GL runs both sides of a branch.
#ifndef SUN_SHADOWS
#define SUN_SHADOWS 1
#endif
#if SUN_SHADOWS
layout(binding = TP_TEX_SHADOW) uniform sampler2D sunShadowMap;  // depth, clamped to a border of 1
uniform int sunShadowOn;         // 0: nothing casts a shadow
uniform mat4 sunShadowFromWorld; // world -> (u, v, depth) in [0, 1]
uniform float sunShadowNormalOffset;  // world units a point is pushed along its normal: 0.4 texel

// The share of the 2x2 texels round `uv` whose depth is not nearer the sun
// than `depth`, weighted as bilinear filtering weights them.
float sunLitBilinear(vec2 uv, float depth, vec2 size) {
  const vec2 st = uv * size - 0.5;
  const vec2 f = fract(st);
  // Gathered in the order (0, 1), (1, 1), (1, 0), (0, 0) of the 2x2 block.
  const vec4 lit = step(vec4(depth), textureGather(sunShadowMap, (floor(st) + 1.0) / size, 0));
  return mix(mix(lit.w, lit.z, f.x), mix(lit.x, lit.y, f.x), f.y);
}

// Where a point, pushed along its normal, lies in the map: (u, v, depth);
// false where no map was drawn or the point lies outside it.
bool sunMapPoint(vec3 worldPosition, vec3 normal, out vec3 map) {
  if (sunShadowOn == 0) return false;
  map = (sunShadowFromWorld * vec4(worldPosition + normal * sunShadowNormalOffset, 1.0)).xyz;
  return all(greaterThanEqual(map, vec3(0.0))) && all(lessThanEqual(map, vec3(1.0)));
}

float sunVisible(vec3 worldPosition, vec3 normal) {
  vec3 map;
  if (!sunMapPoint(worldPosition, normal, map)) return 1.0;
  const vec2 size = vec2(textureSize(sunShadowMap, 0));
  const vec2 texel = 1.0 / size;
  float lit = 0.0;
  lit += sunLitBilinear(map.xy + vec2(-0.5, -0.5) * texel, map.z, size);
  lit += sunLitBilinear(map.xy + vec2(0.5, -0.5) * texel, map.z, size);
  lit += sunLitBilinear(map.xy + vec2(-0.5, 0.5) * texel, map.z, size);
  lit += sunLitBilinear(map.xy + vec2(0.5, 0.5) * texel, map.z, size);
  return lit * 0.25;
}

// One bilinearly weighted comparison of 2x2 texels: an edge one texel wide
// (7 cm in the harbor) for a quarter of sunVisible's reads. For the water,
// which covers most of the screen and whose waves break a shadow's edge
// up anyway.
float sunVisibleSharp(vec3 worldPosition, vec3 normal) {
  vec3 map;
  if (!sunMapPoint(worldPosition, normal, map)) return 1.0;
  return sunLitBilinear(map.xy, map.z, vec2(textureSize(sunShadowMap, 0)));
}
#else
float sunVisible(vec3 worldPosition, vec3 normal) { return 1.0; }
float sunVisibleSharp(vec3 worldPosition, vec3 normal) { return 1.0; }
#endif
