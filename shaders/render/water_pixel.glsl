// The water's colour at one pixel (water_look.glsl's waterColour), from the
// simulated heights, the floor, the calm mask, the foam and the wind sea
// sampled there: the per-pixel look, shared by the fragment shader
// (water_surface.frag) and the deferred compute pass (water_shade.comp), so
// both give one picture. Needs water_look.glsl and wind_sea_sample.glsl first.
layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(binding = TP_TEX_FLOOR) uniform sampler2D floorHeights;  // metres; far down when there is none
layout(binding = TP_TEX_CALM_MASK) uniform sampler2D calmMask;
layout(binding = TP_TEX_FOAM) uniform sampler2D foamCover;  // r: cover, g: a hull's churn; zero when there is none
uniform float seaLevel;

// Where the grid's undisplaced point lies before the wind sea moves it.
vec2 waterGridWorld(vec2 surfaceUv) { return patchCentre + (surfaceUv - 0.5) * extent; }

#include "wake_strain.glsl"
#include "water_level_at.glsl"

// `worldPosition`: the drawn (displaced) surface there; `surfaceUv`: the
// patch's uv of its undisplaced grid point (outside [0, 1] on the open sea,
// `farSea`, where the patch's textures are not read); (`footX`, `footY`):
// the pixel's footprint, metres the undisplaced point moves a pixel across
// and up (windSeaAtPixel). `windSeaHeight` (m): the wind sea's height there,
// share applied, when `knownHeight`; else sampled here. `fromBelow`: the
// eye looks at it from under the water (water_from_below.glsl).
vec3 waterPixelColour(vec3 worldPosition, vec2 surfaceUv, bool farSea, vec2 footX, vec2 footY, float windSeaHeight,
                      bool knownHeight, bool fromBelow) {
  float calm = farSea ? 0.0 : textureLod(calmMask, surfaceUv, 0.0).r;
  float share = farSea ? 0.0 : waveShare(calm, surfaceUv);
  vec2 texel = 1.0 / vec2(textureSize(heights, 0));
  float left = 0.0, right = 0.0, down = 0.0, up = 0.0, height = 0.0, foam = 0.0, slick = 0.0;
  float roughening = 1.0;  // the wind's short waves' energy, strained by the wake's (wake_strain.glsl)
  if (!farSea) {
    left = textureLod(heights, surfaceUv - vec2(texel.x, 0.0), 0.0).r;
    right = textureLod(heights, surfaceUv + vec2(texel.x, 0.0), 0.0).r;
    down = textureLod(heights, surfaceUv - vec2(0.0, texel.y), 0.0).r;
    up = textureLod(heights, surfaceUv + vec2(0.0, texel.y), 0.0).r;
    const float centre = textureLod(heights, surfaceUv, 0.0).r;
    height = share * centre;
    const vec2 cell = texel * extent;  // metres between the texels read
    roughening = wakeRoughening(share * ((left + right - 2.0 * centre) / (cell.x * cell.x) +
                                         (down + up - 2.0 * centre) / (cell.y * cell.y)));
    const vec2 white = share * textureLod(foamCover, surfaceUv, 0.0).rg;  // cover, a hull's churn
    foam = white.x;
    slick = white.y;
  }
  const vec2 world = waterGridWorld(surfaceUv);
  float floorHeight = floorAt(floorHeights, world);
  vec3 normal;
  if (windSeaOn != 0) {
    const WindSeaShallows shallows = windSeaShallows(seaLevel - floorHeight);
    const float windShare = windSeaShareAt(calm, shallows);
    const float seaHeight = knownHeight ? windSeaHeight : windSeaHeightAtPixel(world, windShare, footX, footY);
    const WindSea sea = windSeaAtPixel(world, windShare, seaHeight, footX, footY, sqrt(roughening));
    normal = normalFromSlope(waterSlope(left, right, down, up, texel, share) + sea.slope);
    height += windSeaCrestShare * sea.offset.y;
    foam = max(foam, max(windSeaFoam(sea.squeeze), shoreSurf * windSeaSurf(shallows, sea.offset.y)));
    foam = max(foam, shoreSurf * windSeaSwashFoam(worldPosition.y - floorHeight, seaLevel - floorHeight));
  } else {
    normal = waterNormal(left, right, down, up, texel, share);
  }
  if (fromBelow) return waterColourFromBelow(worldPosition, normal, foam);
  return waterColour(worldPosition, surfaceUv, normal, height, floorHeight, foam, slick, roughening);
}
