#version 450
// One step of the Gaussian splat fluid, seed 001: the same sums as step.comp
// (the CPU twin in src/sim/splat_fluid/splat_fluid_cpu.cpp states them),
// arranged to cost fewer instructions. Per neighbour i at offset o:
//   x_i = o + v_i,  G = exp(-|x_i|^2) / norm_i,  norm_i = 3.142 or latticeSum(v_i)
//   m += G m_i,  p + f += G m_i (v_i + (rho0 - m_i) x_i)
// How it is cheaper than one fused 13x13 loop of image loads and exp():
//  1. The work group first loads its tile of particles plus a halo of R cells
//     into shared memory, once, with the edge model applied and everything
//     that depends on the particle alone folded in (mass over its norm, the
//     pressure weight). Open edges become empty particles: no bounds tests in
//     the loop.
//  2. exp(-|x|^2) = exp2(-|x'|^2) with x' = x sqrt(log2 e): positions are
//     stored pre-scaled, so the Gaussian is one ex2 with no multiply.
//  3. p and f are only ever used as p/m + f/m: one sum p + f.
//  4. Each invocation gathers 4 cells of a column (vec4 sums): a particle
//     read from shared memory serves up to 4 cells, and its
//     x-part (x'_x, -x'_x^2, its momentum term) is computed once for them.
//     Per neighbour and cell there remain: 1 add (y'), 1 fma (-|x'|^2), 1 ex2,
//     1 fma (m), 1 fma (p_x + f_x), 2 fma (p_y + f_y). Rows of the window
//     that do not reach every cell of the column skip the cells they miss.
//  5. conserve_mass: the lattice sum of a Gaussian landing at o + v depends on
//     cos(2 pi (o + v)) = cos(2 pi v) for an integer offset o, so it is a
//     property of the particle, computed once in the tile load.
//  6. SPLAT_COLUMNS 2 ("wide"): an invocation sums 2 columns × 4 cells, so a
//     particle read from shared memory serves up to 8 cells, and its y-part
//     (y', y'^2, its momentum term) is computed once for both columns.
// Defines (splat_fluid_gpu.cpp): SPLAT_RADIUS (R), SPLAT_GROUP_X,
// SPLAT_GROUP_Y, SPLAT_COLUMNS (1 or 2).
// State: rgba32f (vx, vy, mass, 0).
#include "../../common/shared_layout.h"
#include "splat_fluid_constants.h"

#ifndef SPLAT_RADIUS  // built without defines (a test builds every shader): the benchmark's case
#define SPLAT_RADIUS 6
#define SPLAT_GROUP_X 16
#define SPLAT_GROUP_Y 8
#endif
#ifndef SPLAT_COLUMNS
#define SPLAT_COLUMNS 1
#endif

const int R = SPLAT_RADIUS;
const int ROWS = 4;  // cells of a column per invocation: the 4 components of a vec4
const int COLUMNS = SPLAT_COLUMNS;  // columns of cells per invocation
const int TILE_W = SPLAT_GROUP_X * COLUMNS;
const int TILE_H = SPLAT_GROUP_Y * ROWS;
const int SOURCE_W = TILE_W + 2 * R;
const int SOURCE_H = TILE_H + 2 * R;
const int GROUP_SIZE = SPLAT_GROUP_X * SPLAT_GROUP_Y;

layout(local_size_x = SPLAT_GROUP_X, local_size_y = SPLAT_GROUP_Y) in;
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D stateIn;
layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly image2D stateOut;

#include "step_common.glsl"

const float kScale = 1.2011224087864498;     // sqrt(log2 e): exp(-x^2) = exp2(-(kScale x)^2)
const float kInvScale = 0.83255461115769776; // 1 / kScale

// The particle after the tile load: (vx', vy', a', w') with v' = kScale v,
// a' = m / (norm kScale), w' = a' (rho0 - m). Then, for x' = kScale (o + v):
//   G m       = ex2(-|x'|^2) a' kScale
//   G m v + G m (rho0 - m) x = ex2(-|x'|^2) (a' v' + w' x')
shared vec4 particles[SOURCE_W * SOURCE_H];

void loadTile(ivec2 origin) {
  for (int i = int(gl_LocalInvocationIndex); i < SOURCE_W * SOURCE_H; i += GROUP_SIZE) {
    vec3 n;
    bool image;
    fetchNeighbour(origin + ivec2(i % SOURCE_W, i / SOURCE_W), n, image);  // empty outside open edges
    float norm = conserveMass ? latticeSum(n.xy) : kSeedPi;
    float a = n.z / (norm * kScale);
    float w = a * pressureWeight(n.z, image);
    particles[i] = vec4(n.xy * kScale, a, w);
  }
}

// Sums of this invocation's 4 cells (x, y, z, w = cells 0..3 of its column):
// mass / kScale, p + f; with SPLAT_COLUMNS 2, *East for its second column.
vec4 mass = vec4(0.0), momentumX = vec4(0.0), momentumY = vec4(0.0);
#if SPLAT_COLUMNS == 2
vec4 massEast = vec4(0.0), momentumXEast = vec4(0.0), momentumYEast = vec4(0.0);
#endif

