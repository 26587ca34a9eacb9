#include "render/effects/sky_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>

#include "gl/shader_library.hpp"
#include "render/effects/planar_reflection.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void SkyRenderer::init(gl::ShaderLibrary& shaders) {
  program_ = &shaders.load({"render/effects/sky.vert", "render/effects/sky.frag"});
  fillProgram_ = &shaders.load({"render/effects/sky_fill.comp"});
  emptyVertexArray_ = gl::VertexArray::create();
}

void SkyRenderer::draw(const RenderView& view, const SkyLight& light, const PlanarReflection* mirror) const {
  const std::optional<FillTarget> target = computeFillAllowed_ ? computeFillTarget() : std::nullopt;
  gl::ShaderProgram& program = target ? *fillProgram_ : *program_;
  const glm::mat4 inverseViewProjection = glm::inverse(view.projection * view.view);
  glProgramUniformMatrix4fv(program.id(), program.uniform("inverseViewProjection"), 1, GL_FALSE,
                            glm::value_ptr(inverseViewProjection));
  setSkyLightUniforms(program, light);
  setMirrorUniforms(program, mirror);
  program.use();
  if (target) fill(*target);
  else drawFarPlaneTriangle(emptyVertexArray_);
}

std::optional<SkyRenderer::FillTarget> SkyRenderer::computeFillTarget() {
  GLint framebuffer = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &framebuffer);
  if (framebuffer == 0) return std::nullopt;
  auto attached = [&](GLenum attachment) -> GLuint {
    GLint type = GL_NONE, name = 0;
    glGetNamedFramebufferAttachmentParameteriv(GLuint(framebuffer), attachment, GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE, &type);
    if (type != GL_TEXTURE) return 0;
    glGetNamedFramebufferAttachmentParameteriv(GLuint(framebuffer), attachment, GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME, &name);
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
  return FillTarget{colour, depth, int(samples)};
}

void SkyRenderer::fill(const FillTarget& target) const {
  GLint viewport[4] = {};
  glGetIntegerv(GL_VIEWPORT, viewport);
  const GLuint id = fillProgram_->id();
  glProgramUniform4iv(id, fillProgram_->uniform("viewport"), 1, viewport);
  glProgramUniform1i(id, fillProgram_->uniform("samples"), target.samples);
  // The draws so far wrote the depth through the framebuffer; the fill reads
  // it as a texture and writes the colour as an image.
  glMemoryBarrier(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
  glBindTextureUnit(TP_TEX_FRAME_DEPTH, target.depth);
  glBindImageTexture(TP_IMAGE_STATE_OUT, target.colour, 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_RGBA8);
  glDispatchCompute(GLuint(viewport[2] + TP_GROUP_2D - 1) / TP_GROUP_2D,
                    GLuint(viewport[3] + TP_GROUP_2D - 1) / TP_GROUP_2D, 1);
  glBindImageTexture(TP_IMAGE_STATE_OUT, 0, 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_RGBA8);
  glBindTextureUnit(TP_TEX_FRAME_DEPTH, 0);
  // What is drawn, copied or resolved next reads the colour through the
  // framebuffer or as a texture.
  glMemoryBarrier(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT);
}

void drawFarPlaneTriangle(const gl::VertexArray& emptyArray) {
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);  // z = 1 passes only where the cleared depth (1) is left
  glDepthMask(GL_FALSE);
  emptyArray.bind();
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glDepthMask(GL_TRUE);
  glDepthFunc(GL_LESS);
}

}  // namespace tp
