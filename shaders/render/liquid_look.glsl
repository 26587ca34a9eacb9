// A shallow liquid over a tiled floor, seen from above: what the 3D liquid
// surface (liquid_surface.frag) and the fluid scene's 2D view share, so the
// two views show the same colours for the same depth. Linear RGB.
// Expects sky.glsl to be included first (it is, for linearToDisplay).

uniform vec3 absorption;   // 1/m per channel: Beer-Lambert, red dies first as in water
uniform vec3 scatterColour; // what deep liquid turns to (light scattered back out of it)
uniform vec3 floorLight;    // the two floor tile colours
uniform vec3 floorDark;
uniform float tilesAcross;  // floor tiles per edge of the grid

// The floor at grid position `uv` ([0,1]², may lie outside when refraction
// shifts it): a soft checkerboard with darker grout, so depth and refraction read.
vec3 floorTiles(vec2 uv) {
  vec2 tile = uv * tilesAcross;
  vec2 cell = floor(tile);
  vec2 inTile = tile - cell;
  float checker = mod(cell.x + cell.y, 2.0);
  vec3 colour = mix(floorLight, floorDark, checker * 0.55);
  vec2 toEdge = min(inTile, 1.0 - inTile);
  float grout = 1.0 - smoothstep(0.0, 0.035, min(toEdge.x, toEdge.y));
  return mix(colour, floorDark * 0.55, grout * 0.8);
}

// Light that crossed `pathMetres` of liquid on its way up from the floor:
// the floor dimmed per channel, plus the liquid's own scattered colour.
vec3 throughLiquid(vec3 floorColour, float pathMetres, float light) {
  vec3 transmitted = exp(-absorption * pathMetres);
  return floorColour * transmitted + scatterColour * light * (1.0 - transmitted);
}
