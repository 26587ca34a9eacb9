#version 450
// One step of a foam field (src/sim/foam/foam_field.*; the harbor's foam): white water
// made where the surface is steep (breaking: a splash's rings, a bow wave;
// in a wind more readily, the wind sea steepening them: breaking_in_wind.h),
// the cover rising towards the share of the surface that breaks there (a
// crest breaking half the time keeps half its water white, not all of it)
// or where the surface water converges (∇²φ < 0, deep water only), carried
// along with the surface water's velocity ∇φ (traced back one step) and
// spreading a little, and decaying as e^(−t/lifetime); and splashes white
// at once. Beside the cover it carries a hull's churn (g): stamped where a
// moving boat stirs the water, carried and spread alike, and fading over its
// own, longer lifetime; the renderer draws it as a slick, the calm lane a
// boat's turbulence leaves in the wind's ripples long after its foam. Over
// a shallow floor, waves that grow to their breaking height make it too: the
// surf a splash's rings leave on a beach.
#include "../../common/shared_layout.h"
#include "foam_layout.h"
#include "../../common/floor_at.glsl"
#include "breaking_in_wind.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = 0) uniform sampler2D surface;     // r: height (m); g: velocity potential (m²/s), 0 if none
layout(binding = 1) uniform sampler2D foamBefore;  // r: cover 0 .. 1; g: churn 0 .. 1
layout(binding = 0, rg32f) uniform writeonly image2D foamAfter;

uniform float u_cell;         // m
uniform float u_dt;           // s
uniform float u_keep;         // e^(−dt/lifetime)
uniform float u_churnKeep;    // e^(−dt/the churn's lifetime)
uniform vec2 u_slope;         // tan(tilt) where foam starts being made, and where at full rate
uniform float u_windSlope;    // deviation of the wind sea's slope along any one direction (breaking_in_wind.h); 0: none
uniform float u_makeRate;     // 1/s: how fast the cover rises towards the breaking share
uniform float u_convergence;  // cover made per second per 1/s of convergence
uniform float u_spread;       // m²/s: the cover's diffusion
// Over a floor (FoamShore): cover made per second where the waves break;
// 0: no floor. The grid's centre and extent in the world (m).
uniform float u_breakingRate;
uniform vec2 u_gridCentre, u_gridExtent;
layout(binding = 2) uniform sampler2D floorHeights;  // m, the sea at 0 (floor_at.glsl)
// A wave breaks once it is 0.78 of the depth high (McCowan 1894); its crest
// stands about half its height above the still water.
const vec2 kBreakingCrest = vec2(0.3, 0.39);  // of the depth: foam begins, and is made at the full rate
// Splashes since the last step: white water at once, full out to half the
// radius and none at it (uv units): centre xy, radius, cover. Solid at the
// heart, so it reads as heavy foam (foam_pattern.h), breaking up at its rim.
uniform int u_stampCount;
uniform vec4 u_stamps[FOAM_MAX_STAMPS];
uniform float u_stampChurn[FOAM_MAX_STAMPS];  // the churn a stamp leaves at its heart (0: a splash's none)

void main() {
  const ivec2 size = textureSize(surface, 0);
  const ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(cell, size))) return;
  const vec2 texel = 1.0 / vec2(size);
  const vec2 uv = (vec2(cell) + 0.5) * texel;
  const vec2 here = texture(surface, uv).rg;
  const vec2 left = texture(surface, uv - vec2(texel.x, 0.0)).rg, right = texture(surface, uv + vec2(texel.x, 0.0)).rg;
  const vec2 down = texture(surface, uv - vec2(0.0, texel.y)).rg, up = texture(surface, uv + vec2(0.0, texel.y)).rg;
  const vec2 slope = vec2(right.x - left.x, up.x - down.x) / (2.0 * u_cell);
  const vec2 velocity = vec2(right.y - left.y, up.y - down.y) / (2.0 * u_cell);  // ∇φ, m/s
  const float divergence = (left.y + right.y + down.y + up.y - 4.0 * here.y) / (u_cell * u_cell);  // ∇²φ, 1/s
  // Traced back along the surface water's velocity, then spread as the
  // turbulence of a wake spreads it: a diffusion of u_spread (m²/s), at most
  // a fifth of the neighbours' difference a step (the explicit step's limit is a quarter).
  const vec2 from = uv - velocity * u_dt * texel / u_cell;
  const vec2 centre = texture(foamBefore, from).rg;
  const vec2 around = texture(foamBefore, from - vec2(texel.x, 0.0)).rg + texture(foamBefore, from + vec2(texel.x, 0.0)).rg +
                      texture(foamBefore, from - vec2(0.0, texel.y)).rg + texture(foamBefore, from + vec2(0.0, texel.y)).rg;
  const vec2 carried = centre + min(u_spread * u_dt / (u_cell * u_cell), 0.2) * (around - 4.0 * centre);
  const float kept = carried.x * u_keep;
  // Breaking is a share of the time (or, in a wind, of the crests) that the
  // water here breaks: it keeps that share of the surface white and no more,
  // so a wedge of crests that each break now and then stays flecked rather
  // than filling in, while a steadily breaking stern wave stays solid.
  const float breaking = breakingInWind(length(slope), u_slope.x, u_slope.y, u_windSlope);
  float made = u_makeRate * max(breaking - kept, 0.0) + u_convergence * max(-divergence, 0.0);
  if (u_breakingRate > 0.0) {
    const float depth = -floorAt(floorHeights, u_gridCentre + (uv - 0.5) * u_gridExtent);
    if (depth > 0.0) made += u_breakingRate * smoothstep(kBreakingCrest.x, kBreakingCrest.y, here.x / depth);
  }
  float cover = min(kept + made * u_dt, 1.0);
  float churn = carried.y * u_churnKeep;
  for (int i = 0; i < u_stampCount; ++i) {
    const float heart = clamp(2.0 * (1.0 - distance(uv, u_stamps[i].xy) / u_stamps[i].z), 0.0, 1.0);
    cover = max(cover, u_stamps[i].w * heart);
    churn = max(churn, u_stampChurn[i] * heart);
  }
  imageStore(foamAfter, cell, vec4(cover, churn, 0.0, 0.0));
}
