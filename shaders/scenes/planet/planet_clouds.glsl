// The ocean planet's clouds: a deck on the shell of radius PLANET_CLOUD_RADIUS
// whose density is a function of direction, drifting round the axis. Drawn
// over the frame by planet_clouds.frag, and read by the water's shading for
// the shadow the deck casts on the sea (cloudSunlight). Needs planet_layout.h.
#include "../../common/planet_core_relief.h"

uniform float u_cloudCover;  // 0..1: about the share of the sky the deck hides (0: none)
uniform float u_cloudTurn;   // radians the deck has turned about the y axis

// 0..1 at a unit direction from the centre. Four octaves of the core's value
// noise (`octaves` of them: the shadow on the sea takes the two broadest, which
// is all a soft shadow shows), stretched along the latitudes as trade winds
// draw clouds out; the threshold moves with the cover (the octaves' sum lies
// near 0.5 ± 0.1), and the edge is soft, so a deck thins into wisps rather
// than ending in a line.
float cloudDensity(vec3 direction, int octaves) {
  if (u_cloudCover <= 0.0) return 0.0;
  float c = cos(u_cloudTurn), s = sin(u_cloudTurn);
  vec3 d = vec3(c * direction.x + s * direction.z, direction.y, -s * direction.x + c * direction.z);
  vec3 p = d * vec3(4.0, 9.0, 4.0);
  float n = 0.5 * coreValueNoise(p) + 0.25 * coreValueNoise(p * 2.3 + vec3(17.0));
  if (octaves > 2) n += 0.15 * coreValueNoise(p * 5.1 + vec3(41.0)) + 0.1 * coreValueNoise(p * 11.3 + vec3(73.0));
  else n += 0.125;  // the finer octaves' mean
  float threshold = mix(0.66, 0.34, u_cloudCover);
  return smoothstep(threshold - 0.02, threshold + 0.14, n);
}

// The share of sunlight that reaches `worldPosition` (under the deck)
// through it along `sunDirection`: the deck's shadow on the sea.
float cloudSunlight(vec3 worldPosition, vec3 sunDirection) {
  if (u_cloudCover <= 0.0) return 1.0;
  float b = dot(worldPosition, sunDirection);
  float c = dot(worldPosition, worldPosition) - PLANET_CLOUD_RADIUS * PLANET_CLOUD_RADIUS;
  float t = -b + sqrt(max(b * b - c, 0.0));  // out through the shell towards the sun
  return 1.0 - 0.75 * cloudDensity(normalize(worldPosition + sunDirection * t), 2);
}
