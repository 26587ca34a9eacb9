#include "render/frame_compute_pass.hpp"

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

std::optional<MultisampledFrame> boundMultisampledFrame() {
  GLint framebuffer = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &framebuffer);
  if (framebuffer == 0) return std::nullopt;
  auto attached = [&](GLenum attachment) -> GLuint {
    GLint type = GL_NONE, name = 0;
    const GLuint bound = GLuint(framebuffer);
    glGetNamedFramebufferAttachmentParameteriv(bound, attachment, GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE, &type);
    if (type != GL_TEXTURE) return 0;
    glGetNamedFramebufferAttachmentParameteriv(bound, attachment, GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME, &name);
    GLint target = 0;
    glGetTextureParameteriv(GLuint(name), GL_TEXTURE_TARGET, &target);
    return target == GL_TEXTURE_2D_MULTISAMPLE ? GLuint(name) : 0;
  };
  const GLuint colour = attached(GL_COLOR_ATTACHMENT0), depth = attached(GL_DEPTH_ATTACHMENT);
  if (colour == 0 || depth == 0) return std::nullopt;
  GLint format = 0, samples = 0;
  glGetTextureLevelParameteriv(colour, 0, GL_TEXTURE_INTERNAL_FORMAT, &format);
  glGetTextureLevelParameteriv(colour, 0, GL_TEXTURE_SAMPLES, &samples);
  if (format != GL_RGBA8 || samples < 2) return std::nullopt;
  return MultisampledFrame{colour, depth, int(samples)};
}

void dispatchOverFrame(const gl::ShaderProgram& program, const MultisampledFrame& frame, GLenum access) {
  GLint viewport[4] = {};
  glGetIntegerv(GL_VIEWPORT, viewport);
  const GLuint id = program.id();
  glProgramUniform4iv(id, program.uniform("viewport"), 1, viewport);
  glProgramUniform1i(id, program.uniform("samples"), frame.samples);
  program.use();
  // The draws so far wrote the depth and colour through the framebuffer; the
  // pass reads the depth as a texture and the colour as an image.
  glMemoryBarrier(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  glBindTextureUnit(TP_TEX_FRAME_DEPTH, frame.depth);
  glBindImageTexture(TP_IMAGE_STATE_OUT, frame.colour, 0, GL_FALSE, 0, access, GL_RGBA8);
  glDispatchCompute(GLuint(viewport[2] + TP_GROUP_2D - 1) / TP_GROUP_2D,
                    GLuint(viewport[3] + TP_GROUP_2D - 1) / TP_GROUP_2D, 1);
  glBindImageTexture(TP_IMAGE_STATE_OUT, 0, 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_RGBA8);
  glBindTextureUnit(TP_TEX_FRAME_DEPTH, 0);
  // What is drawn, copied or resolved next reads the colour through the
  // framebuffer or as a texture.
  glMemoryBarrier(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
}

}  // namespace tp
