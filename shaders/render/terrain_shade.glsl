// The terrain's own colour under the sky light, in linear RGB before the
// haze and the water's fog: shared by terrain.frag, which shades it a pixel
// at a time, and terrain.vert, which shades it once a vertex where the
// whole view starts under the water (TERRAIN_SHADED_PER_VERTEX). Colour by
// height above the sea and by slope: beach sand near the waterline, grass
// above, rock where steep, wet and darker under the water. Needs
// effects/sky_light.glsl first.

const vec3 kSand = vec3(0.55, 0.45, 0.25);
const vec3 kWetSand = vec3(0.28, 0.22, 0.13);
const vec3 kGrass = vec3(0.10, 0.22, 0.05);
const vec3 kDryGrass = vec3(0.26, 0.30, 0.09);
const vec3 kRock = vec3(0.22, 0.20, 0.18);

// `slope`: (∂h/∂x, ∂h/∂z), m/m (render/terrain_slopes.hpp).
vec3 terrainNormal(vec2 slope) { return normalize(vec3(-slope.x, 1.0, -slope.y)); }

// `height`: m above the sea's level.
vec3 terrainAlbedo(float height, vec3 normal) {
  const float steep = 1.0 - normal.y;  // 0 flat, grows with slope
  vec3 land = mix(kSand, mix(kGrass, kDryGrass, smoothstep(2.0, 4.0, height)), smoothstep(0.3, 0.7, height));
  land = mix(land, kRock, smoothstep(0.25, 0.45, steep));
  return height < 0.05 ? mix(kWetSand, kSand, smoothstep(-0.4, 0.05, height)) : land;
}

// The light falling on a face: the sun's share `sun` (0 .. 1 of full sun on a
// face turned to it: Lambert, shadows, caustics) and the sky's, more on a
// face turned up.
vec3 terrainLight(vec3 normal, float sun) { return sunColour * sun * 1.05 + skyAmbient * (0.25 + 0.15 * normal.y); }
