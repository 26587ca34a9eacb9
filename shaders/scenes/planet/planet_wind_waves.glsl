// The wind's short waves over the planet's water, as normal detail: plane
// waves in 3D whose wavevectors, phases and slopes the renderer works out
// once a frame (src/scenes/planet/planet_ripples.*, which says why these
// waves). The normal is tilted by the height's gradient along the surface;
// the surface itself does not move.
// A wave is drawn only where the pixel resolves it: its phase may change by
// at most about a quarter turn from one pixel to the next (measured along the
// screen's x and y, so it also holds edge-on at the limb). Past that it fades
// out, and the slope it took away is handed back as roughness: the variance
// the caller widens the sun's glint by. Unfiltered, a far wave is sampled a
// few times a wavelength and its crests alias into a coarse moire lattice
// that crawls as the camera moves.

#define PLANET_RIPPLE_WAVES 20  // kRippleWaves
uniform float u_windWaves;  // 0..1
uniform vec4 u_rippleWavevectorPhase[PLANET_RIPPLE_WAVES];  // k·d (1/radius), phase now
uniform vec4 u_rippleSlope[PLANET_RIPPLE_WAVES];            // a·k·d

// `unresolvedVariance`: mean square slope of the waves faded out here.
vec3 windRippledNormal(vec3 normal, vec3 position, out float unresolvedVariance) {
  unresolvedVariance = 0.0;
  if (u_windWaves <= 0.0) return normal;
  const vec3 acrossX = dFdx(position), acrossY = dFdy(position);
  vec3 gradient = vec3(0.0);
  for (int i = 0; i < PLANET_RIPPLE_WAVES; ++i) {
    const vec3 wavevector = u_rippleWavevectorPhase[i].xyz;
    // Radians of phase a pixel spans; fully drawn up to 1, gone by 2 (a
    // sixth and a third of a turn).
    const float phasePerPixel = max(abs(dot(wavevector, acrossX)), abs(dot(wavevector, acrossY)));
    const float resolved = 1.0 - smoothstep(1.0, 2.0, phasePerPixel);
    // ∇(a·sin(k·d·p − ωt + φ)) = a·k·cos(…)·d.
    gradient += resolved * cos(dot(wavevector, position) + u_rippleWavevectorPhase[i].w) * u_rippleSlope[i].xyz;
    // A sine's mean square slope is half its peak's square, two thirds of it along the surface.
    unresolvedVariance += (1.0 - resolved) * dot(u_rippleSlope[i].xyz, u_rippleSlope[i].xyz) * (1.0 / 3.0);
  }
  unresolvedVariance *= u_windWaves * u_windWaves;
  const vec3 alongSurface = gradient - dot(gradient, normal) * normal;
  return normalize(normal - u_windWaves * alongSurface);
}
