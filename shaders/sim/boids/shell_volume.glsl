// The GLSL twin of ShellVolume (src/sim/boids/shell_volume.*): the water under
// a sphere of radius u_shellOuter, over the planet core's relief when
// u_shellCoreFloor (u_shellClearance above it, giving way within
// TP_SHELL_MIN_ROOM of the ceiling). Depth > 0 inside, measured radially.
#include "boid_layout.h"
#include "common/planet_core_relief.h"

uniform float u_shellOuter;
uniform bool u_shellCoreFloor;
uniform float u_shellClearance;

// The lowest radius a boid may swim at along a unit direction (0: no floor).
float shellBottom(vec3 direction) {
  return u_shellCoreFloor ? min(coreRadius(direction) + u_shellClearance, u_shellOuter - TP_SHELL_MIN_ROOM) : 0.0;
}

float shellDepthInside(vec3 p) {
  float r = length(p);
  // No floor: the ceiling alone (the C++ takes min with +infinity).
  if (!(u_shellCoreFloor && r > 1e-6)) return u_shellOuter - r;
  return min(u_shellOuter - r, r - shellBottom(p / r));
}

vec3 shellInward(vec3 p) {
  float r = length(p);
  vec3 outward = r > 1e-6 ? p / r : vec3(0, 1, 0);
  bool nearerTheFloor = u_shellCoreFloor && r - shellBottom(outward) < u_shellOuter - r;
  return nearerTheFloor ? outward : -outward;
}
