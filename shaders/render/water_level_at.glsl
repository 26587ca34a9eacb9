// The height of the drawn water surface above a world point: the sea level,
// the simulated heights (their share: none inside hulls), the wind sea's,
// found at the undisplaced point its choppy map moves there, and the swash.
// What decides where the view lies under the water
// (near_plane_waterline.comp), so the surface seen from below and the fog
// in front of it (under_water.comp) agree pixel by pixel and the waterline
// has no seam. Needs, declared first:
// the samplers heights, calmMask and floorHeights, the uniform seaLevel,
// water_look.glsl (extent, patchCentre, waveShare) and wind_sea_sample.glsl.
float waterLevelAt(vec2 world) {
  const vec2 uv = (world - patchCentre) / extent + 0.5;
  const bool onPatch = all(greaterThanEqual(uv, vec2(0.0))) && all(lessThanEqual(uv, vec2(1.0)));
  const float calm = onPatch ? textureLod(calmMask, uv, 0.0).r : 0.0;
  float level = seaLevel;
  if (onPatch) level += waveShare(calm, uv) * textureLod(heights, uv, 0.0).r;
  if (windSeaOn != 0) {
    const float depth = seaLevel - floorAt(floorHeights, world);
    const float share = windSeaShareAt(calm, depth);
    // The finest waves (mip 0): a point at the waterline goes under with each of them.
    const vec2 undisplaced = windSeaUndisplaced(world, share, vec2(0.0), vec2(0.0));
    level += windSeaHeightAtPixel(undisplaced, share, vec2(0.0), vec2(0.0));
    level += windSeaSwashAt(world, depth, floorSlopeAt(floorHeights, world));
  }
  return level;
}
