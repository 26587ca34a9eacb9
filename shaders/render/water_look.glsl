// The water's look as a function of values already sampled, so it runs per
// pixel (water_surface.frag: full quality) or per vertex (water_surface.vert
// with WATER_PER_VERTEX 1: light quality for software GL, where every pixel
// is shaded on the CPU). Sky reflection, and what stands on the water mirrored
// over it (planar_reflection.glsl), weighted by Schlick's Fresnel
// (common/optics.h), a sun glint, and a body colour that brightens where crests
// are thin enough to scatter light; over a floor, the floor shows through
// shallow water (depth tint). Distance haze and an edge fade blend the finite
// patch into the sky's far sea. The sky, the sun and the haze are the
// scene's (sky_light.glsl). Needs sky.glsl included first.
#include "effects/sky_light.glsl"
#include "effects/planar_reflection.glsl"
#include "effects/foam_pattern.h"
#include "effects/floor_caustics.glsl"
#include "../common/floor_at.glsl"

uniform vec2 extent;         // metres the patch covers in x and z...
uniform vec2 patchCentre;    // ...centred here (world x, z in metres)
uniform vec3 eye;
uniform vec3 deepColour;     // linear RGB: looking straight down into deep water
uniform vec3 scatterColour;  // linear RGB: light scattered out of thin crests
uniform float crestHeight;   // metres at which the scatter colour is reached
uniform float hazeDistance;  // metres: the distance haze reaches 63 %
uniform float edgeFadeWidth; // share of the patch from each edge that fades
uniform int flattenEdge;     // the waves flatten over that band too
uniform int fadeEdgeColour;  // 1: the colour fades into the far sea over that band (0: an open sea goes on beyond)
uniform vec3 floorColour;    // linear RGB of the floor, in sunlight
uniform vec3 absorption;     // 1/m per channel: the floor shows through exp(−absorption·path)
uniform float sunDiscInReflection;  // 1: the sun's disc shows in reflections; 0: its glow only (sky.glsl)
uniform float glintSlopeVariance;  // mean square slope of the waves too short to draw; 0: the sun's disc mirrored instead
uniform float glintSlickVariance;  // the same where a hull's churn has damped them (a slick): the ripples still water keeps
uniform float glintTime;     // s: the glints' sparkle changes with it
uniform float shoreSurf;     // white water's cover where every wave breaks (the surf, wind_sea_sample.glsl); 0: none
uniform float underWaterVisibility;  // m: where the view under the water has faded to 5 % (water_from_below.glsl)

// The sun's glitter: the sunlight that facets of the waves too small to draw
// send to the eye, with mean square slope `glintSlopeVariance` about the
// drawn normal (common/optics.h's glitterRadiance, after Cox & Munk 1954),
// times the sun's irradiance. Per pixel it is
// then broken into glints: cells of 8 cm each take the mean times n^8·9 for
// a random n re-drawn 8 times a second, so the mean is kept but it lands
// on a few bright points. Seen close, where a cell spans pixels, the cell's
// light gathers into a round spot at a random place in it (a Gaussian
// whose integral over the cell is the cell's light), not a lit square; seen
// from afar, where a pixel spans cells, the cell is lit evenly. Drawn per
// pixel only (the renderer sets the variance to 0 for per-vertex shading).
const float kPi = 3.14159265;
const float kGlintCell = 0.08;    // metres
const float kGlintSpread = 0.12;  // the spot's standard deviation, in cells
uniform float pixelSpread;        // radians a pixel spans at the screen's middle
uint glintHash(uint key) {
  key = (key ^ (key >> 16u)) * 2246822519u;
  key ^= key >> 13u;
  key *= 3266489917u;
  return key ^ (key >> 16u);
}
// `footprint`: metres a pixel spans on the water there.
float sparkle(vec3 worldPosition, float footprint) {
  const vec2 inCells = worldPosition.xz / kGlintCell;
  const uvec3 cell = uvec3(ivec3(floor(vec3(inCells, glintTime * 8.0))));
  const uint key = glintHash(cell.x * 1597334677u ^ cell.y * 3812015801u ^ cell.z * 2798796415u);
  const float n = float(key >> 8u) * (1.0 / 16777216.0);
  const float n2 = n * n, n4 = n2 * n2;
  const float light = n4 * n4 * 9.0;
  // The spot's centre, kept 2.5 deviations inside the cell so its light stays in it.
  const uint placeKey = glintHash(key ^ 0x9e3779b9u);
  const vec2 centre = 0.3 + 0.4 * vec2(float(placeKey & 0xffffu), float(placeKey >> 16u)) * (1.0 / 65535.0);
  const vec2 offset = fract(inCells) - centre;
  const float spot = exp(-dot(offset, offset) / (2.0 * kGlintSpread * kGlintSpread)) /
                     (2.0 * kPi * kGlintSpread * kGlintSpread);
  // Spots while a pixel spans less than half a cell, even cells from one and a half.
  return light * mix(spot, 1.0, clamp(footprint / kGlintCell - 0.5, 0.0, 1.0));
}
// `variance`: the mean square slope of the facets there (glintSlopeVariance, or less in a slick).
vec3 sunGlitter(vec3 normal, vec3 view, vec3 worldPosition, float footprint, float variance) {
  float radiance = glitterRadiance(normal, view, sunDirection, variance);
  if (radiance <= 0.0) return vec3(0.0);
  // The sun's irradiance: π times what white paper in full sun shows (sunColour).
  vec3 glitter = sunColour * kPi * radiance;
  return glitter * sparkle(worldPosition, footprint);
}

