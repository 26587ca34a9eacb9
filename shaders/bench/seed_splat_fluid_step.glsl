// SEED DESIGN, benchmark only (never used by the app): seed 001's fluid step
// as a straight port of its deobfuscated shader, shared by the fragment-shader
// port (seed_splat_fluid.frag, the seed's design) and the same code in a
// compute shader (seed_splat_fluid.comp, to tell the cost of the two loops
// from that of running as a fragment shader). Two loops over the 13×13
// neighbours, as the seed writes them: the first gathers mass and momentum,
// the second fetches every neighbour again and recomputes its Gaussian for the
// simplified SPH force. Our solver (shaders/sim/splat_fluid/step.comp) does
// both in one loop.
// Port details: cells are addressed with integers (the seed's ivec2(u + i)
// truncates toward zero, so it reads cell 0 for cell −1), and a neighbour
// outside the grid is empty (texelFetch outside a texture is undefined in GL;
// Shadertoy's WebGL returns zero), which is our solver's "open" edges.
// Needs: `uniform sampler2D iChannel0` and the uniforms below.
#include "bench_layout.h"

layout(location = TP_SEED_LOC_GRID_POINTS) uniform ivec2 gridSize;
layout(location = TP_SEED_LOC_RHO0) uniform float rho0;
layout(location = TP_SEED_LOC_SPLASH_NOW) uniform int splashNow;          // iFrame % 500 == 0
layout(location = TP_SEED_LOC_PERIODIC_MASS) uniform float periodicMass;  // the seed: 0.5
layout(location = TP_SEED_LOC_SPRAY_SCALE) uniform float sprayScale;      // the seed: 1/1000

vec4 fetch(ivec2 cell) {
  if (any(lessThan(cell, ivec2(0))) || any(greaterThanEqual(cell, gridSize))) return vec4(0.0);
  return texelFetch(iChannel0, cell, 0);
}

// The new (vx, vy, mass, 0) of cell u, whose centre is at `centre` (gl_FragCoord.xy).
vec4 seedFluidStep(ivec2 u, vec2 centre) {
  float m = 0.0;
  vec2 p = vec2(0.0), i;
  // iterate over neighbouring cells
  for (i.x = -6.0; i.x <= 6.0; i.x++)
    for (i.y = -6.0; i.y <= 6.0; i.y++) {
      const vec4 A = fetch(u + ivec2(i));
      const float mi = A.z;
      const vec2 vi = A.xy;
      const vec2 xi = i + vi;                     // move particle according to velocity
      const float G = exp(-dot(xi, xi)) / 3.142;  // Gaussian diffusion, sigma = sqrt(.5)
      m += G * mi;                                // advection
      p += G * mi * vi;
    }
  vec2 v = vec2(0.0);
  if (m > 0.0) v = p / m;

  // fluid forces (smoothed particle hydrodynamics)
  vec2 f = vec2(0.0);
  for (i.x = -6.0; i.x <= 6.0; i.x++)
    for (i.y = -6.0; i.y <= 6.0; i.y++) {
      const vec4 A = fetch(u + ivec2(i));
      const float mi = A.z;
      const vec2 vi = A.xy;
      const vec2 xi = i + vi;
      const float G = exp(-dot(xi, xi)) / 3.142;
      f += G * mi * (rho0 - mi) * xi;
    }
  if (m > 0.0) v += f / m;

  if (splashNow != 0) {  // splash!
    m += periodicMass;
    v += (centre - 0.5 * vec2(gridSize)) * sprayScale;
  }
  return vec4(v, m, 0.0);
}
