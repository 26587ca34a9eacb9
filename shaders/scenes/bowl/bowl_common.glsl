// Shared by the bowl scene's fragment shaders: the light, the colour copy's
// decoding, world positions from the depth copy, and ray tests against the
// glass sphere and the water plane. Needs sky.glsl included first.
#include "../../common/shared_layout.h"
uniform vec3 sunDirection;  // unit, towards the sun
uniform vec3 eye;
uniform mat4 viewProjection;
uniform mat4 inverseViewProjection;
uniform vec2 viewportSize;  // pixels
uniform vec3 bowlCentre;    // of the glass sphere
uniform float bowlRadius;   // the glass sphere's outer radius, which the water inside reaches

// Cheap stand-ins for pow(): software GL pays for every transcendental on
// every pixel (llvmpipe), so exponents that are powers of two are squarings.
float pow5(float x) { float x2 = x * x; return x2 * x2 * x; }
float pow32(float x) { x *= x; x *= x; x *= x; x *= x; return x * x; }
float pow512(float x) { x = pow32(x); x *= x; x *= x; x *= x; return x * x; }

// The sky as reflections see it, without the sun's disc (glints add it):
// the scene's baked sky (render/effects/sky_cube.*: the clear-sky model, its
// clouds, the far sea below the horizon), one cube lookup.
layout(binding = TP_TEX_SKY_CUBE) uniform samplerCube skyCube;
vec3 skyAround(vec3 direction) { return textureLod(skyCube, direction, 0.0).rgb; }

// The copies hold display-encoded colour (linearToDisplay); light mixes
// linearly: displayToLinear (sky.glsl) undoes it.

vec3 worldFromDepth(vec2 uv, float depth) {
  vec4 p = inverseViewProjection * vec4(uv * 2.0 - 1.0, depth * 2.0 - 1.0, 1.0);
  return p.xyz / p.w;
}

vec2 screenUv(vec3 world) {
  vec4 clip = viewProjection * vec4(world, 1.0);
  return clip.xy / max(clip.w, 1e-5) * 0.5 + 0.5;
}

// Far root of |o + t·d − c| = r for a ray starting inside (or on) the sphere; −1 if it misses.
float sphereExit(vec3 origin, vec3 direction, vec3 centre, float radius) {
  vec3 oc = origin - centre;
  float b = dot(oc, direction);
  float c = dot(oc, oc) - radius * radius;
  float disc = b * b - c;
  if (disc < 0.0) return -1.0;
  return -b + sqrt(disc);
}
