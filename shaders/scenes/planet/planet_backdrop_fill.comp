#version 450
// The planet's background (planet_backdrop.glsl), filled by compute into the
// app's multisampled frame: the samples still at the cleared far plane get
// what the drawn backdrop (planet_backdrop.frag) would give them.
#include "planet_look.glsl"
#include "planet_backdrop.glsl"
#include "../../render/background_fill.glsl"
