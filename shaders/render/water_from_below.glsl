// The water seen from inside it: the colour of the water itself, how fast
// it swallows light, and its surface seen from below. Included at the end of
// water_look.glsl, whose uniforms (deepColour, scatterColour, absorption) it
// shares, so the water from above and from below is the same water.

// 1/m per channel the view loses in the water: in the ratio of what it
// absorbs (WaterLook::absorption) plus what it scatters out of the line of
// sight, taken alike for every colour (fine particles; coastal water scatters
// about 0.05/m, Mobley 1994, "Light and Water", table 3.10), scaled so the
// clearest colour fades to 5 % (e^−3, optics.h) at underWaterVisibility metres.
const float kWaterScattering = 0.05;
vec3 waterExtinction() {
  const vec3 ratio = absorption + kWaterScattering;
  return ratio * (kUnderWaterVisibilityFolds / (underWaterVisibility * min(ratio.r, min(ratio.g, ratio.b))));
}

// How much of the day's light reaches into the water: the sky's share
// always, the sun's by its height (as the water's body is lit from above,
// water_look.glsl's sunLight on a level surface).
float underWaterDaylight() { return 0.4 + 0.6 * max(sunDirection.y, 0.0); }

// Linear RGB: what the water's body shows where the view runs on through it,
// a point `depth` metres under the surface. The light scattered towards the
// eye (between the deep colour looking down and the thin crests' scatter),
// lit by the day, and dimmer with depth as the light from above is absorbed
// on its way down (Beer-Lambert, per channel: red goes first).
vec3 underWaterColour(float depth) {
  return mix(deepColour, scatterColour, 0.6) * underWaterDaylight() * waterLight * exp(-absorption * max(depth, 0.0));
}

// Display colour of the surface at `worldPosition` (normal `normal`, up) seen
// from the eye below it, with `foamCover` of white water on it (0 .. 1). The
// view ray leaves the water bent away from the normal (Snell, index
// kWaterIndex): inside Snell's window (within asin(1/n), 48.8°, of the
// normal) it shows the sky, less what the surface reflects back down
// (Fresnel, taken at the angle in air, where Schlick's form holds); beyond it
// the surface reflects everything (total internal reflection) and shows the
// water below, darker than the water ahead. Foam floating on it blocks the
// sky and glows with the light it scatters down. The water between the eye
// and the surface is the fog pass's (under_water.comp).
vec3 waterColourFromBelow(vec3 worldPosition, vec3 normal, float foamCover) {
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
  colour = mix(colour, kFoamColour * 0.5 * underWaterDaylight() * waterLight, 0.8 * clamp(foamCover, 0.0, 1.0));
  return linearToDisplay(colour);
}
