#version 450
// The background of either look: the baked backdrop cube (planet_look.glsl,
// planet_bake.frag), plus the stars in the ocean look, drawn with
// render/effects/sky.vert on the far plane after the opaque things: only uncovered
// pixels pay.
#include "planet_look.glsl"

layout(location = 0) in vec2 ndc;
layout(location = 0) out vec4 fragColour;

layout(binding = PLANET_TEX_BACKDROP) uniform samplerCube u_backdrop;
uniform mat4 u_inverseViewProjection;
uniform int u_look;

void main() {
  vec4 nearPoint = u_inverseViewProjection * vec4(ndc, -1.0, 1.0);
  vec4 farPoint = u_inverseViewProjection * vec4(ndc, 1.0, 1.0);
  vec3 direction = normalize(farPoint.xyz / farPoint.w - nearPoint.xyz / nearPoint.w);
  vec3 colour = texture(u_backdrop, direction).rgb;
  if (u_look == PLANET_LOOK_OCEAN) colour += stars(direction);
  fragColour = vec4(linearToDisplay(colour), 1.0);
}
