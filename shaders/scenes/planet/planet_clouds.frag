#version 450
// The ocean planet's cloud deck, blended over the frame after the water and
// before the atmosphere's haze: each pixel's ray meets the cloud shell
// (planet_clouds.glsl) where it first enters it; the deck there is lit by
// the sun with a soft terminator and thickens towards the limb, where a ray
// crosses it at a slant.
#include "planet_layout.h"
#include "planet_clouds.glsl"
#include "../../common/optics.h"

layout(location = 0) in vec2 ndc;
layout(location = 0) out vec4 fragColour;

uniform mat4 u_inverseViewProjection;
uniform vec3 u_eye;
uniform vec3 u_sunDirection;

void main() {
  vec4 nearPoint = u_inverseViewProjection * vec4(ndc, -1.0, 1.0);
  vec4 farPoint = u_inverseViewProjection * vec4(ndc, 1.0, 1.0);
  vec3 direction = normalize(farPoint.xyz / farPoint.w - nearPoint.xyz / nearPoint.w);
  float b = dot(u_eye, direction);
  float c = dot(u_eye, u_eye) - PLANET_CLOUD_RADIUS * PLANET_CLOUD_RADIUS;
  float disc = b * b - c;
  if (c < 0.0 || disc < 0.0) discard;  // the eye inside the deck, or a ray that misses it
  float t = -b - sqrt(disc);
  if (t < 0.0) discard;
  vec3 up = normalize(u_eye + direction * t);
  float density = cloudDensity(up, 4);
  if (density < 0.004) discard;
  float sun = dot(up, u_sunDirection);
  float day = smoothstep(-0.12, 0.25, sun);
  vec3 colour = kSunColour * (0.3 + 0.7 * max(sun, 0.0)) * day + vec3(0.004, 0.006, 0.01);
  float slant = max(dot(up, -direction), 0.08);
  float alpha = 1.0 - exp(-1.6 * density / slant);
  fragColour = vec4(linearToDisplay(colour), clamp(alpha, 0.0, 0.95));
}
