// The arithmetic of one grid wave step, shared by every step kernel (simple,
// column, tile, blocked: see src/sim/grid_wave/grid_wave_stepper.hpp), so they
// all compute the very same float operations in the same order and agree bit
// for bit (checked on llvmpipe by tests/gl/grid_wave_kernels_test.cpp). The
// CPU twin (src/sim/grid_wave/grid_wave_cpu.cpp) states the method:
//   z' = a·(z_E + z_W + z_N + z_S) + (2 − 4a)·z − z_old          (5-point)
//   z' = 2z + a·[(2/3)·(edges − 4z) + (1/6)·(corners − 4z)] − z_old  (9-point)
// with damping d as (1 + d/2)·z' = [… − (1 − d/2)·z_old]. N is +y, E is +x.
// Needs grid_wave_layout.h and the NINE_POINT define (0 or 1).
#ifndef NINE_POINT
#define NINE_POINT 0
#endif

layout(location = TP_GW_LOC_A) uniform float a;
layout(location = TP_GW_LOC_DAMPING) uniform float damping;
layout(location = TP_GW_LOC_SPONGE_CELLS) uniform float spongeCells;  // 0: reflect
layout(location = TP_GW_LOC_COURANT) uniform float courant;           // √a

// ABSORB (0 or 1), where a kernel is built for one boundary, lets the
// compiler drop the other's code; otherwise the uniform decides.
#ifdef ABSORB
bool absorbing() { return ABSORB != 0; }
#else
bool absorbing() { return spongeCells > 0.0; }
#endif

// Velocity damping of cell p: `damping`, plus the sponge's inside its layer
// with boundary=absorb (grid_wave_layout.h).
float cellDamping(ivec2 p, ivec2 gridSize) {
  float d = damping;
  if (absorbing()) {
    const vec2 centre = vec2(p) + 0.5;
    const vec2 toEdge = min(centre, vec2(gridSize) - centre);
    const float s = max(0.0, 1.0 - min(toEdge.x, toEdge.y) / spongeCells);
    d += float(TP_GW_SPONGE_STRENGTH) * (courant / spongeCells) * (s * s);
  }
  return d;
}

// boundary=absorb, a cell of the outermost ring: upwind one-way wave
// z' = z − √a·(z − z_inward); corners (on an x and a y edge) average their two
// directions. `inwardX` is the neighbour towards the inside along x (E on the
// west edge, W on the east edge), `inwardY` likewise along y.
float outgoingEdgeHeight(float here, bool edgeX, float inwardX, bool edgeY, float inwardY) {
  if (edgeX && edgeY) return here - courant * 0.5 * ((here - inwardX) + (here - inwardY));
  return here - courant * (here - (edgeX ? inwardX : inwardY));
}

// z' of every other water cell. edges = (z_E + z_W) + (z_N + z_S);
// corners = (z_NE + z_NW) + (z_SE + z_SW) (only read by the 9-point stencil);
// d from cellDamping.
float interiorNextHeight(float here, float edges, float corners, float old, float d) {
#if NINE_POINT
  // Differences, so still water stays exactly still (see the CPU twin).
  const float laplacian = (edges - 4.0 * here) * (2.0 / 3.0) + (corners - 4.0 * here) * (1.0 / 6.0);
  const float undamped = 2.0 * here + a * laplacian;
#else
  const float undamped = a * edges + (2.0 - 4.0 * a) * here;  // the seed's form
#endif
  return (undamped - (1.0 - 0.5 * d) * old) / (1.0 + 0.5 * d);
}
