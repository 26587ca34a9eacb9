#include "scenes/fluid/fluid_view2d.hpp"

#include <algorithm>
#include <cmath>
#include <glm/gtc/type_ptr.hpp>
#include <string>
#include <vector>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void FluidView2d::init(gl::ShaderLibrary& shaders) {
  const std::vector<std::string> stages{"scenes/fluid/fluid_2d.vert", "scenes/fluid/fluid_2d.frag"};
  fieldProgram_ = &shaders.load(stages, "#define VELOCITY_TINT 0\n");
  tintedFieldProgram_ = &shaders.load(stages, "#define VELOCITY_TINT 1\n");
  arrowProgram_ = &shaders.load({"scenes/fluid/fluid_arrows.vert", "scenes/fluid/fluid_arrows.frag"});
  emptyVertexArray_ = gl::VertexArray::create();
}

int FluidView2d::arrowsAcross(int cells) { return std::clamp(cells / 5, 8, 32); }

void FluidView2d::draw(const RenderView& view, const FluidRect& rect, const gl::Texture& state,
                       const Fluid2dStyle& style) const {
  // GL's viewport origin is the bottom left; the rect's is the top left.
  const int x = int(std::lround(rect.x)), width = int(std::lround(rect.width));
  const int height = int(std::lround(rect.height));
  const int y = view.height - int(std::lround(rect.y)) - height;
  glViewport(x, y, width, height);
  glDisable(GL_DEPTH_TEST);
  state.bindUnit(TP_TEX_HEIGHT);
  emptyVertexArray_.bind();

  const bool tint = style.velocity == Fluid2dStyle::Velocity::Tint;
  const gl::ShaderProgram& field = tint ? *tintedFieldProgram_ : *fieldProgram_;
  const GLuint id = field.id();
  glProgramUniform1f(id, field.uniform("metresPerMass"), style.metresPerMass);
  glProgramUniform2fv(id, field.uniform("extent"), 1, glm::value_ptr(style.extent));
  glProgramUniform3fv(id, field.uniform("sunDirection"), 1, glm::value_ptr(style.sunDirection));
  glProgramUniform1f(id, field.uniform("fullTintSpeed"), style.fullTintSpeed);
  setLiquidLookUniforms(field, style.look);
  field.use();
  glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);

  if (style.velocity == Fluid2dStyle::Velocity::Arrows) {
    const gl::ShaderProgram& arrows = *arrowProgram_;
    const int across = arrowsAcross(state.width());
    glProgramUniform1i(arrows.id(), arrows.uniform("arrowsAcross"), across);
    glProgramUniform1f(arrows.id(), arrows.uniform("minMass"), 0.05f);
    arrows.use();
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDrawArraysInstanced(GL_LINES, 0, 6, across * across);
    glDisable(GL_BLEND);
  }
  glViewport(0, 0, view.width, view.height);
  glEnable(GL_DEPTH_TEST);
}

}  // namespace tp
