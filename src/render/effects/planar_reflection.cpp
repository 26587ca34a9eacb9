#include "render/effects/planar_reflection.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

RenderView mirroredView(const RenderView& view, float level, float belowTolerance) {
  // Reflection through y = level: (x, y, z) -> (x, 2·level − y, z).
  glm::mat4 mirror(1.0f);
  mirror[1][1] = -1.0f;
  mirror[3][1] = 2.0f * level;
  RenderView mirrored = view;
  mirrored.view = view.view * mirror;
  mirrored.eye = glm::vec3(view.eye.x, 2.0f * level - view.eye.y, view.eye.z);
  // Drawn where y − level + tolerance >= 0.
  mirrored.clipPlane = glm::vec4(0.0f, 1.0f, 0.0f, belowTolerance - level);
  return mirrored;
}

void PlanarReflection::resize(int width, int height) {
  if (width == width_ && height == height_ && framebuffer_) return;
  width_ = width;
  height_ = height;
  colour_ = gl::Texture::create2D(GL_RGBA8, width, height);
  colour_.setFilter(GL_LINEAR, GL_LINEAR);
  colour_.setWrap(GL_CLAMP_TO_EDGE);
  // 24-bit, as the frame's (frame_target.cpp): the mirror sees the camera's range.
  depth_ = gl::Texture::create2D(GL_DEPTH_COMPONENT24, width, height);
  framebuffer_ = gl::Framebuffer::create();
  framebuffer_.attach(GL_COLOR_ATTACHMENT0, colour_);
  framebuffer_.attach(GL_DEPTH_ATTACHMENT, depth_);
  framebuffer_.setLabel(GL_FRAMEBUFFER, "planar reflection");
  if (const std::string status = framebuffer_.checkStatus(); !status.empty())
    throw std::runtime_error("planar reflection framebuffer: " + status);
}

RenderView PlanarReflection::begin(const RenderView& view, float level, float scale) {
  previous_.save();
  resize(std::max(1, int(std::lround(float(view.width) * scale))),
         std::max(1, int(std::lround(float(view.height) * scale))));
  // Last frame's image must not stay bound for sampling while it is drawn into.
  glBindTextureUnit(TP_TEX_MIRROR, 0);
  framebuffer_.bind();
  glViewport(0, 0, width_, height_);
  glDepthMask(GL_TRUE);
  const float nothing[] = {0, 0, 0, 0};
  const float far = 1;
  glClearNamedFramebufferfv(framebuffer_.id(), GL_COLOR, 0, nothing);
  glClearNamedFramebufferfv(framebuffer_.id(), GL_DEPTH, 0, &far);
  glEnable(GL_CLIP_DISTANCE0);
  glFrontFace(GL_CW);  // a mirror turns every triangle's winding round
  mirrored_ = mirroredView(view, level);
  level_ = level;
  mirrored_.width = width_;
  mirrored_.height = height_;
  drawn_ = true;
  return mirrored_;
}

void PlanarReflection::end() {
  glFrontFace(GL_CCW);
  glDisable(GL_CLIP_DISTANCE0);
  previous_.restore();
}

void setMirrorUniforms(gl::ShaderProgram& program, const PlanarReflection* mirror) {
  const GLuint id = program.id();
  const bool on = mirror && mirror->drawn();
  glProgramUniform1i(id, program.uniform("mirrorOn"), on ? 1 : 0);
  if (!on) return;
  const glm::mat4 viewProjection = mirror->view().projection * mirror->view().view;
  glProgramUniformMatrix4fv(id, program.uniform("mirrorViewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  glProgramUniform1f(id, program.uniform("mirrorLevel"), mirror->level());
  mirror->image().bindUnit(TP_TEX_MIRROR);
}

}  // namespace tp