// White water's colour (linear RGB) in the light the water's colours were chosen in.
const vec3 kFoamColour = vec3(0.82, 0.86, 0.88);

// How much of the simulated waves shows at `uv`: none inside hulls (calm
// mask), and (if asked) fading towards the edges.
float waveShare(float calm, vec2 uv) {
  float share = 1.0 - clamp(calm, 0.0, 1.0);
  if (flattenEdge != 0) {
    vec2 edge = min(uv, 1.0 - uv);
    share *= smoothstep(0.0, edgeFadeWidth, min(edge.x, edge.y));
  }
  return share;
}

// (dh/dx, dh/dz) by central differences of heights `step` (uv units) either side.
vec2 waterSlope(float left, float right, float down, float up, vec2 step, float share) {
  vec2 metres = extent * step;
  return share * vec2(right - left, up - down) / (2.0 * metres);
}
vec3 normalFromSlope(vec2 slope) { return normalize(vec3(-slope.x, 1.0, -slope.y)); }
vec3 waterNormal(float left, float right, float down, float up, vec2 step, float share) {
  return normalFromSlope(waterSlope(left, right, down, up, step, share));
}

// A hull's churn leaves bubbles under the surface of its track, long after
// its white water has gone: clouds of them, mixed down to the propeller's
// depth, scatter back the light that the clear water would have swallowed
// (bubbles raise seawater's backscattering many times over: Stramski &
// Tęgowski 2001; ship wakes show as bright lanes in satellites' ocean
// colour), so the track reads as a pale, green-blue lane with the sun
// anywhere. The light they send back has gone down to them and up again
// through the water, reddened out per channel (Beer-Lambert, as the
// floor's); the lane is as pale as the churn is fresh (0 .. 1, fading over
// slick_seconds).
const float kBubbleDepth = 0.6;         // m: where a propeller's wash mixes its bubbles
const float kBubbleCoverFresh = 0.4;    // share of the body's light the fresh churn's bubbles take over
vec3 withWakeBubbles(vec3 body, float churn, float sunLight) {
  const vec3 bubbleLight = kFoamColour * exp(-2.0 * kBubbleDepth * absorption) * sunLight;
  return mix(body, bubbleLight, kBubbleCoverFresh * clamp(churn, 0.0, 1.0));
}

