// The wind's short waves over the planet's water, as normal detail: the
// plane waves of planet_ripples.h (which says why these waves). The normal is
// tilted by the height's gradient along the surface; the surface itself does
// not move.
// A wave is drawn only where the pixel resolves it: its phase may change by
// at most about a radian from one pixel to the next, the pixel's footprint
// taken as the longer of its two sides (so at the limb, seen edge-on, the
// waves fade sooner). Past that it fades out, and the slope it took away is
// handed back as roughness: the variance the caller widens the sun's glint
// by. Unfiltered, a far wave is sampled a few times a wavelength and its
// crests alias into a coarse moire lattice that crawls as the camera moves.
// The loop has constant bounds and no early exit, so it unrolls and every
// wave's length, direction and speed fold into constants (software GL runs
// a divergent loop, or values gathered from uniform arrays, many times
// slower).
#include "planet_ripples.h"

uniform float u_windWaves;  // 0..1
uniform float u_time;       // s

// `unresolvedVariance`: mean square slope of the waves faded out here.
vec3 windRippledNormal(vec3 normal, vec3 position, out float unresolvedVariance) {
  unresolvedVariance = 0.0;
  if (u_windWaves <= 0.0) return normal;
  const float footprint = sqrt(max(dot(dFdx(position), dFdx(position)), dot(dFdy(position), dFdy(position))));
  // A sine's mean square slope is half its peak's square, two thirds of it
  // along the surface; every wave has the same steepness.
  const float waveVariance = kRippleSteepness * kRippleSteepness * (1.0 / 3.0);
  vec3 gradient = vec3(0.0);
  for (int i = 0; i < PLANET_RIPPLE_WAVES; ++i) {
    const float k = rippleWavenumber(i);
    const vec3 direction = rippleDirection(i);
    // Radians of phase a pixel spans: fully drawn up to 1, gone by 2.
    const float resolved = clamp(2.0 - k * footprint, 0.0, 1.0);
    // ∇(a·sin(k·d·p − ωt + φ)) = a·k·cos(…)·d, with a·k the steepness.
    gradient += (resolved * kRippleSteepness * cos(k * dot(direction, position) + ripplePhase(i, u_time))) * direction;
    unresolvedVariance += (1.0 - resolved) * waveVariance;
  }
  unresolvedVariance *= u_windWaves * u_windWaves;
  const vec3 alongSurface = gradient - dot(gradient, normal) * normal;
  return normalize(normal - u_windWaves * alongSurface);
}
