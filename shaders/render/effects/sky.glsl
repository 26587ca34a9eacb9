// The sky and the far sea, as a function of a world direction (y up): the
// background draws it, the water reflects it, and the water's distance haze
// fades into its lower half, so the edge of a finite water patch melts into
// the horizon. Colours are linear; shaders convert for display at the end.
// The sea's own colour and reflectance: sea_surface.h.
// (Cheap on purpose: software GL shades every pixel on the CPU.)
const vec3 kZenith = vec3(0.045, 0.16, 0.48);
const vec3 kHorizon = vec3(0.50, 0.66, 0.84);

// The sun's colour and the display's gamma: common/optics.h.
#include "sea_surface.h"

// Above the horizon the sky; below it the open sea beyond the simulated
// patch, seen as flat water reflecting that sky. At grazing angles the sea
// turns into a mirror of the horizon, so there is no hard line; the cap on
// the reflection stands for the waves out there, which keep it darker.
vec3 skyGradient(float y) {
  if (y >= 0.0) return mix(kHorizon, kZenith, sqrt(y));
  return mix(farSeaBody(), mix(kHorizon, kZenith, sqrt(-y)), farSeaReflectance(y));
}

// `discWeight` scales the sun's disc (its glow stays): 1 in the sky and in
// reflections a pixel or a fine mesh resolves, 0 where one vertex of a
// coarse mesh catching the disc would light its whole triangles.
vec3 skyColorWithDisc(vec3 direction, vec3 sunDirection, float discWeight) {
  vec3 colour = skyGradient(direction.y);
  float sun = dot(direction, sunDirection);
  if (sun > 0.9 && direction.y > 0.0) {  // disc and glow only near the sun
    colour += kSunColour * (pow(sun, 2000.0) * 30.0 * discWeight + pow(sun, 60.0) * 0.35);
  }
  return colour;
}
vec3 skyColor(vec3 direction, vec3 sunDirection) { return skyColorWithDisc(direction, sunDirection, 1.0); }
