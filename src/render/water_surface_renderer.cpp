#include "render/water_surface_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void WaterSurfaceRenderer::init(gl::ShaderLibrary& shaders) {
  const std::vector<std::string> stages{"render/water_surface.vert", "render/water_surface.frag"};
  perPixelProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 0\n");
  perVertexProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 1\n");
  const float deep = -1e4f, calm = 0.0f;
  noFloor_ = gl::Texture::create2D(GL_R32F, 1, 1);
  noFloor_.upload(GL_RED, GL_FLOAT, &deep);
  noMask_ = gl::Texture::create2D(GL_R32F, 1, 1);
  noMask_.upload(GL_RED, GL_FLOAT, &calm);
}

void WaterSurfaceRenderer::setGrid(int columns, int rows) {
  if (!grid_ || grid_.columns() != columns || grid_.rows() != rows) grid_ = GridMesh::create(columns, rows);
}

void WaterSurfaceRenderer::draw(const RenderView& view, const gl::Texture& heights, glm::vec2 extent,
                                const glm::vec3& sunDirection, const WaterLook& look,
                                const WaterSurroundings& around) const {
  gl::ShaderProgram* const program = perVertex_ ? perVertexProgram_ : perPixelProgram_;
  const GLuint id = program->id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program->uniform("viewProjection"), 1, GL_FALSE,
                            glm::value_ptr(viewProjection));
  glProgramUniform2fv(id, program->uniform("extent"), 1, glm::value_ptr(extent));
  glProgramUniform1f(id, program->uniform("seaLevel"), 0.0f);
  glProgramUniform3fv(id, program->uniform("eye"), 1, glm::value_ptr(view.eye));
  glProgramUniform3fv(id, program->uniform("sunDirection"), 1, glm::value_ptr(sunDirection));
  glProgramUniform3fv(id, program->uniform("deepColour"), 1, glm::value_ptr(look.deepColour));
  glProgramUniform3fv(id, program->uniform("scatterColour"), 1, glm::value_ptr(look.scatterColour));
  glProgramUniform1f(id, program->uniform("crestHeight"), look.crestHeight);
  glProgramUniform1f(id, program->uniform("hazeDistance"), look.hazeDistance);
  glProgramUniform1f(id, program->uniform("edgeFadeWidth"), look.edgeFadeWidth);
  glProgramUniform1i(id, program->uniform("flattenEdge"), look.flattenEdge ? 1 : 0);
  glProgramUniform3fv(id, program->uniform("floorColour"), 1, glm::value_ptr(look.floorColour));
  glProgramUniform1f(id, program->uniform("clarity"), look.clarity);
  glProgramUniform2f(id, program->uniform("foamSlope"), look.foamStart, look.foamFull);
  const glm::vec2 meshStep(1.0f / float(std::max(grid_.columns() - 1, 1)), 1.0f / float(std::max(grid_.rows() - 1, 1)));
  glProgramUniform2fv(id, program->uniform("meshStep"), 1, glm::value_ptr(meshStep));
  program->use();
  heights.bindUnit(TP_TEX_HEIGHT);
  (around.floorHeights ? *around.floorHeights : noFloor_).bindUnit(TP_TEX_FLOOR);
  (around.calmMask ? *around.calmMask : noMask_).bindUnit(TP_TEX_CALM_MASK);
  (around.foam ? *around.foam : noMask_).bindUnit(TP_TEX_FOAM);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  if (look.wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
  grid_.draw();
  if (look.wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
}

}  // namespace tp
