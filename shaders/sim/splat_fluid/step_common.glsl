// What every splat fluid step kernel shares (step.comp, step_tile.comp,
// step_rows.comp): the step's uniforms, set by splat_fluid_gpu.cpp, the
// normalisation constants, and how a neighbour's particle is fetched under
// the two edge models. Expects `stateIn` declared before it.

uniform ivec2 gridSize;
uniform float rho0;          // rest density
uniform int edges;           // SPLAT_FLUID_EDGES_OPEN | _WALLS
uniform float gravity;       // cells/step^2 toward row 0
uniform bool epsilonHack;    // (p + f)/(m + 1e-6) as in the tweet
uniform bool conserveMass;   // normalise each splat by its lattice sum instead of 3.142
uniform bool splashNow;      // the seed's periodic splash happens this step
uniform float periodicMass;  // mass added to every cell by it
uniform float sprayScale;    // its outward velocity per cell of distance from the centre

// The seed's Gaussian normalisation, pi written as 3.142 (see splat_fluid_constants.h).
const float kSeedPi = SPLAT_FLUID_SEED_PI;
const float kTwoPi = 2.0 * SPLAT_FLUID_PI;

// What exp(-|x - k|^2) sums to over all integer cells k (splat_fluid_constants.h);
// periodic, so for a particle landing at o + v it is latticeSum(v).
float latticeSum(vec2 x) {
  vec2 ripple = 1.0 + SPLAT_FLUID_LATTICE_RIPPLE * cos(kTwoPi * x);
  return SPLAT_FLUID_PI * ripple.x * ripple.y;
}

// Folds an index of the infinite grid tiled by mirror images into [0, n);
// `flipped` is true in a mirrored copy. `index` must be >= -n * 64.
int mirrorFold(int index, int n, out bool flipped) {
  int period = 2 * n;
  // GLSL leaves % of negative numbers undefined: shift to non-negative first.
  int k = (index + 32 * period) % period;
  flipped = k >= n;
  return flipped ? period - 1 - k : k;
}

// The particle (vx, vy, mass) of the cell `cell`, which may be outside the grid.
// Open edges: the outside is empty (false). Walls at -0.5 and gridSize - 0.5:
// the outside is the mirror image of the inside with its velocity reflected,
// so whatever an inside particle splats beyond a wall is gathered back by its
// image cell and no mass leaves the box (method of images). `image` is true
// for such a mirror image.
bool fetchNeighbour(ivec2 cell, out vec3 particle, out bool image) {
  image = false;
  if (edges == SPLAT_FLUID_EDGES_WALLS) {
    bool flipX, flipY;
    ivec2 folded = ivec2(mirrorFold(cell.x, gridSize.x, flipX), mirrorFold(cell.y, gridSize.y, flipY));
    particle = imageLoad(stateIn, folded).xyz;
    if (flipX) particle.x = -particle.x;
    if (flipY) particle.y = -particle.y;
    image = flipX || flipY;
    return true;
  }
  if (any(lessThan(cell, ivec2(0))) || any(greaterThanEqual(cell, gridSize))) {
    particle = vec3(0.0);
    return false;
  }
  particle = imageLoad(stateIn, cell).xyz;
  return true;
}

// The pressure weight rho0 - m of a particle. A mirror image beyond a wall
// only pushes (m > rho0), which keeps fluid from piling into the wall; its
// pull would make every wall sticky, and a thin lump held by its own images
// hung in a top corner of the tank against gravity. The walls do not wet.
float pressureWeight(float mass, bool image) {
  float weight = rho0 - mass;
  return image ? min(weight, 0.0) : weight;
}
