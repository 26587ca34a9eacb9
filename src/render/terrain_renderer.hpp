#pragma once
// Draws a height-field terrain (islands, a sea floor): a grid mesh lifted by
// an R32F texture of heights in metres over `extent` metres centred on the
// origin (shaders/render/terrain.*). Lit by the sun with normals from central
// differences (baked beside the heights: render/terrain_slopes.hpp);
// coloured sand, grass or rock by height and slope, wet and dark
// below the water, under the caustics' net where they are drawn. Parts deeper than TerrainCut::hideBelow are not drawn:
// the water covers them, and leaving them out lets the sky's far sea show
// through the gap under the water's edge instead of a floor.
#include <glm/glm.hpp>

#include "render/grid_mesh.hpp"
#include "core/view_types.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/sky_light.hpp"
#include "render/lit_programs.hpp"

namespace tp::gl {
class Query;
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

class FloorCaustics;

// What of the terrain is drawn: everything above `hideBelow` (m), and of
// what lies deeper only the part within `keepWithin` metres of the eye (0:
// none). Seen from under the water the floor shows as far as the fog lets it.
struct TerrainCut {
  float hideBelow = 0;
  float keepWithin = 0;
};

// The sunlight the waves focus onto the floor below `seaLevel` (m): the
// caustics drawn this frame (render/effects/floor_caustics.*), seen where the
// floor is seen directly, from under the water. None: the sun's light alone.
struct TerrainCaustics {
  const FloorCaustics* map = nullptr;
  float seaLevel = 0;
};

// The terrain's own textures: its heights (R32F, m) and their slopes
// (RG32F, terrainSlopesTexture of the same heights).
struct TerrainMaps {
  const gl::Texture& heights;
  const gl::Texture& slopes;
};

class TerrainRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  void setGrid(int verticesPerEdge);
  // `viewAboveWater`: the view's count of what starts above the water
  // (WaterSurfaceRenderer::countViewAboveWater), where the light fogs what is
  // drawn: where it counted nothing, the GPU draws the terrain shaded once a
  // vertex (terrain.frag's TERRAIN_SHADED_PER_VERTEX) and the CPU never waits.
  void draw(const RenderView& view, TerrainMaps maps, glm::vec2 extent, const SkyLight& light, TerrainCut cut,
            TerrainCaustics caustics = {}, const gl::Query* viewAboveWater = nullptr) const;

 private:
  LitPrograms programs_;
  LitPrograms causticsPrograms_;  // the same, with the floor's caustics (TERRAIN_CAUSTICS)
  LitPrograms shadedPerVertex_;   // the same, every pixel's view under the water (TERRAIN_SHADED_PER_VERTEX)
  GridMesh grid_;
};

}  // namespace tp
