#include "render/terrain_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void TerrainRenderer::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load({"render/terrain.vert", "render/terrain.frag"});
}

void TerrainRenderer::setGrid(int verticesPerEdge) {
  if (!grid_ || grid_.columns() != verticesPerEdge) grid_ = GridMesh::create(verticesPerEdge, verticesPerEdge);
}

void TerrainRenderer::draw(const RenderView& view, const gl::Texture& heights, glm::vec2 extent,
                           const SkyLight& light, TerrainCut cut) const {
  const GLuint id = program_->id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program_->uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniform4fv(id, program_->uniform("clipPlane"), 1, glm::value_ptr(view.clipPlane));
  glProgramUniform2fv(id, program_->uniform("extent"), 1, glm::value_ptr(extent));
  glProgramUniform3fv(id, program_->uniform("eye"), 1, glm::value_ptr(view.eye));
  setSkyLightUniforms(*program_, light);
  glProgramUniform1f(id, program_->uniform("hideBelow"), cut.hideBelow);
  glProgramUniform1f(id, program_->uniform("keepWithin"), cut.keepWithin);
  program_->use();
  heights.bindUnit(TP_TEX_HEIGHT);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  const bool hiding = glIsEnabled(GL_CLIP_DISTANCE1);
  glEnable(GL_CLIP_DISTANCE1);  // the vertex shader's cut
  grid_.draw();
  if (!hiding) glDisable(GL_CLIP_DISTANCE1);
}

}  // namespace tp
