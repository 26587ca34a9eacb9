#version 450
// The harbor's, bowl's, fluid's and demo's background (sky_background.glsl:
// the sky, and the far sea below the horizon), filled by compute into the
// app's multisampled frame: the samples still at the cleared far plane get
// what the drawn sky (sky_background.frag) would give them.
#include "../../common/shared_layout.h"
#include "sky.glsl"
#include "sky_light.glsl"
#include "planar_reflection.glsl"
#include "sky_background.glsl"
#include "../background_fill.glsl"
