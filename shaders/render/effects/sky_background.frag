#version 450
// The background, drawn: a triangle on the far plane (sky_background.vert)
// that only the pixels nothing else covered let through (sky_background.glsl
// has what it shows); where the view starts under the water, the water's
// colour (under_water_fog.glsl).
#include "../../common/shared_layout.h"
#include "sky.glsl"
#include "sky_light.glsl"
#include "planar_reflection.glsl"
#include "sky_background.glsl"
#include "../under_water_fog.glsl"

layout(location = 0) in vec4 nearPoint;  // the pixel's ray (sky_background.vert)
layout(location = 1) in vec4 farPoint;
layout(location = 0) out vec4 fragColour;

void main() {
  fragColour = vec4(linearToDisplay(underWaterFoggedBackground(backgroundAlongRay(nearPoint, farPoint))), 1.0);
}
