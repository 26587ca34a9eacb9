// The wind sea where a water surface is drawn (sim/wind_sea/wind_sea_model.hpp
// states the fields): the two cascades' textures sampled at a point of the
// world and summed. Needs shared_layout.h included first.
layout(binding = TP_TEX_WIND_SEA_DISPLACEMENT_0) uniform sampler2D windSeaDisplacement0;
layout(binding = TP_TEX_WIND_SEA_SLOPE_0) uniform sampler2D windSeaSlope0;
layout(binding = TP_TEX_WIND_SEA_DISPLACEMENT_1) uniform sampler2D windSeaDisplacement1;
layout(binding = TP_TEX_WIND_SEA_SLOPE_1) uniform sampler2D windSeaSlope1;
uniform int windSeaOn;          // 0: calm, nothing is sampled (the surface is as without a wind sea)
uniform vec2 windSeaPatch;      // metres each cascade's texture spans
uniform float choppiness;       // λ: a point is drawn at x + λ·D
uniform vec2 windSeaWhitecap;   // Jacobian where whitecaps begin, and where they are full
uniform float windSeaCrestShare;// of the wind sea's height that lights crests (water_look.glsl's crestHeight)

struct WindSea {
  vec3 offset;    // metres: (λ·dx, h, λ·dz), what the point is moved by
  vec2 slope;     // (∂h/∂x, ∂h/∂z) of the drawn surface
  float squeeze;  // 1 + λ·(dxx + dzz): the choppy map's Jacobian to first order, below 1 at crests
};

// Texture coordinates of world point `xz` in a patch: sample i lies at
// x = i·patch/n, a texel's centre at (i + 0.5)/n.
vec2 windSeaUv(vec2 xz, float patchMetres, sampler2D field) {
  return xz / patchMetres + 0.5 / vec2(textureSize(field, 0));
}

WindSea windSeaFromTexels(vec4 d0, vec4 s0, vec4 d1, vec4 s1, float share) {
  const vec4 d = (d0 + d1) * share, s = (s0 + s1) * share;
  WindSea sea;
  sea.offset = vec3(choppiness * d.x, d.y, choppiness * d.z);
  // The choppy map stretches x by 1 + λ·dxx and z by 1 + λ·dzz: the height
  // changes over the drawn distance, not the undisplaced one.
  const vec2 stretch = max(vec2(1.0) + choppiness * s.zw, vec2(0.05));
  sea.slope = s.xy / stretch;
  sea.squeeze = 1.0 + choppiness * (s.z + s.w);
  return sea;
}

// At a vertex: the mip level whose texels match the mesh's spacing (metres),
// so waves finer than the mesh average out instead of aliasing.
WindSea windSeaAtVertex(vec2 xz, float meshSpacing, float share) {
  const vec2 uv0 = windSeaUv(xz, windSeaPatch.x, windSeaDisplacement0);
  const vec2 uv1 = windSeaUv(xz, windSeaPatch.y, windSeaDisplacement1);
  const vec2 texels = windSeaPatch / vec2(textureSize(windSeaDisplacement0, 0).x, textureSize(windSeaDisplacement1, 0).x);
  const vec2 lod = max(log2(vec2(meshSpacing) / texels), vec2(0.0));
  return windSeaFromTexels(textureLod(windSeaDisplacement0, uv0, lod.x), textureLod(windSeaSlope0, uv0, lod.x),
                           textureLod(windSeaDisplacement1, uv1, lod.y), textureLod(windSeaSlope1, uv1, lod.y), share);
}

// At a pixel: the slopes, at the mip level that the pixel's footprint on
// the water picks (`footX`, `footY`: metres in world x, z the undisplaced
// point moves from one pixel to the next across and up the screen; in a
// fragment shader its screen derivatives, as the hardware's own choice
// would take them). The height is `height` (m, share applied: the
// vertices', interpolated), since a pixel reads it only to light the
// crests, which vary slowly. Two texture reads where four would be: the
// water covers most of the screen, and the slopes are what the eye sees.
// `shortWaves`: the narrow cascade's slopes are scaled by it (a wake's
// straining, wake_strain.glsl; 1: the wind's alone).
WindSea windSeaAtPixel(vec2 xz, float share, float height, vec2 footX, vec2 footY, float shortWaves) {
  const vec2 uv0 = windSeaUv(xz, windSeaPatch.x, windSeaSlope0);
  const vec2 uv1 = windSeaUv(xz, windSeaPatch.y, windSeaSlope1);
  const vec4 s0 = textureGrad(windSeaSlope0, uv0, footX / windSeaPatch.x, footY / windSeaPatch.x);
  vec4 s1 = textureGrad(windSeaSlope1, uv1, footX / windSeaPatch.y, footY / windSeaPatch.y);
  s1.xy *= shortWaves;
  WindSea sea = windSeaFromTexels(vec4(0.0), s0, vec4(0.0), s1, share);
  sea.offset.y = height;
  return sea;
}

