// The spring step's arithmetic and its walk down each invocation's block,
// shared by step.comp and the benchmark's packed layout; included after
// spring_step_head.glsl and the storage (loadRow, storeBlockRow, fillSharedTile).

// The next (h, v) of cell (x + c, y): window[r][c + dx] holds the state at
// (x + c + dx − 1, y + r − 1); the terms say which of those are water, unless
// `checked` is false: then all of them are (the caller made sure). Not water:
// held at rest, (0, 0).
vec2 nextCellState(ivec2 cell, int c, vec2 window[3][SPRING_WINDOW], uint rowTerm[3],
                   uint columnTerm[SPRING_WINDOW], uint bound, bool checked) {
  if (checked && rowTerm[1] + columnTerm[c + 1] >= bound) return vec2(0.0);
  vec2 self = window[1][c + 1];
  precise float acceleration = 0.0;
  for (int dy = 0; dy < 3; ++dy) {
    for (int dx = 0; dx < 3; ++dx) {
      if ((dx == 1 && dy == 1) || (checked && rowTerm[dy] + columnTerm[c + dx] >= bound)) continue;
      vec2 other = window[dy][c + dx];
      acceleration += (other.x - self.x) * u_stiffness + (other.y - self.y) * u_damping;
    }
  }
  precise float velocity = self.y + acceleration * u_dt;
  if (u_hasForce != 0) velocity = velocity + imageLoad(u_force, cell).r * u_dt;
  precise float height = self.x + velocity * u_dt;
  return keepInContainer(height, velocity);
}


// Walks the block down from `origin` (its cells cut by the tile's end).
// `checked` = false only where the whole block lies in the tile and it and
// its halo are water: no tests at all then.
void walkBlock(ivec2 origin, uint bound, bool checked) {
  int x = origin.x;
  uint columnTerm[SPRING_WINDOW];
  for (int i = 0; i < SPRING_WINDOW; ++i) columnTerm[i] = edgeTerm(x - 1 + i);
  vec2 window[3][SPRING_WINDOW];
  uint rowTerm[3];
  loadRow(origin.y - 1, x, window[0]);
  loadRow(origin.y, x, window[1]);
  rowTerm[0] = edgeTerm(origin.y - 1);
  rowTerm[1] = edgeTerm(origin.y);
  for (int i = 0; i < SPRING_STRIP; ++i) {
    int y = origin.y + i;
    if (checked && y >= u_tileEnd.y) break;
    loadRow(y + 1, x, window[2]);
    rowTerm[2] = edgeTerm(y + 1);
    storeBlockRow(ivec2(x, y), window, rowTerm, columnTerm, bound, checked);
    window[0] = window[1];  // slide the window one row down
    window[1] = window[2];
    rowTerm[0] = rowTerm[1];
    rowTerm[1] = rowTerm[2];
  }
}

void main() {
  // This invocation's block: columns [x0, x0 + SPRING_COLUMNS), rows
  // [y0, y0 + SPRING_STRIP).
  ivec2 origin = u_tileOrigin + ivec2(gl_GlobalInvocationID.xy) * ivec2(SPRING_COLUMNS, SPRING_STRIP);
#if SPRING_SHARED
  fillSharedTile();
#endif
  if (origin.x >= u_tileEnd.x || origin.y >= u_tileEnd.y) return;
  uint bound = waterBound();
#if SPRING_INTERIOR_PATH
  // Over an interval of coordinates an edge term is largest at one end, so
  // the block and its halo are all water iff the worst corner of the halo is.
  ivec2 end = origin + ivec2(SPRING_COLUMNS, SPRING_STRIP);  // one past the block = the far halo
  uint worst = max(edgeTerm(origin.x - 1), edgeTerm(end.x)) + max(edgeTerm(origin.y - 1), edgeTerm(end.y));
  if (all(lessThanEqual(end, u_tileEnd)) && worst < bound) {
    walkBlock(origin, bound, false);
    return;
  }
#endif
  walkBlock(origin, bound, true);
}
