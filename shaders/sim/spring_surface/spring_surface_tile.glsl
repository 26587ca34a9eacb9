// The cells one dispatch covers: [u_tileOrigin, u_tileEnd). Normally the whole
// grid in one dispatch; tests split it into tiles run in different orders to
// show the result does not depend on the order work groups run in.
#include "spring_surface_layout.h"

layout(location = SPRING_LOC_TILE_ORIGIN) uniform ivec2 u_tileOrigin;
layout(location = SPRING_LOC_TILE_END) uniform ivec2 u_tileEnd;

// The cell of this invocation, or ivec2(-1) when it lies outside the tile.
ivec2 tileCell() {
  ivec2 cell = u_tileOrigin + ivec2(gl_GlobalInvocationID.xy);
  return all(lessThan(cell, u_tileEnd)) ? cell : ivec2(-1);
}
