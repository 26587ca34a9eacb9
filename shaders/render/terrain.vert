#version 450
// Terrain: a flat grid (uv in [0,1]²) lifted by heights in metres (R32F).
#include "../common/shared_layout.h"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 terrainUv;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
uniform mat4 viewProjection;
uniform vec4 clipPlane;  // RenderView::clipPlane: a mirror's image keeps what lies above the water
// Metres: deeper parts are left to the water, but for those within
// keepWithin of the eye (TerrainCut). Clipped, not discarded: the floor deep
// under the water never reaches the raster, and the rest keeps its early
// depth test (a shader that may discard loses it, and the floor under the
// water would be shaded only to fail the test).
uniform float hideBelow, keepWithin;
out float gl_ClipDistance[2];
uniform vec2 extent;  // metres, centred on the origin
uniform vec3 eye;

void main() {
  float height = textureLod(heights, uv, 0.0).r;
  worldPosition = vec3((uv.x - 0.5) * extent.x, height, (uv.y - 0.5) * extent.y);
  terrainUv = uv;
  gl_ClipDistance[0] = dot(vec4(worldPosition, 1.0), clipPlane);
  // Kept where either holds: the greater of the two (the cut between
  // vertices is linear, and lies where the fog has already hidden the floor).
  gl_ClipDistance[1] = max(worldPosition.y - hideBelow, keepWithin - distance(worldPosition, eye));
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
}
