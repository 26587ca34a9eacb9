// The open sea round the patch (water_surface.vert with WATER_FAR_SEA 1, and
// the deferred shading's far-sea pixels, water_shade.comp): where a vertex of
// its grid lies in the world. The grid's middle (|2·uv − 1| < farInner on
// both axes) is the patch itself, drawn by the patch's own mesh; beyond it
// the vertices' spacing grows geometrically, from a few metres at the patch's
// edge to hundreds at the horizon, where the haze takes over.
// Needs water_look.glsl's `extent` first.
uniform float farInner;   // |2·uv − 1| of the patch's edge on this grid
uniform float farGrowth;  // 1/|2·uv − 1|: the spacing grows as e^(farGrowth·(|2·uv − 1| − farInner))

// Metres from the patch's centre of grid point `gridUv`; `spacing`: metres
// between neighbouring vertices there, for a grid step of `meshStep` (uv).
vec2 farSeaPoint(vec2 gridUv, vec2 meshStep, out float spacing) {
  const vec2 t = 2.0 * gridUv - 1.0, a = abs(t), halfExtent = 0.5 * extent;
  const vec2 outward = step(vec2(farInner), a);
  const vec2 inner = halfExtent * a / farInner, outer = halfExtent * exp(farGrowth * (a - farInner));
  // Metres between neighbouring vertices: the mapping's slope times the grid's step.
  const vec2 slope = mix(halfExtent / farInner, farGrowth * outer, outward) * 2.0 * meshStep;
  spacing = min(slope.x, slope.y);
  return sign(t) * mix(inner, outer, outward);
}
