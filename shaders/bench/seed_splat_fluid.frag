#version 450
// SEED DESIGN, benchmark only (never used by the app): seed 001's fluid as a
// straight port of its two loops (seed_splat_fluid_step.glsl) in a fragment
// shader rendering the next state into an RGBA32F texture, as the seed's
// Shadertoy buffer does.
layout(binding = 0) uniform sampler2D iChannel0;
#include "seed_splat_fluid_step.glsl"

layout(location = 0) out vec4 r;

void main() { r = seedFluidStep(ivec2(gl_FragCoord.xy), gl_FragCoord.xy); }
