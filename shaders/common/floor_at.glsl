// The floor under a water surface, by world point: the water's depth tint
// (render/water_look.glsl), the caustics (render/effects/floor_caustics_scatter.comp)
// and the foam's breaking over shallows (sim/foam/foam_step.comp) read it alike.
uniform vec2 floorExtent;    // metres the floor's heights cover, centred on the world's origin

// The floor at a world point (x, z in metres): its heights where they
// reach; beyond their edge, the floor at the nearest edge dropping off 1 in 4
// outwards, so the water's colour runs on across the edge and within a few
// tens of metres is the open sea's deep colour (HarborTerrain::heightAt does
// the same on the CPU).
const float kShelfSlope = 0.25;
float floorAt(sampler2D floorHeights, vec2 world) {
  const vec2 uv = world / floorExtent + 0.5;
  const float edge = textureLod(floorHeights, clamp(uv, vec2(0.0), vec2(1.0)), 0.0).r;
  const float beyond = length(max(abs(uv - 0.5) - 0.5, vec2(0.0)) * floorExtent);
  return edge - kShelfSlope * beyond;
}

// The floor's steepness at a world point: the length of its gradient (rise
// over run), by central differences 1.5 m either way, a foreshore's slope
// rather than a single texel's (the swash's, wind_sea_sample.glsl).
float floorSlopeAt(sampler2D floorHeights, vec2 world) {
  const float d = 1.5;  // m
  const vec2 rise = vec2(floorAt(floorHeights, world + vec2(d, 0.0)) - floorAt(floorHeights, world - vec2(d, 0.0)),
                         floorAt(floorHeights, world + vec2(0.0, d)) - floorAt(floorHeights, world - vec2(0.0, d)));
  return length(rise) / (2.0 * d);
}
