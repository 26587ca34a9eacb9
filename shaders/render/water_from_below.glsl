// The water seen from inside it: the colour of the water itself, how fast
// it swallows light, and its surface seen from below. Included at the end of
// water_look.glsl, whose uniforms (deepColour, scatterColour, absorption) it
// shares, so the water from above and from below is the same water.

// 1/m per channel the view loses in the water (common/optics.h).
vec3 waterExtinction() { return underWaterExtinction(absorption, underWaterVisibility); }

// Linear RGB: what the water's body shows where the view runs on through it,
// a point `depth` metres under the surface (common/optics.h).
vec3 underWaterColour(float depth) {
  return underWaterBodyColour(deepColour, scatterColour, sunDirection, waterLight) * exp(-absorption * max(depth, 0.0));
}

// Linear (waterLinearColourFromBelow) and display colour of the surface at `worldPosition` (normal `normal`, up) seen
// from the eye below it, with `foamCover` of white water on it (0 .. 1). The
// view ray leaves the water bent away from the normal (Snell, index
// kWaterIndex): inside Snell's window (within asin(1/n), 48.8°, of the
// normal) it shows the sky, less what the surface reflects back down
// (Fresnel, taken at the angle in air, where Schlick's form holds); beyond it
// the surface reflects everything (total internal reflection) and shows the
// water below, darker than the water ahead. Foam floating on it blocks the
// sky and glows with the light it scatters down. The water between the eye
// and the surface is the fog's (under_water.comp, or under_water_fog.glsl).
vec3 waterLinearColourFromBelow(vec3 worldPosition, vec3 normal, float foamCover) {
  const vec3 view = normalize(eye - worldPosition);
  vec3 down = -normal;  // the surface's side the eye is on
  if (dot(down, view) < 0.01) down = normalize(down + view * (0.01 - dot(down, view)));
  const vec3 toSky = refract(-view, down, kWaterIndex);
  const vec3 below = 0.6 * underWaterColour(0.0);
  vec3 colour = below;  // all of it reflected: beyond the window
  if (dot(toSky, toSky) > 0.0) {
    const float fresnel = waterFresnel(dot(toSky, normal));
    colour = mix(sceneSkyWithDisc(toSky, 1.0), below, fresnel);
  }
  colour = mix(colour, kFoamColour * 0.5 * underWaterDaylight(sunDirection) * waterLight, 0.8 * clamp(foamCover, 0.0, 1.0));
  return colour;
}
vec3 waterColourFromBelow(vec3 worldPosition, vec3 normal, float foamCover) {
  return linearToDisplay(waterLinearColourFromBelow(worldPosition, normal, foamCover));
}
