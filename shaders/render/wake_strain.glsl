// How a wake's waves roughen and smooth the wind's short waves riding on
// them (hydrodynamic modulation: Longuet-Higgins & Stewart 1960; Keller &
// Wright 1975). A long wave's orbital currents converge ahead of its crest
// and diverge behind it, and the short waves on top gain and lose energy with
// the straining: their energy varies as 1 + M·ak·cos θ about the long wave's
// phase θ (ak: its steepness), with M, the modulation transfer function,
// measured at about 5-15 for wind ripples on swell, highest in light winds,
// where a wake must show through the wind's waves. So a ship's Kelvin
// crests, too low to show among wind waves by their own slope, show as
// bands of rougher and smoother water; the V in sun glitter and in radar
// pictures of the sea is mostly this.
//
// The wake's ak·cos θ is −∇²η/k for a wave of wavenumber k; k is taken as the
// transverse waves' at a 2.5 m/s cruise (2πU²/g = 4 m apart), so shorter
// wake waves, their curvature higher, count a little more than they should.
const float kWakeStrainWavenumber = 1.57;  // rad/m
const float kWakeStrainModulation = 15.0;  // M, the light winds' end
// The short waves' energy (their mean square slope) relative to the wind's
// alone, where the wake's heights have Laplacian `laplacian` (1/m).
float wakeRoughening(float laplacian) {
  const float strain = -laplacian / kWakeStrainWavenumber;  // ak·cos θ
  return clamp(1.0 + kWakeStrainModulation * strain, 0.25, 3.0);
}