// Display colour of the water at `worldPosition` (surface uv `uv`) with
// `normal`, wave height `height` (m, share applied) over a floor at
// `floorHeight`, and `foamCover` of white water carried there (0 .. 1: the
// foam field's, or a wind sea's whitecaps), drawn through foam_pattern.h.
// Steepness alone paints nothing white: a wake's crests show by what they
// reflect and by the glitter on their slopes. `slick` (0 .. 1): how much a
// hull's churn has damped the ripples too short to draw there (the foam
// field's second channel), which narrows the glitter to the still water's:
// a boat's track shows as a calm lane, dark where the sun's glitter is not,
// and pale from the bubbles under it (withWakeBubbles).
// `roughening`: the ripples' mean square slope relative to the wind's alone
// (a wake straining them, wake_strain.glsl; 1: none).
vec3 waterColour(vec3 worldPosition, vec2 uv, vec3 normal, float height, float floorHeight, float foamCover,
                 float slick, float roughening) {
  vec3 toEye = eye - worldPosition;
  float distanceToEye = length(toEye);
  vec3 view = toEye / distanceToEye;
  if (dot(normal, view) < 0.0) normal = normalize(normal + view * (0.01 - dot(normal, view)));

  float cosine = max(dot(normal, view), 0.0);
  float fresnel = waterFresnel(cosine);

  vec3 reflected = reflect(-view, normal);
  reflected.y = abs(reflected.y);  // a ray reflected downwards would hit the next wave: show sky
  // The waves too short to draw: their mean square slope, raised where a wake strains them, lowered in a slick.
  const float glintVariance = mix(glintSlopeVariance * roughening, min(glintSlopeVariance, glintSlickVariance),
                                  clamp(slick, 0.0, 1.0));
  // With them drawn (the glitter), they blur the mirrored sky, and the sun's disc is left out of it: the
  // glitter is its reflection. Without them (per-vertex shading), the sky is mirrored sharp.
  vec3 reflection = glintSlopeVariance > 0.0 ? sceneSkyBlurred(reflected, glintVariance, cosine)
                                             : sceneSkyWithDisc(reflected, sunDiscInReflection);
  reflection = withMirroredThings(reflection, worldPosition, normal);

  float crest = clamp(height / max(crestHeight, 1e-4), 0.0, 1.0);
  // In a boat's or an island's shadow the sun lights neither the water's body nor
  // the floor below (taken as in the same shadow: the water is shallow), and glints none.
  float sunReaches = sunVisibleSharp(worldPosition, normal);
  float sunLight = max(dot(normal, sunDirection), 0.0) * 0.6 * sunReaches + 0.4;
  vec3 body = mix(deepColour, scatterColour, crest * 0.8 * (1.0 - cosine * 0.5)) * sunLight;

  // The floor through the water, per channel (Beer-Lambert): the light goes
  // down to the floor (taken as straight down) and back up along the view
  // ray refracted into the water (Snell), losing red first; what
  // the floor does not send back, the water's body colour fills.
  float depth = max(worldPosition.y - floorHeight, 0.0);
  vec3 throughWater = exp(-absorption * depth * (1.0 + 1.0 / refractedCosine(cosine)));
  // The sun's share of the floor's light is focused by the waves into caustics.
  const float floorSun = 0.65 * max(sunDirection.y, 0.0) * causticLight(worldPosition.xz, depth);
  body = mix(body, floorColour * (0.35 + floorSun) * sunLight, throughWater);
  body = withWakeBubbles(body, slick, sunLight);

  body *= waterLight;
  // A pixel's footprint on the water: its spread times the distance, longer
  // along the view the more the view grazes (the geometric mean of the two sides).
  const float footprint = distanceToEye * pixelSpread / sqrt(max(view.y, 0.05));
  vec3 colour = mix(body, reflection, fresnel) + sunGlitter(normal, view, worldPosition, footprint, glintVariance) * sunReaches;

  // White water where foam has been made and carried (a splash, a bow wave,
  // a boat's wash, a breaking wind sea) and along the shore. Lit like the body.
#if WATER_PER_VERTEX
  float foam = foamMeanWhiteness(foamCover);
#else
  float foam = foamWhiteness(worldPosition.xz, foamCover, glintTime);
#endif
  colour = mix(colour, kFoamColour * sunLight * waterLight, 0.95 * foam);

  // Distance haze and edge fade into what the sky shows below the horizon.
  vec3 far = sceneSky(vec3(-view.x, min(-view.y, -0.002), -view.z));
  vec2 edge = min(uv, 1.0 - uv);
  float edgeFade = fadeEdgeColour != 0 ? smoothstep(0.0, edgeFadeWidth, min(edge.x, edge.y)) : 1.0;
  float haze = 1.0 - exp(-max(distanceToEye - 10.0, 0.0) / hazeDistance);  // clear up close
  colour = mix(far, colour, edgeFade * (1.0 - haze));
  return linearToDisplay(colour);
}

#include "water_from_below.glsl"
