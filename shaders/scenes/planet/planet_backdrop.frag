#version 450
// The planet's background (planet_backdrop.glsl), drawn with
// render/effects/sky.vert on the far plane after the opaque things: only
// uncovered pixels pay. Into the app's multisampled frame it is filled by
// compute instead (planet_backdrop_fill.comp).
#include "planet_look.glsl"
#include "planet_backdrop.glsl"

layout(location = 0) in vec2 ndc;
layout(location = 0) out vec4 fragColour;

void main() { fragColour = vec4(linearToDisplay(backgroundAlong(ndc)), 1.0); }
