#include "render/terrain_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>

#include "gl/conditional_render.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/floor_caustics.hpp"
#include "render/effects/sun_shadow.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void TerrainRenderer::init(gl::ShaderLibrary& shaders) {
  programs_.load(shaders, {"render/terrain.vert", "render/terrain.frag"}, "#define TERRAIN_CAUSTICS 0\n");
  causticsPrograms_.load(shaders, {"render/terrain.vert", "render/terrain.frag"}, "#define TERRAIN_CAUSTICS 1\n");
  // Drawn only where all the view is under the water, with its fog and without the sun's shadows (draw()).
  shadedPerVertex_.load(shaders, {"render/terrain.vert", "render/terrain.frag"},
                        "#define TERRAIN_CAUSTICS 0\n#define TERRAIN_SHADED_PER_VERTEX 1\n",
                        LitPrograms::BuildAtOnce::None);
}

void TerrainRenderer::setGrid(int verticesPerEdge) {
  if (!grid_ || grid_.columns() != verticesPerEdge) grid_ = GridMesh::create(verticesPerEdge, verticesPerEdge);
}

namespace {

void setTerrainUniforms(const gl::ShaderProgram& program, const RenderView& view, glm::vec2 extent,
                        const SkyLight& light, TerrainCut cut) {
  const GLuint id = program.id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program.uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniform4fv(id, program.uniform("clipPlane"), 1, glm::value_ptr(view.clipPlane));
  glProgramUniform2fv(id, program.uniform("extent"), 1, glm::value_ptr(extent));
  glProgramUniform3fv(id, program.uniform("eye"), 1, glm::value_ptr(view.eye));
  setSkyLightUniforms(program, light);
  glProgramUniform1f(id, program.uniform("hideBelow"), cut.hideBelow);
  glProgramUniform1f(id, program.uniform("keepWithin"), cut.keepWithin);
}

}  // namespace

void TerrainRenderer::draw(const RenderView& view, TerrainMaps maps, glm::vec2 extent, const SkyLight& light,
                           TerrainCut cut, TerrainCaustics caustics, const gl::Query* viewAboveWater) const {
  // Software GL runs both sides of a branch: the caustics' lookup is compiled in only where there are some.
  const bool withCaustics = caustics.map && caustics.map->drawn();
  gl::ShaderProgram& program = (withCaustics ? causticsPrograms_ : programs_).forLight(light);
  setTerrainUniforms(program, view, extent, light, cut);
  if (withCaustics) {
    setCausticsUniforms(program, caustics.map);
    glProgramUniform1f(program.id(), program.uniform("seaLevel"), caustics.seaLevel);
  }
  // Shaded once a vertex where the query counts none of the view above the
  // water; not with the caustics' net or the sun's shadows, whose edges are
  // finer than a cell.
  const bool withShadows = light.shadow && light.shadow->drawn();
  const gl::Query* choosesOnGpu =
      light.underWaterFog && viewAboveWater && !withCaustics && !withShadows ? viewAboveWater : nullptr;
  maps.heights.bindUnit(TP_TEX_HEIGHT);
  maps.slopes.bindUnit(TP_TEX_EXTRA);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  const bool hiding = glIsEnabled(GL_CLIP_DISTANCE1);
  glEnable(GL_CLIP_DISTANCE1);  // the vertex shader's cut
  {
    const gl::ConditionalRender ifAnyAbove(choosesOnGpu);
    program.use();
    grid_.draw();
  }
  if (choosesOnGpu) {
    gl::ShaderProgram& underProgram = shadedPerVertex_.forLight(light);
    setTerrainUniforms(underProgram, view, extent, light, cut);
    const gl::ConditionalRender ifNoneAbove(choosesOnGpu, false);
    underProgram.use();
    grid_.draw();
  }
  if (!hiding) glDisable(GL_CLIP_DISTANCE1);
}

}  // namespace tp
