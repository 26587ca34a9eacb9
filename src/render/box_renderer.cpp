#include "render/box_renderer.hpp"

#include <algorithm>
#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"

namespace tp {

void BoxRenderer::init(gl::ShaderLibrary& shaders) {
  programs_.load(shaders, {"render/box.vert", "render/box.frag"});
  emptyVertexArray_ = gl::VertexArray::create();
}

void BoxRenderer::draw(const RenderView& view, std::span<const Box> boxes, const SkyLight& light) const {
  const int count = std::min(int(boxes.size()), kMaxBoxes);
  if (count == 0) return;
  glm::vec3 centres[kMaxBoxes], halfSizes[kMaxBoxes], colours[kMaxBoxes];
  for (int i = 0; i < count; ++i) {
    centres[i] = boxes[size_t(i)].centre;
    halfSizes[i] = boxes[size_t(i)].halfSize;
    colours[i] = boxes[size_t(i)].colour;
  }
  const gl::ShaderProgram& program = programs_.forLight(light);
  const GLuint id = program.id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program.uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniform4fv(id, program.uniform("clipPlane"), 1, glm::value_ptr(view.clipPlane));
  glProgramUniform3fv(id, program.uniform("centres"), count, glm::value_ptr(centres[0]));
  glProgramUniform3fv(id, program.uniform("halfSizes"), count, glm::value_ptr(halfSizes[0]));
  glProgramUniform3fv(id, program.uniform("colours"), count, glm::value_ptr(colours[0]));
  setSkyLightUniforms(program, light);
  program.use();
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  emptyVertexArray_.bind();
  glDrawArraysInstanced(GL_TRIANGLES, 0, 36, count);
}

}  // namespace tp
