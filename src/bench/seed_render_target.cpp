#include "bench/seed_render_target.hpp"

#include <stdexcept>

namespace tp::bench {

RenderTexture makeRenderTexture(GLenum internalFormat, int width, int height, const std::string& label) {
  RenderTexture target;
  target.texture = gl::Texture::create2D(internalFormat, width, height);
  target.texture.setFilter(GL_NEAREST, GL_NEAREST);
  target.texture.setLabel(GL_TEXTURE, label);
  target.framebuffer = gl::Framebuffer::create();
  target.framebuffer.attach(GL_COLOR_ATTACHMENT0, target.texture);
  if (std::string status = target.framebuffer.checkStatus(); !status.empty())
    throw std::runtime_error("seed design render target " + label + ": " + status);
  return target;
}

void drawFullscreen(const gl::ShaderProgram& program, const RenderTexture& target,
                    const gl::VertexArray& emptyVertexArray) {
  target.framebuffer.bind();
  glViewport(0, 0, target.texture.width(), target.texture.height());
  program.use();
  emptyVertexArray.bind();
  glDrawArrays(GL_TRIANGLES, 0, 3);
}

}  // namespace tp::bench