// The wind sea's height (m, share applied) at a pixel whose footprint is
// (`footX`, `footY`), for a pass with no vertices to interpolate it from.
float windSeaHeightAtPixel(vec2 xz, float share, vec2 footX, vec2 footY) {
  const vec2 uv0 = windSeaUv(xz, windSeaPatch.x, windSeaDisplacement0);
  const vec2 uv1 = windSeaUv(xz, windSeaPatch.y, windSeaDisplacement1);
  return share * (textureGrad(windSeaDisplacement0, uv0, footX / windSeaPatch.x, footY / windSeaPatch.x).y +
                  textureGrad(windSeaDisplacement1, uv1, footX / windSeaPatch.y, footY / windSeaPatch.y).y);
}

// The undisplaced point that the choppy map x -> x + λ·share·D(x) draws at
// `drawn` (world x, z), for a pass that sees only the drawn surface: the
// fixed point of x = drawn − λ·share·D(x), iterated from x = drawn. The
// iteration contracts while λ·share·|∂D/∂x| < 1, i.e. where the map does not
// fold (its Jacobian stays positive); the error shrinks by that factor each
// step, so a few steps leave millimetres on all but the sharpest crests.
// D is read at the mip level of the pixel's footprint (`footX`, `footY`, as
// in windSeaAtPixel), the same waves the pixel's slopes come from.
const int kUndisplaceSteps = 3;
vec2 windSeaUndisplaced(vec2 drawn, float share, vec2 footX, vec2 footY) {
  vec2 x = drawn;
  for (int i = 0; i < kUndisplaceSteps; ++i) {
    const vec2 uv0 = windSeaUv(x, windSeaPatch.x, windSeaDisplacement0);
    const vec2 uv1 = windSeaUv(x, windSeaPatch.y, windSeaDisplacement1);
    const vec2 d = textureGrad(windSeaDisplacement0, uv0, footX / windSeaPatch.x, footY / windSeaPatch.x).xz +
                   textureGrad(windSeaDisplacement1, uv1, footX / windSeaPatch.y, footY / windSeaPatch.y).xz;
    x = drawn - choppiness * share * d;
  }
  return x;
}

// Whitecaps where the surface is squeezed most (Tessendorf 2001, §4.4: the
// Jacobian falls towards 0 at a crest about to fold). Its first-order part is
// Gaussian, so a threshold set per wind makes them cover the share of the sea
// observed at that wind (sim/wind_sea/whitecaps.hpp).
float windSeaFoam(float squeeze) {
  return windSeaWhitecap.x > windSeaWhitecap.y ? smoothstep(windSeaWhitecap.x, windSeaWhitecap.y, squeeze) : 0.0;
}

// The share of a vertex's surroundings that whitecaps cover, for a mesh too
// coarse to draw one (a whitecap is a metre or two across): `squeeze` is the
// mesh's own, averaged over its spacing (windSeaAtVertex), and the waves
// finer than that add a Gaussian part of deviation σ, taken as the whole
// sea's λ·σ (the whitecap ramp is half of it wide, whitecaps.hpp): the
// curvature's variance lies mostly in the shortest waves. The share below the
// ramp's middle is then Φ((middle − squeeze)/σ), with Φ in the logistic
// approximation 1/(1 + e^(−1.702·x)) (within 0.01). On the mean surface it
// is the wind's whitecap share; over crests more, over troughs less, and it
// varies smoothly from vertex to vertex, so no lone vertex turns white.
float windSeaFoamShare(float squeeze) {
  const float deviation = 2.0 * (windSeaWhitecap.x - windSeaWhitecap.y);
  if (deviation <= 0.0) return 0.0;
  const float middle = 0.5 * (windSeaWhitecap.x + windSeaWhitecap.y);
  return 1.0 / (1.0 + exp(-1.702 * (middle - squeeze) / deviation));
}

