#include "render/effects/sun_shadow.hpp"

#include <cmath>
#include <stdexcept>

#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"

#include "shaders/common/shared_layout.h"

namespace tp {

RenderView sunView(glm::vec3 sunDirection, glm::vec3 centre, float radius) {
  const glm::vec3 towardsSun = glm::normalize(sunDirection);
  // Any up that is not along the sun's ray: north when the sun stands high.
  const glm::vec3 up = std::abs(towardsSun.y) > 0.99f ? glm::vec3(0, 0, -1) : glm::vec3(0, 1, 0);
  RenderView view;
  view.eye = centre + towardsSun * (2.0f * radius);
  view.view = glm::lookAt(view.eye, centre, up);
  view.projection = glm::ortho(-radius, radius, -radius, radius, radius, 3.0f * radius);
  return view;
}

// 16-bit depth: the map spans twice its radius along the sun's rays (76 m in
// the harbor), so a step is about a millimetre, far under the normal offset
// (0.4 texel, centimetres) that keeps lit faces from shadowing themselves;
// and half a float's bytes to write, copy (the kept islands) and compare.
constexpr GLenum kShadowDepthFormat = GL_DEPTH_COMPONENT16;

RenderView SunShadow::begin(glm::vec3 sunDirection, glm::vec3 centre, float radius, int size) {
  return begin(sunDirection, centre, radius, size, false);
}

RenderView SunShadow::begin(glm::vec3 sunDirection, glm::vec3 centre, float radius, int size, bool fromStill) {
  previous_.save();
  if (size != size_ || !framebuffer_) {
    size_ = size;
    still_.reset();
    stillDepth_ = {};
    depth_ = gl::Texture::create2D(kShadowDepthFormat, size, size);
    const GLuint id = depth_.id();
    glTextureParameteri(id, GL_TEXTURE_MIN_FILTER, GL_NEAREST);  // compared texel by texel in the shader
    glTextureParameteri(id, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTextureParameteri(id, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_BORDER);
    glTextureParameteri(id, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_BORDER);
    const float far[] = {1, 1, 1, 1};  // beyond the map: nothing in the way
    glTextureParameterfv(id, GL_TEXTURE_BORDER_COLOR, far);
    framebuffer_ = gl::Framebuffer::create();
    framebuffer_.attach(GL_DEPTH_ATTACHMENT, depth_);
    glNamedFramebufferDrawBuffer(framebuffer_.id(), GL_NONE);
    glNamedFramebufferReadBuffer(framebuffer_.id(), GL_NONE);
    framebuffer_.setLabel(GL_FRAMEBUFFER, "sun shadow");
    if (const std::string status = framebuffer_.checkStatus(); !status.empty())
      throw std::runtime_error("sun shadow framebuffer: " + status);
  }
  // Last frame's image must not stay bound for sampling while it is drawn into.
  glBindTextureUnit(TP_TEX_SHADOW, 0);
  framebuffer_.bind();
  glViewport(0, 0, size_, size_);
  glDepthMask(GL_TRUE);
  if (fromStill) {
    glCopyImageSubData(stillDepth_.id(), GL_TEXTURE_2D, 0, 0, 0, 0, depth_.id(), GL_TEXTURE_2D, 0, 0, 0, 0, size_,
                       size_, 1);
  } else {
    const float far = 1;
    glClearNamedFramebufferfv(framebuffer_.id(), GL_DEPTH, 0, &far);
  }
  // Slope-scaled bias: a lit face must not shadow itself (acne).
  glEnable(GL_POLYGON_OFFSET_FILL);
  glPolygonOffset(2.0f, 4.0f);
  RenderView view = sunView(sunDirection, centre, radius);
  view.width = view.height = size_;
  // Clip space [-1, 1] -> [0, 1] for u, v and depth.
  const glm::mat4 toUnit = glm::translate(glm::mat4(1.0f), glm::vec3(0.5f)) * glm::scale(glm::mat4(1.0f), glm::vec3(0.5f));
  worldToMap_ = toUnit * view.projection * view.view;
  normalOffset_ = 0.4f * 2.0f * radius / float(size_);
  drawn_ = true;
  return view;
}

void SunShadow::keepStill(const StillCasters& drawn) {
  if (!stillDepth_) stillDepth_ = gl::Texture::create2D(kShadowDepthFormat, size_, size_);
  glCopyImageSubData(depth_.id(), GL_TEXTURE_2D, 0, 0, 0, 0, stillDepth_.id(), GL_TEXTURE_2D, 0, 0, 0, 0, size_, size_,
                     1);
  still_ = drawn;
}

void SunShadow::end() {
  glDisable(GL_POLYGON_OFFSET_FILL);
  previous_.restore();
}

void setSunShadowUniforms(const gl::ShaderProgram& program, const SunShadow* shadow) {
  // A program that reads no shadows gets nothing bound: the map may be the
  // target it is drawing into (a shadow caster's own program).
  const GLint shadowOn = program.uniform("sunShadowOn");
  if (shadowOn < 0) return;
  const bool shadowed = shadow && shadow->drawn();
  glProgramUniform1i(program.id(), shadowOn, shadowed ? 1 : 0);
  if (!shadowed) return;
  const GLint fromWorld = program.uniform("sunShadowFromWorld");
  if (fromWorld >= 0) glProgramUniformMatrix4fv(program.id(), fromWorld, 1, GL_FALSE, glm::value_ptr(shadow->worldToMap()));
  const GLint offset = program.uniform("sunShadowNormalOffset");
  if (offset >= 0) glProgramUniform1f(program.id(), offset, shadow->normalOffset());
  shadow->depth().bindUnit(TP_TEX_SHADOW);
}

}  // namespace tp
