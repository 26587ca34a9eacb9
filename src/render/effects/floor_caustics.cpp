#include "render/effects/floor_caustics.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"
#include "render/wind_sea_uniforms.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void FloorCaustics::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load(std::vector<std::string>{"render/effects/floor_caustics.vert",
                                                    "render/effects/floor_caustics.frag"});
}

void FloorCaustics::resize(int size) {
  if (size == size_ && framebuffer_) return;
  size_ = size;
  light_ = gl::Texture::create2D(GL_R16F, size, size);
  light_.setFilter(GL_LINEAR, GL_LINEAR);
  light_.setWrap(GL_CLAMP_TO_EDGE);
  framebuffer_ = gl::Framebuffer::create();
  framebuffer_.attach(GL_COLOR_ATTACHMENT0, light_);
  framebuffer_.setLabel(GL_FRAMEBUFFER, "floor caustics");
  if (const std::string status = framebuffer_.checkStatus(); !status.empty())
    throw std::runtime_error("floor caustics framebuffer: " + status);
  const int vertices = std::max(size / 2, 2);
  grid_ = GridMesh::create(vertices, vertices);
}

void FloorCaustics::update(const CausticsSurface& surface, glm::vec3 sunDirection, int size) {
  drawn_ = false;
  if (sunDirection.y <= 0.0f || !surface.heights || !surface.floorHeights) return;
  resize(std::max(size, 2));
  centre_ = surface.centre;
  extent_ = surface.extent;
  gl::ShaderProgram& program = *program_;
  const GLuint id = program.id();
  glProgramUniform2fv(id, program.uniform("patchCentre"), 1, glm::value_ptr(surface.centre));
  glProgramUniform2fv(id, program.uniform("extent"), 1, glm::value_ptr(surface.extent));
  glProgramUniform2fv(id, program.uniform("floorExtent"), 1, glm::value_ptr(surface.floorExtent));
  glProgramUniform1f(id, program.uniform("margin"), kMargin);
  const float step = 1.0f / float(grid_.columns() - 1);
  glProgramUniform2f(id, program.uniform("meshStep"), step, step);
  glProgramUniform1f(id, program.uniform("seaLevel"), surface.seaLevel);
  glProgramUniform4fv(id, program.uniform("heightChannel"), 1, glm::value_ptr(surface.heightChannel));
  glProgramUniform1f(id, program.uniform("metresPerUnit"), surface.metresPerUnit);
  glProgramUniform3fv(id, program.uniform("sunDirection"), 1, glm::value_ptr(sunDirection));
  glProgramUniform1f(id, program.uniform("deepest"), kDeepest);
  setWindSeaSampleUniforms(program, surface.windSea, surface.choppiness, *surface.heights);
  surface.heights->bindUnit(TP_TEX_HEIGHT);
  surface.floorHeights->bindUnit(TP_TEX_FLOOR);

  previous_.save();
  glBindTextureUnit(TP_TEX_CAUSTICS, 0);  // last frame's map is drawn into, not read
  framebuffer_.bind();
  glViewport(0, 0, size_, size_);
  const float nothing[] = {0, 0, 0, 0};
  glClearNamedFramebufferfv(framebuffer_.id(), GL_COLOR, 0, nothing);
  GLboolean depthTest = GL_FALSE, blend = GL_FALSE, cull = GL_FALSE;
  glGetBooleanv(GL_DEPTH_TEST, &depthTest);
  glGetBooleanv(GL_BLEND, &blend);
  glGetBooleanv(GL_CULL_FACE, &cull);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);  // a fold turns triangles over: their light counts all the same
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE);
  glBlendEquation(GL_FUNC_ADD);
  program.use();
  grid_.draw();
  if (!blend) glDisable(GL_BLEND);
  if (depthTest) glEnable(GL_DEPTH_TEST);
  if (cull) glEnable(GL_CULL_FACE);
  previous_.restore();
  drawn_ = true;
}

void setCausticsUniforms(gl::ShaderProgram& program, const FloorCaustics* caustics) {
  const GLuint id = program.id();
  const bool on = caustics && caustics->drawn();
  glProgramUniform1i(id, program.uniform("causticsOn"), on ? 1 : 0);
  if (!on) return;
  glProgramUniform2fv(id, program.uniform("causticsCentre"), 1, glm::value_ptr(caustics->centre()));
  glProgramUniform2fv(id, program.uniform("causticsExtent"), 1, glm::value_ptr(caustics->extent()));
  caustics->light().bindUnit(TP_TEX_CAUSTICS);
}

}  // namespace tp
