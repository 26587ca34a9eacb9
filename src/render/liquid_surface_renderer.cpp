#include "render/liquid_surface_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>
#include <string>
#include <vector>

#include "gl/shader_library.hpp"
#include "render/effects/floor_caustics.hpp"
#include "render/effects/sky_light.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void setLiquidLookUniforms(const gl::ShaderProgram& program, const LiquidLook& look) {
  const GLuint id = program.id();
  glProgramUniform3fv(id, program.uniform("absorption"), 1, glm::value_ptr(look.absorption));
  glProgramUniform3fv(id, program.uniform("scatterColour"), 1, glm::value_ptr(look.scatterColour));
  glProgramUniform3fv(id, program.uniform("floorLight"), 1, glm::value_ptr(look.floorLight));
  glProgramUniform3fv(id, program.uniform("floorDark"), 1, glm::value_ptr(look.floorDark));
  glProgramUniform1f(id, program.uniform("tilesAcross"), look.tilesAcross);
}

void LiquidSurfaceRenderer::init(gl::ShaderLibrary& shaders) {
  const std::vector<std::string> stages{"render/liquid_surface.vert", "render/liquid_surface.frag"};
  perVertexProgram_ = &shaders.load(stages, "#define PER_PIXEL_NORMALS 0\n");
  perPixelProgram_ = &shaders.load(stages, "#define PER_PIXEL_NORMALS 1\n");
}

void LiquidSurfaceRenderer::setMesh(int columns, int rows) {
  if (!grid_ || grid_.columns() != columns || grid_.rows() != rows) grid_ = GridMesh::create(columns, rows);
}

void LiquidSurfaceRenderer::draw(const RenderView& view, const LiquidField& field, const SkyLight& light,
                                 const LiquidLook& look, const FloorCaustics* caustics) const {
  // A vertex per texel or more: depth and normals per vertex are as fine as the data.
  const bool perPixel = grid_.columns() - 1 < field.texture->width() || grid_.rows() - 1 < field.texture->height();
  gl::ShaderProgram& program = perPixel ? *perPixelProgram_ : *perVertexProgram_;
  const GLuint id = program.id();
  const glm::mat4 viewProjection = view.projection * view.view;
  const glm::vec4 channel = field.channelMask();
  glProgramUniformMatrix4fv(id, program.uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniform4fv(id, program.uniform("channel"), 1, glm::value_ptr(channel));
  glProgramUniform1f(id, program.uniform("metresPerUnit"), field.metresPerUnit);
  glProgramUniform2fv(id, program.uniform("extent"), 1, glm::value_ptr(field.extent));
  glProgramUniform1f(id, program.uniform("brim"), field.brim);
  glProgramUniform3fv(id, program.uniform("eye"), 1, glm::value_ptr(view.eye));
  setSkyLightUniforms(program, light);
  setLiquidLookUniforms(program, look);
  setCausticsUniforms(program, caustics);
  program.use();
  field.texture->bindUnit(TP_TEX_HEIGHT);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  grid_.draw();
}

}  // namespace tp
