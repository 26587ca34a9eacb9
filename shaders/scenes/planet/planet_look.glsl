// What lies around the planet, as a function of a world direction (y up),
// for the two looks. It is baked into a cube map once per look
// (planet_bake.frag): the background pass draws the cube, the water reflects
// and refracts it (the ball of water is a lens: the cloud sea below shows
// upside down in it, as in the seed's shots). Colours are linear. Baked
// because software GL shades every pixel on the CPU: the clouds' noise cost
// many times what a cube lookup does there.
#include "planet_layout.h"
#include "../../common/optics.h"

float hash12(vec2 p) {
  vec3 q = fract(vec3(p.xyx) * 0.1031);
  q += dot(q, q.yzx + 33.33);
  return fract((q.x + q.y) * q.z);
}

float hash13(vec3 p) {
  p = fract(p * 0.1031);
  p += dot(p, p.zyx + 31.32);
  return fract((p.x + p.y) * p.z);
}

// Value noise in [0, 1] with a smooth fade, and three octaves of it.
float valueNoise(vec2 p) {
  vec2 cell = floor(p), f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  float a = hash12(cell), b = hash12(cell + vec2(1, 0));
  float c = hash12(cell + vec2(0, 1)), d = hash12(cell + vec2(1, 1));
  return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

float clouds3(vec2 p) {
  return 0.55 * valueNoise(p) + 0.3 * valueNoise(p * 2.03 + 17.1) + 0.15 * valueNoise(p * 4.1 + 41.7);
}

// --- sky aquarium: a blue sky over a sea of clouds ---------------------------
const vec3 kSkyZenith = vec3(0.16, 0.38, 0.78);
const vec3 kSkyHorizon = vec3(0.66, 0.8, 0.93);
const vec3 kCloudLit = vec3(1.0, 1.0, 1.0);
const vec3 kCloudShade = vec3(0.66, 0.76, 0.9);

vec3 skyGradientColour(vec3 direction) {
  float up = max(direction.y, 0.0);
  return mix(kSkyHorizon, kSkyZenith, pow(up, 0.6));
}

vec3 skyAquarium(vec3 direction, vec3 sunDirection) {
  vec3 colour = skyGradientColour(direction);
  // A few flat clouds high up: a layer over the world, seen along the ray.
  if (direction.y > 0.02) {
    vec2 uv = direction.xz / (direction.y + 0.15) * 1.3;
    float puff = smoothstep(0.58, 0.78, clouds3(uv + vec2(3.0, 7.0)));
    colour = mix(colour, kCloudLit, puff * 0.85 * smoothstep(0.02, 0.2, direction.y));
  }
  // The sea of clouds far below, fading into the haze at the horizon.
  if (direction.y < -0.02) {
    float below = -direction.y;
    vec2 uv = direction.xz / below * 0.9;
    float density = clouds3(uv);
    vec3 deck = mix(kCloudShade, kCloudLit, smoothstep(0.3, 0.75, density));
    float haze = exp(-(below - 0.02) * 7.0);
    deck = mix(deck, mix(kSkyHorizon, kCloudLit, 0.4), haze * 0.75);
    colour = mix(colour, deck, smoothstep(-0.02, -0.16, direction.y));
  }
  float sun = max(dot(direction, sunDirection), 0.0);
  colour += kSunColour * (pow(sun, 1500.0) * 8.0 + pow(sun, 40.0) * 0.25);
  return colour;
}

// --- ocean planet: space, stars, a milky band, the sun ------------------------
const vec3 kSpace = vec3(0.004, 0.006, 0.016);

vec3 space(vec3 direction, vec3 sunDirection) {
  vec3 colour = kSpace;
  // The milky band: a great circle, mottled.
  vec3 bandNormal = normalize(vec3(0.3, 0.85, -0.42));
  float band = exp(-pow(dot(direction, bandNormal) / 0.22, 2.0));
  colour += vec3(0.008, 0.009, 0.013) * band * (0.4 + valueNoise(direction.xz * 9.0 + direction.y * 5.0));
  float sun = max(dot(direction, sunDirection), 0.0);
  colour += kSunColour * (pow(sun, 3000.0) * 30.0 + pow(sun, 120.0) * 0.4);
  return colour;
}

// Stars, drawn over the baked backdrop where it shows directly (a cube map
// texel is wider than a star): one in a few hundred cells of a fine 3D grid,
// of varied brightness and tint.
vec3 stars(vec3 direction) {
  const float kCells = 520.0;
  vec3 cell = floor(direction * kCells);
  float pick = hash13(cell);
  if (pick <= 0.9982) return vec3(0.0);
  float brightness = (pick - 0.9982) / 0.0018;
  vec3 tint = mix(vec3(0.75, 0.85, 1.0), vec3(1.0, 0.88, 0.7), hash13(cell + 7.0));
  return tint * (0.25 + 2.2 * brightness * brightness);
}

// Everything but the stars: what the backdrop cube map is baked from.
vec3 backdrop(vec3 direction, int look, vec3 sunDirection) {
  return look == PLANET_LOOK_OCEAN ? space(direction, sunDirection) : skyAquarium(direction, sunDirection);
}

