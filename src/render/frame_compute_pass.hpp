#pragma once
// Compute passes that write the bound frame's samples directly: the sky's
// fill (sky_fill.comp) and the water's deferred shading (water_shade.comp).
// On a compute part the raster path is narrow, so work that
// would be a full-screen draw, depth-tested or shaded sample by sample, runs
// as a dispatch over the viewport instead (BENCHMARKS.md, "The frame's clear
// by compute" and "The water shaded by compute").
#include "gl/gl.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

// A frame's colour and depth, both multisampled textures, the colour RGBA8
// (the app's frame: FrameTarget::multisampledFrame()); with `samples` 1,
// plain 2D textures (FrameTarget::frameTextures()), which a pass built for
// them reads (the view under water).
struct MultisampledFrame {
  GLuint colour = 0, depth = 0;
  int samples = 0;
  int width = 0, height = 0;  // pixels
};

// Runs `program` over the whole frame, one invocation a pixel in
// TP_GROUP_2D² groups, with the frame's depth on TP_TEX_FRAME_DEPTH and its
// colour as the image TP_IMAGE_STATE_OUT (`access`: GL_WRITE_ONLY or
// GL_READ_WRITE), and the uniforms `frameSize` (pixels) and `samples` set;
// with the barriers that order it after the draws before and before
// whatever reads the colour after.
void dispatchOverFrame(const gl::ShaderProgram& program, const MultisampledFrame& frame, GLenum access);

}  // namespace tp
