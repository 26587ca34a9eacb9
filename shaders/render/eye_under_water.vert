#version 450
// One point, kept if the eye looks out from under the water (the near
// plane's middle, near_point_under_water.glsl) and dropped by clipping if
// not: drawn under an occlusion query, which then picks, on the GPU, the
// side of the water the per-vertex look is worked out for
// (WaterSurfaceRenderer::draw).
#include "../common/shared_layout.h"
#include "near_point_under_water.glsl"

void main() { gl_Position = eyeDepthUnderWater() > 0.0 ? vec4(0.0, 0.0, 0.0, 1.0) : vec4(2.0, 2.0, 2.0, 1.0); }
