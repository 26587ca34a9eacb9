// The caustics' map looked up where the water shades its floor
// (render/effects/floor_caustics.*): the sunlight reaching the floor under
// world point (x, z), `depth` metres down; 1 under flat water and where no
// map was drawn. The net's contrast fades with depth, as the water scatters
// light a little off its path and the sky lights the floor from every side:
// e^(−depth/kCausticContrastDepth) of it is left, a blend towards 1 that
// keeps the mean, so the fade moves no light. Needs shared_layout.h
// included first.
layout(binding = TP_TEX_CAUSTICS) uniform sampler2D causticsMap;
uniform int causticsOn;        // 0: no map (light quality, no sun)
uniform vec2 causticsCentre;   // m: the map's centre...
uniform vec2 causticsExtent;   // ...and size

const float kCausticContrastDepth = 4.0;  // m

float causticLight(vec2 world, float depth) {
  if (causticsOn == 0) return 1.0;
  const vec2 uv = (world - causticsCentre) / causticsExtent + 0.5;
  if (any(lessThan(uv, vec2(0.0))) || any(greaterThan(uv, vec2(1.0)))) return 1.0;
  return mix(1.0, texture(causticsMap, uv).r, exp(-depth / kCausticContrastDepth));
}
