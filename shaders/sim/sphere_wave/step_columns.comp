#version 450
// The sphere step (step_vertex.glsl) with COLUMN_ROWS vertices an invocation:
// a column (i, j0 … j0 + ROWS − 1) of one diamond of the vertex order
// (src/sim/sphere_wave/icosphere.hpp). Inside the diamond the column's
// neighbours are the columns i − 1, i, i + 1 of rows j0 − 1 … j0 + ROWS, so
// each height is loaded once per invocation and shared by the vertices above
// and below it: 4 + 10/ROWS loads a vertex instead of 7 (the ring needs
// (i ± 1, j), (i, j ± 1), (i + 1, j + 1), (i − 1, j − 1)). Columns that touch
// a diamond's border step each vertex on its own (stored ring where needed).
// A work group is a 32 × (8·ROWS) tile of one diamond (z = diamond); the
// first invocation also steps the two poles. DRAM traffic as step.comp: 16
// bytes a vertex. No barriers and no shared memory (llvmpipe pays for those).
#ifndef COLUMN_ROWS
#define COLUMN_ROWS 4
#endif
#include "step_vertex.glsl"

layout(local_size_x = TP_SPHERE_COLUMN_GROUP_X, local_size_y = TP_SPHERE_COLUMN_GROUP_Y) in;

void main() {
  int n = 1 << u_level;
  int i = int(gl_GlobalInvocationID.x), j0 = int(gl_GlobalInvocationID.y) * COLUMN_ROWS;
  if (gl_GlobalInvocationID == uvec3(0)) {
    stepVertex(10 << (2 * u_level), true);
    stepVertex((10 << (2 * u_level)) + 1, true);
  }
  if (i >= n || j0 >= n) return;
  int base = (int(gl_WorkGroupID.z) << (2 * u_level)) + j0 * n + i;
  bool inside = uint(i - 1) < uint(n - 2) && j0 >= 1 && j0 + COLUMN_ROWS <= n - 1;
  // Every u before any store (finishVertex in step_vertex.glsl says why).
  float velocity[COLUMN_ROWS];
  for (int r = 0; r < COLUMN_ROWS; ++r) velocity[r] = j0 + r < n ? velocityAt(base + r * n) : 0.0;
  if (!inside) {
    for (int r = 0; r < COLUMN_ROWS; ++r)
      if (j0 + r < n) stepVertexWith(base + r * n, velocity[r], true);
    return;
  }
  // Rows j0 − 1 … j0 + ROWS at index r = 0 … ROWS + 1; west = i − 1, east = i + 1.
  float west[COLUMN_ROWS + 2], here[COLUMN_ROWS + 2], east[COLUMN_ROWS + 2];
  for (int r = 0; r < COLUMN_ROWS + 2; ++r) {
    int row = base + (r - 1) * n;
    here[r] = heightAt(row);
    west[r] = r <= COLUMN_ROWS ? heightAt(row - 1) : 0.0;
    east[r] = r >= 1 ? heightAt(row + 1) : 0.0;
  }
  for (int r = 1; r <= COLUMN_ROWS; ++r) {
    float z = here[r];
    // Ring order v + {1, n + 1, n, −1, −n − 1, −n}, as the stored ring.
    precise float laplacian = (east[r] - z) + (east[r + 1] - z) + (here[r + 1] - z) + (west[r] - z) +
                              (west[r - 1] - z) + (here[r - 1] - z);
    finishVertexWith(base + (r - 1) * n, z, velocity[r - 1], laplacian, 6.0);
  }
}
