// The wind's short waves over the planet's water, as normal detail: plane
// waves in 3D whose wavevectors, phases and slopes the renderer works out
// once a frame (src/scenes/planet/planet_ripples.*, which says why these
// waves). The normal is tilted by the height's gradient along the surface;
// the surface itself does not move.
// A wave is drawn only where the pixel resolves it: its phase may change by
// at most about a radian from one pixel to the next, the pixel's footprint
// taken as the longer of its two sides (so at the limb, seen edge-on, the
// waves fade sooner). Past that it fades out, and the slope it took away is
// handed back as roughness: the variance the caller widens the sun's glint
// by. Unfiltered, a far wave is sampled a few times a wavelength and its
// crests alias into a coarse moire lattice that crawls as the camera moves.
// The waves come longest first, so the loop ends at the first one gone.

#define PLANET_RIPPLE_WAVES 12  // kRippleWaves
uniform float u_windWaves;  // 0..1
uniform vec4 u_rippleWavevectorPhase[PLANET_RIPPLE_WAVES];  // k·d (1/radius), phase now
uniform vec4 u_rippleSlope[PLANET_RIPPLE_WAVES];            // a·k·d, k

// `unresolvedVariance`: mean square slope of the waves faded out here.
vec3 windRippledNormal(vec3 normal, vec3 position, out float unresolvedVariance) {
  unresolvedVariance = 0.0;
  if (u_windWaves <= 0.0) return normal;
  const float footprint = sqrt(max(dot(dFdx(position), dFdx(position)), dot(dFdy(position), dFdy(position))));
  // A sine's mean square slope is half its peak's square, two thirds of it
  // along the surface; every wave has the same steepness.
  const float waveVariance = dot(u_rippleSlope[0].xyz, u_rippleSlope[0].xyz) * (1.0 / 3.0);
  vec3 gradient = vec3(0.0);
  for (int i = 0; i < PLANET_RIPPLE_WAVES; ++i) {
    // Radians of phase a pixel spans: fully drawn up to 1, gone by 2.
    const float resolved = clamp(2.0 - u_rippleSlope[i].w * footprint, 0.0, 1.0);
    if (resolved <= 0.0) {
      unresolvedVariance += float(PLANET_RIPPLE_WAVES - i) * waveVariance;
      break;
    }
    // ∇(a·sin(k·d·p − ωt + φ)) = a·k·cos(…)·d.
    gradient += resolved * cos(dot(u_rippleWavevectorPhase[i].xyz, position) + u_rippleWavevectorPhase[i].w) *
                u_rippleSlope[i].xyz;
    unresolvedVariance += (1.0 - resolved) * waveVariance;
  }
  unresolvedVariance *= u_windWaves * u_windWaves;
  const vec3 alongSurface = gradient - dot(gradient, normal) * normal;
  return normalize(normal - u_windWaves * alongSurface);
}
