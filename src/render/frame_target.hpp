#pragma once
// The offscreen framebuffer every frame is drawn into, windowed or headless:
// the scene renders into it (multisampled when samples > 1, then resolved),
// the UI is drawn over the resolved image, and only then is it copied to the
// window (if there is one) or read back for a screenshot. One code path, so
// a headless screenshot is the same image a window would show.
#include <cstdint>
#include <optional>
#include <vector>

#include "gl/objects.hpp"
#include "render/frame_compute_pass.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

class FrameTarget {
 public:
  // (Re)creates the attachments if the size or sample count changed.
  // Throws std::runtime_error if the framebuffer is incomplete.
  void resize(int width, int height, int samples);

  // Binds the framebuffer the scene draws into, sets the viewport, clears
  // colour and depth. `colourClear` (shaders/render/clear_multisample.comp),
  // when given, clears a multisampled colour image by compute instead: the
  // same image, far sooner where the raster path is narrow (BENCHMARKS.md).
  void beginScene(float r, float g, float b, const gl::ShaderProgram* colourClear = nullptr) const;
  // Multisampled: resolves into the single-sample image. Leaves it bound, so
  // the UI can be drawn on top of the scene. `computeResolve`
  // (shaders/render/resolve_multisample.comp), when given, resolves by
  // compute instead of a blit: the same image, sooner where the raster path
  // is narrow (BENCHMARKS.md).
  void endScene(const gl::ShaderProgram* computeResolve = nullptr) const;
  // Clears the single-sample image outside columns [keepX, keepX + keepWidth)
  // (GL pixels), which something is about to be copied into: the frame around
  // a scene drawn beside the panel. Not the multisampled image: a clear writes
  // every sample's bytes, so a multisampled clear of a large frame is among a
  // frame's dearest passes where the raster path is narrow (BENCHMARKS.md,
  // "where the wall time goes", has the figures).
  void clearResolvedAround(float r, float g, float b, int keepX, int keepWidth) const;
  // Binds the resolved image for drawing over it (captions, the UI) and sets the viewport.
  void bindResolved() const;
  // Copies a width × height region of this resolved image from (srcX, srcY)
  // into `dest`'s resolved image at (dstX, dstY); GL pixels, origin bottom-left.
  // How the sides of a comparison are put together into one frame.
  void copyRegionTo(const FrameTarget& dest, int srcX, int srcY, int width, int height, int dstX,
                    int dstY) const;
  // Stretches this whole resolved image over `dest`'s, filtered linearly: a
  // scene drawn at a lower render scale (light quality on software GL).
  void scaleInto(const FrameTarget& dest) const;
  // The same into a rectangle of `dest` (GL's coordinates: origin bottom-left).
  void scaleInto(const FrameTarget& dest, int dstX, int dstY, int dstWidth, int dstHeight) const;
  // Copies the resolved image to the window's default framebuffer.
  void presentToWindow(int windowWidth, int windowHeight) const;
  // RGB bytes, top row first (GL's rows are bottom first).
  std::vector<uint8_t> readRgbTopDown() const;

  // The multisampled colour and depth the scene draws into, for compute
  // passes that write them (render/frame_compute_pass.*); none with one sample.
  std::optional<MultisampledFrame> multisampledFrame() const;
  // The colour and depth the scene draws into whatever the sample count (with
  // one, plain 2D textures: `samples` says which), for a pass that reads and
  // writes every sample alike (the view under water, render/water_surface_renderer.*).
  MultisampledFrame frameTextures() const;

  int width() const { return width_; }
  int height() const { return height_; }
  int samples() const { return samples_; }

 private:
  // Runs `program` (clear_multisample.comp or resolve_multisample.comp) one
  // invocation a pixel, its `samples` set, the multisampled colour on
  // TP_IMAGE_STATE_IN and, on TP_IMAGE_STATE_OUT, the texture `singleSample`
  // (0: the multisampled colour again); then the barrier `after`.
  void dispatchPerPixel(const gl::ShaderProgram& program, GLuint singleSample, GLbitfield after) const;

  // The image the UI draws on and screenshots read: single-sample.
  gl::Texture color_, depth_;
  gl::Framebuffer resolved_;
  // Only when samples > 1: the scene renders here first.
  gl::Object multisampleColor_, multisampleDepth_;
  gl::Framebuffer multisampled_;
  int width_ = 0, height_ = 0, samples_ = 0;
};

}  // namespace tp
