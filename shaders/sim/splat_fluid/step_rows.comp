#version 450
// One step of the Gaussian splat fluid, seed 001: the same sums as step.comp
// (the CPU twin in src/sim/splat_fluid/splat_fluid_cpu.cpp states them), in
// fewer instructions per neighbour than step_tile.comp. What
// step_tile.comp does (shared-memory tile of prepared particles, ex2 of positions pre-scaled
// by sqrt(log2 e), one sum p + f, 4 cells of a column per invocation,
// conserve_mass's lattice sum per particle), plus:
//  - The Gaussian of a particle at x' = (x, o + v) (scaled; o the row offset,
//    the same for the whole row of 2R+1 particles a cell gathers) splits as
//      ex2(-x^2 - (o + v)^2) = ex2(-x^2 - v^2 - 2 o v) * ex2(-o^2):
//    the first factor is one fma and one ex2 per neighbour, the second a
//    constant of the row, applied once to the row's sums. Likewise
//      a v + w (o + v) = (a + w) v + o w:
//    the row sums G (a + w) v and G w, and adds o * (the second) once.
//    Per neighbour and cell: 1 fma + 1 ex2 + 4 fma (m, p_x + f_x, two parts
//    of p_y + f_y). The first factor may be as large as ex2(o'^2) =
//    2^(1.4427 R^2) and the row constant as small as its inverse: both stay
//    normal floats (2^-126..2^127) for R <= 9 only, so larger radii run
//    step_tile.comp (splat_fluid_kernel.cpp).
//  - Cells out of a row's reach (the first and last 3 rows of the column's
//    window) take it with a row factor of 0, as step_tile.comp pads them.
// Defines (splat_fluid_gpu.cpp): SPLAT_RADIUS (R), SPLAT_GROUP_X,
// SPLAT_GROUP_Y. State: rgba32f (vx, vy, mass, 0).
#include "../../common/shared_layout.h"
#include "splat_fluid_constants.h"

#ifndef SPLAT_RADIUS  // built without defines (a test builds every shader): the benchmark's case
#define SPLAT_RADIUS 6
#define SPLAT_GROUP_X 16
#define SPLAT_GROUP_Y 8
#endif

const int R = SPLAT_RADIUS;
const int ROWS = 4;  // cells of a column per invocation: the 4 components of a vec4
const int TILE_W = SPLAT_GROUP_X;
const int TILE_H = SPLAT_GROUP_Y * ROWS;
const int SOURCE_W = TILE_W + 2 * R;
const int SOURCE_H = TILE_H + 2 * R;
const int GROUP_SIZE = SPLAT_GROUP_X * SPLAT_GROUP_Y;

layout(local_size_x = SPLAT_GROUP_X, local_size_y = SPLAT_GROUP_Y) in;
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D stateIn;
layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly image2D stateOut;

#include "step_common.glsl"

const float kScale = 1.2011224087864498;  // sqrt(log2 e): exp(-x^2) = exp2(-(kScale x)^2)

// The particles after the tile load, v' = kScale v, a = m / (norm kScale),
// w = a (rho0 - m): (vx', vy', a, w) and (a vx', (a + w) vy').
shared vec4 particles[SOURCE_W * SOURCE_H];
shared vec2 particleTerms[SOURCE_W * SOURCE_H];

// Sums of this invocation's 4 cells (x, y, z, w = cells 0..3 of its column):
// mass / kScale, p + f.
vec4 mass = vec4(0.0), momentumX = vec4(0.0), momentumY = vec4(0.0);

void loadTile(ivec2 origin) {
  for (int i = int(gl_LocalInvocationIndex); i < SOURCE_W * SOURCE_H; i += GROUP_SIZE) {
    vec3 n;
    bool image;
    fetchNeighbour(origin + ivec2(i % SOURCE_W, i / SOURCE_W), n, image);  // empty outside open edges
    float norm = conserveMass ? latticeSum(n.xy) : kSeedPi;
    float a = n.z / (norm * kScale);
    float w = a * pressureWeight(n.z, image);
    vec2 v = n.xy * kScale;
    particles[i] = vec4(v, a, w);
    particleTerms[i] = vec2(a * v.x, (a + w) * v.y);
  }
}

// The current row's sums for the 4 cells, before the row factor.
vec4 rowMass, rowX, rowY, rowW;

// Adds tile particle i at column offset ox to the row's sums; lift = -2 o'
// for each cell's scaled row offset o' (0 where out of reach).
void addParticle(int i, int ox, vec4 lift) {
  vec4 s = particles[i];
  vec2 t = particleTerms[i];
  float x = float(ox) * kScale + s.x;
  float base = -x * x - s.y * s.y;  // -x'^2 - v'^2
  float termX = t.x + s.w * x;      // a vx' + w x'
  vec4 g = exp2(lift * s.y + base);
  rowMass += g * s.z;
  rowX += g * termX;
  rowY += g * t.y;
  rowW += g * s.w;
}

void main() {
  const ivec2 tileOrigin = ivec2(gl_WorkGroupID.xy) * ivec2(TILE_W, TILE_H);
  loadTile(tileOrigin - R);
  barrier();

  const int column = int(gl_LocalInvocationID.x);
  const int firstRow = int(gl_LocalInvocationID.y) * ROWS;  // of the tile
  // Particle row j of the column's window is row offset o = j - R - k of cell
  // k. Cells out of reach of a row get lift 0 (finite partial sums) and row
  // factor 0. Going down a row, cell k takes cell k-1's offset: the row
  // factors shift by one component and only cell 0's is new (one ex2 a row).
  vec4 rowFactor = vec4(0.0);
  for (int j = 0; j < ROWS + 2 * R; ++j) {
    const vec4 o = float(j - R) - vec4(0.0, 1.0, 2.0, 3.0);
    const bvec4 reaches = lessThanEqual(abs(o), vec4(R));
    const vec4 oScaled = o * kScale;
    const vec4 lift = mix(vec4(0.0), -2.0 * oScaled, reaches);
    rowFactor = vec4(reaches.x ? exp2(-oScaled.x * oScaled.x) : 0.0, rowFactor.xyz);
    rowMass = vec4(0.0);
    rowX = vec4(0.0);
    rowY = vec4(0.0);
    rowW = vec4(0.0);
    const int rowStart = (firstRow + j) * SOURCE_W + column;
    for (int c = 0; c <= 2 * R; ++c) addParticle(rowStart + c, c - R, lift);
    mass += rowFactor * rowMass;
    momentumX += rowFactor * rowX;
    momentumY += rowFactor * (rowY + oScaled * rowW);
  }

  for (int k = 0; k < ROWS; ++k) {
    const ivec2 cell = tileOrigin + ivec2(column, firstRow + k);
    if (any(greaterThanEqual(cell, gridSize))) continue;
    float m = mass[k] * kScale;
    vec2 pf = vec2(momentumX[k], momentumY[k]);  // p + f (k: a constant after unrolling)
    vec2 v = vec2(0.0);
    if (epsilonHack) {
      v = pf / (m + SPLAT_FLUID_EPSILON);
    } else if (m > SPLAT_FLUID_MIN_MASS) {  // "m > 0", made portable: see the constant
      v = pf / m;
    }
    if (m > SPLAT_FLUID_MIN_MASS) v.y -= gravity;
    if (splashNow) {
      v += (vec2(cell) + 0.5 - 0.5 * vec2(gridSize)) * sprayScale;
      m += periodicMass;
    }
    imageStore(stateOut, cell, vec4(v, m, 0.0));
  }
}
