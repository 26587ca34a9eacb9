// The wind's short waves over the planet's water, as normal detail: twelve
// plane waves in 3D, h = Σ aᵢ·sin(kᵢ·p − ωᵢ·t + φᵢ), seen where they cut the
// ball's surface. A plane wave restricted to a sphere is seamless by itself,
// so the ripples need no tiling and no seam anywhere on the ball; with their
// wavevectors spread over every direction, each point sees most of them as
// crests running across it (a wave is locally flat only near the two points
// where its wavevector is normal to the surface). Wavelengths span 0.02 to
// 0.09 of the radius; each runs at deep water's ω = √(g·k), with g taken as
// 0.14 radii/s² so the longest has a period of 2 s (the ball is a toy sea:
// no scale would fit a real one). Every wave has the same steepness a·k, so
// its slope is `kRippleSlope`·windWaves: twelve of them, two thirds of each
// along the surface, give a slope variance of about 0.022 at windWaves = 1,
// as Cox & Munk measured in a 4 m/s breeze (0.003 + 0.00512·W). The normal is tilted by the height's
// gradient along the surface; the surface itself does not move.

uniform float u_windWaves;  // 0..1
uniform float u_time;       // s

const int kRippleWaves = 12;
const float kRippleSlope = 0.075;
const float kRippleGravity = 0.14;  // radii/s²

// A unit vector from the wave's index: directions spread over the sphere
// (a golden-angle spiral), each wave's length and phase from its index.
vec3 rippleDirection(int i) {
  const float z = 1.0 - 2.0 * (float(i) + 0.5) / float(kRippleWaves);
  const float angle = 2.39996 * float(i);
  const float r = sqrt(1.0 - z * z);
  return vec3(r * cos(angle), r * sin(angle), z);
}

vec3 windRippledNormal(vec3 normal, vec3 position) {
  if (u_windWaves <= 0.0) return normal;
  vec3 gradient = vec3(0.0);
  for (int i = 0; i < kRippleWaves; ++i) {
    const float wavelength = mix(0.02, 0.09, fract(0.618034 * float(i) + 0.31));
    const float k = 6.2831853 / wavelength;
    const float omega = sqrt(kRippleGravity * k);
    const vec3 direction = rippleDirection(i);
    const float phase = 6.2831853 * fract(0.754877 * float(i) + 0.17);
    // ∇(a·sin(k·d·p − ωt + φ)) = a·k·cos(…)·d, with a·k the steepness.
    gradient += kRippleSlope * cos(k * dot(direction, position) - omega * u_time + phase) * direction;
  }
  const vec3 alongSurface = gradient - dot(gradient, normal) * normal;
  return normalize(normal - u_windWaves * alongSurface);
}
