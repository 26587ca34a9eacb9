#version 450
#include "sky.glsl"
#include "sky_light.glsl"

layout(location = 0) in vec2 ndc;
layout(location = 0) out vec4 fragColour;

uniform mat4 inverseViewProjection;

void main() {
  vec4 nearPoint = inverseViewProjection * vec4(ndc, -1.0, 1.0);
  vec4 farPoint = inverseViewProjection * vec4(ndc, 1.0, 1.0);
  vec3 direction = normalize(farPoint.xyz / farPoint.w - nearPoint.xyz / nearPoint.w);
  fragColour = vec4(linearToDisplay(sceneSkyWithDisc(direction, 1.0)), 1.0);
}
