#include "render/frame_target.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {
namespace {

// 24-bit depth, not 32-bit float: with the camera's depth range (far 20000
// times near) a float depth buffer keeps no more bits where the far scene
// lies (its values crowd towards 1, where a float's step is 2^-24 too), and
// on a compute part a 24-bit one clears and depth-tests sooner
// (BENCHMARKS.md, "The water shaded by compute, the frame resolved by
// compute").
constexpr GLenum kDepthFormat = GL_DEPTH_COMPONENT24;

void deleteTexture(GLuint id) { glDeleteTextures(1, &id); }

gl::Object createMultisampleTexture(GLenum format, int samples, int width, int height) {
  GLuint id = 0;
  glCreateTextures(GL_TEXTURE_2D_MULTISAMPLE, 1, &id);
  glTextureStorage2DMultisample(id, samples, format, width, height, GL_TRUE);
  return gl::Object(id, deleteTexture);
}

void checkComplete(const gl::Framebuffer& framebuffer, const char* what) {
  const std::string status = framebuffer.checkStatus();
  if (!status.empty()) throw std::runtime_error(std::string(what) + " framebuffer: " + status);
}

}  // namespace

void FrameTarget::resize(int width, int height, int samples) {
  GLint maxSamples = 1;
  glGetIntegerv(GL_MAX_SAMPLES, &maxSamples);
  samples = std::clamp(samples, 1, std::max(1, int(maxSamples)));
  if (width == width_ && height == height_ && samples == samples_ && resolved_) return;
  width_ = width;
  height_ = height;
  samples_ = samples;

  color_ = gl::Texture::create2D(GL_RGBA8, width, height);
  depth_ = gl::Texture::create2D(kDepthFormat, width, height);
  resolved_ = gl::Framebuffer::create();
  resolved_.attach(GL_COLOR_ATTACHMENT0, color_);
  resolved_.attach(GL_DEPTH_ATTACHMENT, depth_);
  resolved_.setLabel(GL_FRAMEBUFFER, "frame (resolved)");
  checkComplete(resolved_, "frame");

  multisampled_ = {};
  multisampleColor_ = {};
  multisampleDepth_ = {};
  if (samples > 1) {
    multisampleColor_ = createMultisampleTexture(GL_RGBA8, samples, width, height);
    multisampleDepth_ = createMultisampleTexture(kDepthFormat, samples, width, height);
    multisampled_ = gl::Framebuffer::create();
    glNamedFramebufferTexture(multisampled_.id(), GL_COLOR_ATTACHMENT0, multisampleColor_.id(), 0);
    glNamedFramebufferTexture(multisampled_.id(), GL_DEPTH_ATTACHMENT, multisampleDepth_.id(), 0);
    multisampled_.setLabel(GL_FRAMEBUFFER, "frame (multisampled)");
    checkComplete(multisampled_, "multisampled frame");
  }
}

void FrameTarget::beginScene(float r, float g, float b, const gl::ShaderProgram* colourClear) const {
  const gl::Framebuffer& target = multisampled_ ? multisampled_ : resolved_;
  target.bind();
  glViewport(0, 0, width_, height_);
  glDepthMask(GL_TRUE);
  const float clearColor[] = {r, g, b, 1};
  const float clearDepth = 1;
  if (multisampled_ && colourClear) {
    const GLuint id = colourClear->id();
    glProgramUniform4fv(id, colourClear->uniform("colour"), 1, clearColor);
    // The scene's draws then blend with and resolve what the compute pass wrote.
    dispatchPerPixel(*colourClear, 0, GL_FRAMEBUFFER_BARRIER_BIT);
  } else {
    glClearNamedFramebufferfv(target.id(), GL_COLOR, 0, clearColor);
  }
  glClearNamedFramebufferfv(target.id(), GL_DEPTH, 0, &clearDepth);
}

void FrameTarget::dispatchPerPixel(const gl::ShaderProgram& program, GLuint singleSample, GLbitfield after) const {
  glProgramUniform1i(program.id(), program.uniform("samples"), samples_);
  program.use();
  glBindImageTexture(TP_IMAGE_STATE_IN, multisampleColor_.id(), 0, GL_FALSE, 0, GL_READ_ONLY, GL_RGBA8);
  glBindImageTexture(TP_IMAGE_STATE_OUT, singleSample ? singleSample : multisampleColor_.id(), 0, GL_FALSE, 0,
                     GL_WRITE_ONLY, GL_RGBA8);
  glDispatchCompute(GLuint(width_ + TP_GROUP_2D - 1) / TP_GROUP_2D, GLuint(height_ + TP_GROUP_2D - 1) / TP_GROUP_2D, 1);
  glBindImageTexture(TP_IMAGE_STATE_IN, 0, 0, GL_FALSE, 0, GL_READ_ONLY, GL_RGBA8);
  glBindImageTexture(TP_IMAGE_STATE_OUT, 0, 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_RGBA8);
  glMemoryBarrier(after);
}

