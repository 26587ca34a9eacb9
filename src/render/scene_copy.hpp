#pragma once
// A copy of what has been drawn so far (colour and depth), for passes that
// look through a surface at what lies behind it: refraction offsets the
// lookup, and the depth tells how far the light travelled through water.
// capture() blits the framebuffer bound for drawing (the app's FrameTarget,
// multisampled or not: a blit resolves) into two single-sample textures.
#include "gl/objects.hpp"

namespace tp {

class SceneCopy {
 public:
  // Copies the current draw framebuffer's colour and depth, `width`×`height`
  // pixels from (0, 0). Keeps that framebuffer bound.
  void capture(int width, int height);
  const gl::Texture& colour() const { return colour_; }
  const gl::Texture& depth() const { return depth_; }  // window depth in [0, 1]

 private:
  void allocate(int width, int height, GLenum depthFormat);
  gl::Texture colour_, depth_;
  gl::Framebuffer framebuffer_;
  GLenum depthFormat_ = 0;
};

}  // namespace tp
