// Fetching a neighbour's particle for the splat fluid step: the two edge
// models. Expects `stateIn`, `gridSize`, `edges` and `rho0` to be declared.

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
