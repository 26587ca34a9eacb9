#version 450
// The ocean planet's atmosphere, added over the frame (blending ONE, ONE):
// air whose density falls off as exp(−h/H) above the water, in closed form
// (no marching: software GL pays per pixel). Its optical depth along a ray
// that meets the water at incidence θ is about k·H/cos θ; along a ray that
// passes the planet at closest height h it is k·H·√(2πR/H)·exp(−h/H) (the
// grazing path through an exponential layer). Grazing rays cross the most
// air: a thin bright rim at the limb, a faint haze over the disc. Lit by the
// sun where the ray meets the water or passes closest, so the rim fades out
// over the night side.
#include "planet_layout.h"

layout(location = 0) in vec2 ndc;
layout(location = 0) out vec4 fragColour;

uniform mat4 u_inverseViewProjection;
uniform vec3 u_eye;
uniform vec3 u_sunDirection;

const vec3 kAirColour = vec3(0.3, 0.55, 1.0);
const float kScaleHeight = 0.025;  // units: density falls by e over this height
const float kDensity = 6.0;        // optical depth per unit at the water's surface
const float kPi = 3.14159265;

void main() {
  vec4 nearPoint = u_inverseViewProjection * vec4(ndc, -1.0, 1.0);
  vec4 farPoint = u_inverseViewProjection * vec4(ndc, 1.0, 1.0);
  vec3 direction = normalize(farPoint.xyz / farPoint.w - nearPoint.xyz / nearPoint.w);
  float along = -dot(u_eye, direction);          // to the point of closest approach
  vec3 closest = u_eye + direction * along;
  float miss = length(closest);                   // its distance from the centre
  if (along < 0.0 || miss > PLANET_ATMOSPHERE_RADIUS) discard;
  float grazing = kDensity * kScaleHeight * sqrt(2.0 * kPi * PLANET_WATER_RADIUS / kScaleHeight);
  float optical;
  vec3 where;
  if (miss < PLANET_WATER_RADIUS) {  // meets the water: half a grazing path at most
    where = closest - direction * sqrt(PLANET_WATER_RADIUS * PLANET_WATER_RADIUS - miss * miss);
    float cosine = max(dot(normalize(where), -direction), 1e-3);
    optical = min(kDensity * kScaleHeight / cosine, 0.5 * grazing);
  } else {
    where = closest;
    optical = grazing * exp(-(miss - PLANET_WATER_RADIUS) / kScaleHeight);
  }
  float lit = smoothstep(-0.25, 0.4, dot(normalize(where), u_sunDirection));
  // Added to display-encoded colours as is: a haze adds light, near enough.
  fragColour = vec4(kAirColour * lit * (1.0 - exp(-optical)) * 0.9, 1.0);
}