void FrameTarget::endScene(const gl::ShaderProgram* computeResolve) const {
  if (multisampled_ && computeResolve) {
    // The scene's draws wrote the samples through the framebuffer; the UI then
    // draws over the image, and copies and screenshots read it.
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    dispatchPerPixel(*computeResolve, color_.id(),
                     GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT);
  } else if (multisampled_) {
    glBlitNamedFramebuffer(multisampled_.id(), resolved_.id(), 0, 0, width_, height_, 0, 0, width_,
                           height_, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  }
  resolved_.bind();
  glViewport(0, 0, width_, height_);
}

void FrameTarget::clearResolvedAround(float r, float g, float b, int keepX, int keepWidth) const {
  const float clearColor[] = {r, g, b, 1};
  glEnable(GL_SCISSOR_TEST);
  const int keepEnd = std::clamp(keepX + keepWidth, 0, width_);
  keepX = std::clamp(keepX, 0, width_);
  for (const auto& [x, w] : {std::pair{0, keepX}, std::pair{keepEnd, width_ - keepEnd}}) {
    if (w <= 0) continue;
    glScissor(x, 0, w, height_);
    glClearNamedFramebufferfv(resolved_.id(), GL_COLOR, 0, clearColor);
  }
  glDisable(GL_SCISSOR_TEST);
}

void FrameTarget::bindResolved() const {
  resolved_.bind();
  glViewport(0, 0, width_, height_);
}

void FrameTarget::copyRegionTo(const FrameTarget& dest, int srcX, int srcY, int width, int height, int dstX,
                               int dstY) const {
  glBlitNamedFramebuffer(resolved_.id(), dest.resolved_.id(), srcX, srcY, srcX + width, srcY + height, dstX, dstY,
                         dstX + width, dstY + height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
}

void FrameTarget::scaleInto(const FrameTarget& dest) const { scaleInto(dest, 0, 0, dest.width_, dest.height_); }

void FrameTarget::scaleInto(const FrameTarget& dest, int dstX, int dstY, int dstWidth, int dstHeight) const {
  // Same size: nearest is an exact copy; otherwise filtered.
  const GLenum filter = dstWidth == width_ && dstHeight == height_ ? GL_NEAREST : GL_LINEAR;
  glBlitNamedFramebuffer(resolved_.id(), dest.resolved_.id(), 0, 0, width_, height_, dstX, dstY, dstX + dstWidth,
                         dstY + dstHeight, GL_COLOR_BUFFER_BIT, filter);
}

void FrameTarget::presentToWindow(int windowWidth, int windowHeight) const {
  // A viewport set on the window's own framebuffer is what tells Mesa's software
  // drivers to ask the X server for the window's size again (they re-read it only
  // on a viewport call made while the window is bound); without it a window
  // shrunk between two frames can keep an old-sized back buffer, and the frame
  // shows shifted under a black strip.
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
  glViewport(0, 0, windowWidth, windowHeight);
  glBlitNamedFramebuffer(resolved_.id(), 0, 0, 0, width_, height_, 0, 0, windowWidth, windowHeight,
                         GL_COLOR_BUFFER_BIT, GL_NEAREST);
}

std::vector<uint8_t> FrameTarget::readRgbTopDown() const {
  const size_t rowBytes = size_t(width_) * 3;
  std::vector<uint8_t> bottomUp(rowBytes * size_t(height_)), topDown(bottomUp.size());
  glPixelStorei(GL_PACK_ALIGNMENT, 1);  // RGB rows are not 4-byte multiples
  color_.download(GL_RGB, GL_UNSIGNED_BYTE, bottomUp.size(), bottomUp.data());
  glPixelStorei(GL_PACK_ALIGNMENT, 4);  // back to GL's default
  for (int row = 0; row < height_; ++row)
    std::memcpy(&topDown[size_t(row) * rowBytes], &bottomUp[size_t(height_ - 1 - row) * rowBytes],
                rowBytes);
  return topDown;
}

MultisampledFrame FrameTarget::frameTextures() const {
  if (samples_ > 1) return {multisampleColor_.id(), multisampleDepth_.id(), samples_, width_, height_};
  return {color_.id(), depth_.id(), 1, width_, height_};
}

std::optional<MultisampledFrame> FrameTarget::multisampledFrame() const {
  if (samples_ < 2) return std::nullopt;
  return MultisampledFrame{multisampleColor_.id(), multisampleDepth_.id(), samples_, width_, height_};
}

}  // namespace tp
