#version 450
// Fish shading: a darker back, a pale belly, lighter translucent-looking fins,
// an eye, lit by a wrapped sun term and a sky/ground hemisphere, with a
// rim light so the silhouette reads in murky water. Two-sided: fins are sheets.
#include "effects/sky.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec3 bodyPosition;
layout(location = 3) in vec3 colour;
layout(location = 4) in float fin;
layout(location = 0) out vec4 fragColour;

uniform vec3 eye;
uniform vec3 sunDirection;
uniform vec3 sunColour;
uniform vec3 skyAmbient;
uniform vec3 groundAmbient;

void main() {
  vec3 normal = normalize(worldNormal);
  if (!gl_FrontFacing) normal = -normal;
  vec3 view = normalize(eye - worldPosition);

  // Paint: belly towards white below the mid-line; fins paler and yellower.
  float belly = smoothstep(0.02, -0.08, bodyPosition.y);
  vec3 albedo = mix(colour, vec3(1.0, 0.93, 0.8), belly * 0.65);
  albedo = mix(albedo, mix(colour, vec3(1.0, 0.85, 0.5), 0.5), fin);
  // The eye: a dark disc with a glint, on both sides of the head.
  vec2 eyeOffset = vec2(bodyPosition.x - 0.33, bodyPosition.y - 0.035);
  float eyeSpot = 1.0 - smoothstep(0.022, 0.03, length(eyeOffset));
  albedo = mix(albedo, vec3(0.02), eyeSpot * (1.0 - fin));

  float wrapped = max((dot(normal, sunDirection) + 0.3) / 1.3, 0.0);
  vec3 ambient = mix(groundAmbient, skyAmbient, normal.y * 0.5 + 0.5);
  vec3 lit = albedo * (sunColour * wrapped + ambient);
  vec3 halfway = normalize(view + sunDirection);
  lit += sunColour * 0.25 * pow(max(dot(normal, halfway), 0.0), 40.0) * (1.0 - fin);  // wet sheen
  lit += colour * 0.25 * pow(1.0 - max(dot(normal, view), 0.0), 3.0);  // rim
  fragColour = vec4(linearToDisplay(lit), 1.0);
}
