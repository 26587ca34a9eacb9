#pragma once
// The framebuffer bound for drawing and the viewport, as found: a pass that
// draws into an image of its own (a mirror, a shadow map) saves them before
// binding its own and puts them back after, so its caller's target is
// untouched.
#include "gl/objects.hpp"

namespace tp::gl {

class SavedDrawTarget {
 public:
  void save() {
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &framebuffer_);
    glGetIntegerv(GL_VIEWPORT, viewport_);
  }
  void restore() const {
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, GLuint(framebuffer_));
    glViewport(viewport_[0], viewport_[1], viewport_[2], viewport_[3]);
  }

 private:
  GLint framebuffer_ = 0;
  GLint viewport_[4] = {};
};

}  // namespace tp::gl
