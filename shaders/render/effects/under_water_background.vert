#version 450
// The background where all of the view starts under the water: the
// far-plane triangle (far_plane_triangle.glsl) in the water's colour at the
// eye, found here once (under_water_fog.glsl's fogWaterColour; the near
// plane's points lie within centimetres of the eye's depth, as the terrain
// takes it). Software GL then shades its pixels with one flat colour instead
// of the sky and a waterline lookup each (SkyRenderer::draw).
#include "../../common/shared_layout.h"
#include "../../common/optics.h"
#include "far_plane_triangle.glsl"
#define UNDER_WATER_FOG_IN_VERTEX 1
#include "../under_water_fog.glsl"

layout(location = 0) flat out vec3 waterColour;  // display-encoded

void main() {
  waterColour = linearToDisplay(fogWaterColour(eyeDepthUnderWater()));
  gl_Position = vec4(farPlaneCorner(gl_VertexID), 1.0, 1.0);  // on the far plane: only where nothing was drawn
}
