#include "render/scene_copy.hpp"

#include <stdexcept>

namespace tp {
namespace {

// A blit copies depth only between identical formats: match the source's.
GLenum depthFormatOf(GLuint framebuffer) {
  const GLenum attachment = framebuffer == 0 ? GL_DEPTH : GL_DEPTH_ATTACHMENT;
  GLint bits = 0, type = 0, stencil = 0;
  glGetNamedFramebufferAttachmentParameteriv(framebuffer, attachment, GL_FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE, &bits);
  glGetNamedFramebufferAttachmentParameteriv(framebuffer, attachment, GL_FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE,
                                             &type);
  glGetNamedFramebufferAttachmentParameteriv(framebuffer, framebuffer == 0 ? GL_STENCIL : GL_DEPTH_ATTACHMENT,
                                             GL_FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE, &stencil);
  if (type == GL_FLOAT) return stencil > 0 ? GL_DEPTH32F_STENCIL8 : GL_DEPTH_COMPONENT32F;
  if (stencil > 0) return GL_DEPTH24_STENCIL8;
  return bits >= 32 ? GL_DEPTH_COMPONENT32 : bits >= 24 ? GL_DEPTH_COMPONENT24 : GL_DEPTH_COMPONENT16;
}

}  // namespace

void SceneCopy::allocate(int width, int height, GLenum depthFormat) {
  colour_ = gl::Texture::create2D(GL_RGBA8, width, height);
  colour_.setLabel(GL_TEXTURE, "scene copy colour");
  depth_ = gl::Texture::create2D(depthFormat, width, height);
  depth_.setFilter(GL_NEAREST, GL_NEAREST);
  depth_.setLabel(GL_TEXTURE, "scene copy depth");
  framebuffer_ = gl::Framebuffer::create();
  framebuffer_.attach(GL_COLOR_ATTACHMENT0, colour_);
  framebuffer_.attach(GL_DEPTH_ATTACHMENT, depth_);
  framebuffer_.setLabel(GL_FRAMEBUFFER, "scene copy");
  if (const std::string status = framebuffer_.checkStatus(); !status.empty())
    throw std::runtime_error("scene copy framebuffer: " + status);
  depthFormat_ = depthFormat;
}

void SceneCopy::capture(int width, int height) {
  GLint source = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &source);
  const GLenum depthFormat = depthFormatOf(GLuint(source));
  if (!framebuffer_ || colour_.width() != width || colour_.height() != height || depthFormat != depthFormat_)
    allocate(width, height, depthFormat);
  glBlitNamedFramebuffer(GLuint(source), framebuffer_.id(), 0, 0, width, height, 0, 0, width, height,
                         GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT, GL_NEAREST);
}

}  // namespace tp
