#include "render/frame_compute_pass.hpp"

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void dispatchOverFrame(const gl::ShaderProgram& program, const MultisampledFrame& frame, GLenum access) {
  // The frame's own pixels from its corner: each side of a comparison is
  // drawn into a frame of its own (FrameTarget).
  const GLuint id = program.id();
  glProgramUniform2i(id, program.uniform("frameSize"), frame.width, frame.height);
  glProgramUniform1i(id, program.uniform("samples"), frame.samples);
  program.use();
  // The draws so far wrote the depth and colour through the framebuffer; the
  // pass reads the depth as a texture and the colour as an image.
  glMemoryBarrier(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  glBindTextureUnit(TP_TEX_FRAME_DEPTH, frame.depth);
  glBindImageTexture(TP_IMAGE_STATE_OUT, frame.colour, 0, GL_FALSE, 0, access, GL_RGBA8);
  glDispatchCompute(GLuint(frame.width + TP_GROUP_2D - 1) / TP_GROUP_2D,
                    GLuint(frame.height + TP_GROUP_2D - 1) / TP_GROUP_2D, 1);
  glBindImageTexture(TP_IMAGE_STATE_OUT, 0, 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_RGBA8);
  glBindTextureUnit(TP_TEX_FRAME_DEPTH, 0);
  // What is drawn, copied or resolved next reads the colour through the
  // framebuffer or as a texture.
  glMemoryBarrier(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
}

}  // namespace tp
