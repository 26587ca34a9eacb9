// The sponge along the deep-water grid's edges (deepWaterSpongeCells): the
// factor a cell's h and φ keep this step, 1 inside, falling as the square of
// the depth into the layer to 1 − u_spongeStrength at the edge. The includer
// declares u_spongeCells and u_spongeStrength, and defines FFT_N.
float spongeFactor(uint x, uint y) {
  if (u_spongeCells <= 0.0) return 1.0;
  const float n = float(FFT_N);
  const float toEdge = min(min(float(x) + 0.5, n - float(x) - 0.5), min(float(y) + 0.5, n - float(y) - 0.5));
  const float into = u_spongeCells - toEdge;
  if (into <= 0.0) return 1.0;
  const float t = min(into / u_spongeCells, 1.0);
  return 1.0 - u_spongeStrength * t * t;
}
