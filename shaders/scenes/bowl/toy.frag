#version 450
// A floating toy: a beach ball of six gores in two alternating colours with
// white caps, plastic-shiny. The pattern turns with the ball (objectPosition).
#include "../../render/effects/sky.glsl"
#include "bowl_common.glsl"

layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec3 objectPosition;
layout(location = 0) out vec4 fragColour;

uniform vec3 colourA;
uniform vec3 colourB;

void main() {
  vec3 normal = normalize(worldNormal);
  vec3 p = normalize(objectPosition);
  float gore = floor((atan(p.z, p.x) / 6.2831853 + 0.5) * 6.0);
  vec3 albedo = mod(gore, 2.0) < 1.0 ? colourA : colourB;
  albedo = mix(albedo, vec3(0.9), smoothstep(0.9, 0.93, abs(p.y)));
  vec3 view = normalize(eye - worldPosition);
  float sun = max(dot(normal, sunDirection), 0.0);
  vec3 ambient = mix(vec3(0.12, 0.1, 0.08), vec3(0.35, 0.42, 0.5), normal.y * 0.5 + 0.5);
  vec3 colour = albedo * (kSunColour * sun + ambient);
  vec3 halfway = normalize(view + sunDirection);
  colour += kSunColour * 0.5 * pow32(max(dot(normal, halfway), 0.0));
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