// Adds particle row J of the column's window (J = k + R + o_y for cell k) to
// the cells SW (a swizzle of TYPE, the cells that row reaches): for each
// particle s of the row at column offset c - R, its x-part once, then the
// cells' y-parts.
#define ADD_WINDOW_ROW(J, SW, TYPE)                                            \
  {                                                                            \
    const TYPE offsetY = (TYPE(float((J) - R)) - vec4(0.0, 1.0, 2.0, 3.0).SW) * kScale; \
    const int rowStart = (firstRow + (J)) * SOURCE_W + column;                 \
    for (int c = 0; c <= 2 * R; ++c) {                                         \
      const vec4 s = particles[rowStart + c];                                  \
      const float x = float(c - R) * kScale + s.x;                             \
      const float minusX2 = -x * x;                                            \
      const float termX = s.z * s.x + s.w * x;                                 \
      const TYPE y = offsetY + s.y;                                            \
      const TYPE g = exp2(minusX2 - y * y);                                    \
      mass.SW += g * s.z;                                                      \
      momentumX.SW += g * termX;                                               \
      momentumY.SW += g * (s.z * s.y + s.w * y);                               \
    }                                                                          \
  }


#if SPLAT_COLUMNS == 2
// Particle s's term for one column of the wide kernel: x' its scaled column
// offset, y' and its momentum term t already computed for the row's cells.
#define ADD_TO_COLUMN(MASS, MX, MY, X, SW, TYPE)                               \
  {                                                                            \
    const float xs = (X);                                                      \
    const TYPE g = exp2(-xs * xs - yy);                                        \
    MASS.SW += g * s.z;                                                        \
    MX.SW += g * (s.z * s.x + s.w * xs);                                       \
    MY.SW += g * t;                                                            \
  }
// Row J of the window for both columns: particle c (0 .. 2R + 1 of the
// source row starting at the invocation's west column − R) is at offset
// c − R from the west column and c − R − 1 from the east one; the first
// reaches only the west column, the last only the east.
#define ADD_WINDOW_ROW_WIDE(J, SW, TYPE)                                       \
  {                                                                            \
    const TYPE offsetY = (TYPE(float((J) - R)) - vec4(0.0, 1.0, 2.0, 3.0).SW) * kScale; \
    const int rowStart = (firstRow + (J)) * SOURCE_W + COLUMNS * column;       \
    for (int c = 0; c <= 2 * R + 1; ++c) {                                     \
      const vec4 s = particles[rowStart + c];                                  \
      const TYPE y = offsetY + s.y;                                            \
      const TYPE yy = y * y;                                                   \
      const TYPE t = s.z * s.y + s.w * y;                                      \
      if (c <= 2 * R) ADD_TO_COLUMN(mass, momentumX, momentumY, float(c - R) * kScale + s.x, SW, TYPE) \
      if (c >= 1) ADD_TO_COLUMN(massEast, momentumXEast, momentumYEast, float(c - R - 1) * kScale + s.x, SW, TYPE) \
    }                                                                          \
  }
#endif

void main() {
  const ivec2 tileOrigin = ivec2(gl_WorkGroupID.xy) * ivec2(TILE_W, TILE_H);
  loadTile(tileOrigin - R);
  barrier();

  const int column = int(gl_LocalInvocationID.x);
  const int firstRow = int(gl_LocalInvocationID.y) * ROWS;  // of the tile
  // The window's 2R + 4 particle rows: row j reaches cell k when
  // |j - R - k| <= R. The first 3 rows reach only the first 1, 2, 3 cells and
  // the last 3 only the last 3, 2, 1: they run on those cells alone (the
  // padded form computed a zero term for the others, 39 of every 208 ex2 at
  // R = 6; the sums are the same bit for bit). Needs R >= 1.
#if SPLAT_COLUMNS == 2
  ADD_WINDOW_ROW_WIDE(0, x, float)
  ADD_WINDOW_ROW_WIDE(1, xy, vec2)
  ADD_WINDOW_ROW_WIDE(2, xyz, vec3)
  for (int j = 3; j <= 2 * R; ++j) ADD_WINDOW_ROW_WIDE(j, xyzw, vec4)
  ADD_WINDOW_ROW_WIDE(2 * R + 1, yzw, vec3)
  ADD_WINDOW_ROW_WIDE(2 * R + 2, zw, vec2)
  ADD_WINDOW_ROW_WIDE(2 * R + 3, w, float)
#else
  ADD_WINDOW_ROW(0, x, float)
  ADD_WINDOW_ROW(1, xy, vec2)
  ADD_WINDOW_ROW(2, xyz, vec3)
  for (int j = 3; j <= 2 * R; ++j) ADD_WINDOW_ROW(j, xyzw, vec4)
  ADD_WINDOW_ROW(2 * R + 1, yzw, vec3)
  ADD_WINDOW_ROW(2 * R + 2, zw, vec2)
  ADD_WINDOW_ROW(2 * R + 3, w, float)
#endif

  for (int i = 0; i < COLUMNS * ROWS; ++i) {
    const int k = i % ROWS, east = i / ROWS;
    const ivec2 cell = tileOrigin + ivec2(COLUMNS * column + east, firstRow + k);
    if (any(greaterThanEqual(cell, gridSize))) continue;
#if SPLAT_COLUMNS == 2
    float m = (east == 0 ? mass[k] : massEast[k]) * kScale;
    vec2 pf = east == 0 ? vec2(momentumX[k], momentumY[k]) : vec2(momentumXEast[k], momentumYEast[k]);  // p + f
#else
    float m = mass[k] * kScale;
    vec2 pf = vec2(momentumX[k], momentumY[k]);  // p + f
#endif
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