// How much of the wind sea reaches water `depth` metres deep (depth_share.h).
#include "../sim/wind_sea/depth_share.h"
uniform float windSeaHeight;     // m: the sea's significant height (4·√m₀)
uniform float windSeaPeakOmega;  // rad/s: its peak angular frequency, what it shoals as
// The wind sea over water `depth` metres deep (depth_share.h), its shoaling
// worked out once for both: `share`, how much of it reaches there; `breaking`,
// the share of its waves that break there.
struct WindSeaShallows {
  float share, breaking;
};
WindSeaShallows windSeaShallows(float depth) {
  const float shoaling = windSeaShoalingFor(depth, windSeaPeakOmega);
  return WindSeaShallows(windSeaDepthShareFor(depth, windSeaHeight, shoaling),
                         windSeaOn != 0 ? windSeaBreakingShareFor(depth, windSeaHeight, shoaling) : 0.0);
}
float windSeaDepthShare(float depth) { return windSeaShallows(depth).share; }
// The surf's foam cover where the wind sea, `shallows` there, stands
// `seaHeight` metres (share applied), from the share of its waves that break
// there: its square root, since the foam a breaker leaves lingers on the
// bore that runs in after it (where a tenth break, a third is covered); full
// on the crests, where they break, half between them; so the surf comes and
// goes with the waves running in.
float windSeaSurf(WindSeaShallows shallows, float seaHeight) {
  if (shallows.breaking <= 0.0) return 0.0;
  const float localHeight = max(windSeaHeight * shallows.share, 1e-3);  // Hs there, m
  const float crest = smoothstep(-0.25, 0.5, seaHeight / localHeight);  // a crest stands about Hs/2
  return sqrt(shallows.breaking) * mix(0.5, 1.0, crest);
}
// How much of the wind sea a point of the water carries: none inside a hull
// (the calm mask's `calm`, 0 .. 1), less over shallows `depth` metres deep.
float windSeaShareAt(float calm, WindSeaShallows shallows) { return (1.0 - clamp(calm, 0.0, 1.0)) * shallows.share; }
float windSeaShareAt(float calm, float depth) { return windSeaShareAt(calm, windSeaShallows(depth)); }

// The swash (swash.h): the water's rise at the shore as the waves break and
// run up the beach and back, m above the still water, at world point `xz`
// over water `depth` metres deep at rest (negative on land) where the floor
// slopes by `slope` (floor_at.glsl's floorSlopeAt). Driven by the long waves
// arriving there: the wide cascade's height at the mip whose texels are an
// eighth of the peak wavelength, so the chop does not make it flicker.
#include "../sim/wind_sea/swash.h"
uniform float swashScale;  // of Stockdon et al.'s run-up drawn (0: no swash)
float windSeaSwashAt(vec2 xz, float depth, float slope) {
  if (windSeaOn == 0 || swashScale <= 0.0) return 0.0;
  const float share = swashShare(depth, windSeaHeight);
  if (share <= 0.0) return 0.0;
  const float texel = windSeaPatch.x / float(textureSize(windSeaDisplacement0, 0).x);
  const float lod = max(log2(deepWaterWavelength(windSeaPeakOmega) / (8.0 * texel)), 0.0);
  const float eta = textureLod(windSeaDisplacement0, windSeaUv(xz, windSeaPatch.x, windSeaDisplacement0), lod).y;
  return swashScale * share * swashLevel(eta, windSeaHeight, windSeaPeakOmega, slope);
}
// White water along the swash's edge, where its sheet runs thin over the
// beach (`sheet`: metres of water over the floor there, `depth`: the still
// water's depth, negative on land): the broken wave's bore and the foam it
// leaves at the top of its run, full under 2 cm, gone by 12 cm; none beyond
// the surf zone, where the water is deep anyway, nor where the floor stands
// 10 cm above the water (a vertex under the beach, whose white would spread
// over the triangles reaching out to the water when shaded per vertex).
float windSeaSwashFoam(float sheet, float depth) {
  if (windSeaOn == 0 || swashScale <= 0.0) return 0.0;
  return swashShare(depth, windSeaHeight) * smoothstep(-0.1, 0.0, sheet) * (1.0 - smoothstep(0.02, 0.12, sheet));
}
