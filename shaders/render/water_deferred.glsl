// The deferred water's marker (water_surface.frag with WATER_DEFERRED 1,
// read by water_shade.comp): the raster pass writes, into each covered sample
// of the frame's RGBA8 colour, which mesh covers it and where on that mesh's
// own uv, and the compute pass shades those samples. 12 bits an axis: 1.2 cm
// on a 50 m patch, and a 26th of the open sea's grid step. Alpha says it is
// water: 0 the patch, 1/255 the open sea; every other colour in the frame,
// the clear's included, has alpha 1 before the water is drawn.
vec4 waterMarker(vec2 gridUv, bool farSea) {
  const uvec2 q = uvec2(clamp(gridUv, 0.0, 1.0) * 4095.0 + 0.5);
  return vec4(float(q.x >> 4u), float(((q.x & 15u) << 4u) | (q.y >> 8u)), float(q.y & 255u), farSea ? 1.0 : 0.0) /
         255.0;
}

// False where `colour` is no marker (not water, or water already shaded).
bool readWaterMarker(vec4 colour, out vec2 gridUv, out bool farSea) {
  const uvec4 b = uvec4(round(colour * 255.0));
  farSea = b.a == 1u;
  gridUv = vec2(float((b.r << 4u) | (b.g >> 4u)), float(((b.g & 15u) << 8u) | b.b)) / 4095.0;
  return b.a <= 1u;
}
