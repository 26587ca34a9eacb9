#pragma once
// What GL tests share: the process's context and shader library (see gl_test_main.cpp).
#include <glm/gtc/matrix_transform.hpp>

#include <cmath>

#include "core/view_types.hpp"
#include "gl/context.hpp"
#include "gl/objects.hpp"
#include "gl/shader_library.hpp"

namespace tp::test {
gl::ShaderLibrary& shaders();
const gl::ContextInfo& contextInfo();

// How far a GPU solver may stray from its CPU twin: 0 on software GL, where
// llvmpipe runs the kernels' float operations in the twin's order and
// rounding (no fused multiply-adds), so they agree bit for bit; `gpuBound` on
// a GPU, whose driver may fuse multiply-adds and round sqrt or division its
// own way.
inline double twinBound(double gpuBound) { return shaders().softwareRenderer() ? 0.0 : gpuBound; }

// A view from `eye` along +x, `pitchDegrees` up (negative: down), through a
// perspective of `fovDegrees` (vertical) into a `width`×`height` frame.
inline RenderView viewAlongX(glm::vec3 eye, float pitchDegrees, int width, int height, float fovDegrees,
                             float nearPlane, float farPlane) {
  RenderView view;
  view.eye = eye;
  const float pitch = glm::radians(pitchDegrees);
  view.view = glm::lookAt(eye, eye + glm::vec3(std::cos(pitch), std::sin(pitch), 0.0f), glm::vec3(0.0f, 1.0f, 0.0f));
  view.projection = glm::perspective(glm::radians(fovDegrees), float(width) / float(height), nearPlane, farPlane);
  view.width = width;
  view.height = height;
  return view;
}

// A pass that draws into an image of its own (a mirror, a shadow map) must
// leave what was bound before as it was: a framebuffer with only a colour
// texture, bound, and an odd viewport. Returns them to compare after.
struct BoundBefore {
  gl::Texture colour = gl::Texture::create2D(GL_RGBA8, 16, 16);
  gl::Framebuffer framebuffer = gl::Framebuffer::create();
  BoundBefore() {
    framebuffer.attach(GL_COLOR_ATTACHMENT0, colour);
    framebuffer.bind();
    glViewport(1, 2, 13, 11);
  }
  // Whether the framebuffer and the viewport are those again.
  bool boundAgain() const {
    GLint bound = 0, viewport[4] = {};
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &bound);
    glGetIntegerv(GL_VIEWPORT, viewport);
    return GLuint(bound) == framebuffer.id() && viewport[0] == 1 && viewport[1] == 2 && viewport[2] == 13 &&
           viewport[3] == 11;
  }
};
}  // namespace tp::test
