#pragma once
// A red triangle at depth 0 over part of the frame, its edges slanted so
// that some pixels are only partly covered: what the tests of passes that
// write a multisampled frame's samples (the sky's fill, the resolve) draw
// to have edges to compare.
#include "gl/gl.hpp"

namespace tp::test {

class SlantedTriangle {
 public:
  SlantedTriangle();
  ~SlantedTriangle();
  SlantedTriangle(const SlantedTriangle&) = delete;
  SlantedTriangle& operator=(const SlantedTriangle&) = delete;
  // Into the bound framebuffer, depth-tested (GL_LESS).
  void draw() const;

 private:
  GLuint program_ = 0, emptyArray_ = 0;
};

}  // namespace tp::test
