#pragma once
// The scene instances the app runs: one normally, two for a comparison (A
// and B), up to 16 for a sweep. Each has its own parameters and its own
// offscreen image; they share the camera, the clock and every input, so the
// only difference between them is their parameters. This class builds them,
// steps them, hands each input to all of them, and puts their pictures
// together into the frame (side by side, a wipe, or a contact sheet).
#include <memory>
#include <string>
#include <vector>

#include "app/compare/tile_layout.hpp"
#include "sim/param_snapshot.hpp"
#include "render/frame_target.hpp"
#include "scenes/scene.hpp"
#include "ui/text_overlay.hpp"

namespace tp {

class OrbitCamera;

class SideSet {
 public:
  // Replaces every side with a fresh scene of `entry`, one per list of
  // "name=value" (applied over the scene's defaults). CPU only unless
  // `services` is given; then each scene is also initialised and reset.
  // Returns "" or the first refused value or failed init, and then keeps the
  // sides it had.
  std::string rebuild(const SceneEntry& entry, const std::vector<std::vector<std::string>>& settings,
                      TileLayout layout, SceneServices* services);
  // GL resources for sides built without services; resets them.
  void init(SceneServices& services);

  size_t size() const { return sides_.size(); }
  Scene& scene(size_t index) { return *sides_[index].scene; }
  const Scene& scene(size_t index) const { return *sides_[index].scene; }
  const SceneEntry& entry() const { return *entry_; }
  bool comparing() const { return sides_.size() > 1; }

  TileLayout layout() const { return layout_; }
  void setLayout(TileLayout layout) { layout_ = layout; }
  float wipe() const { return wipe_; }
  void setWipe(float fraction);

  // Where in the frame the sides are drawn: the columns from `left`, `width`
  // wide (the span the panel leaves free); width 0 (the default) is the whole
  // frame. The camera frames the scene in this area, so what it looks at is
  // in sight, not under the panel.
  void setArea(int left, int width) { areaLeft_ = left, areaWidth_ = width; }
  TileRect area(int frameWidth, int frameHeight) const;
  // The wipe's dividing column, in frame pixels.
  int wipeLine(int frameWidth, int frameHeight) const;

  std::vector<TileRect> tiles(int width, int height) const;
  // The tile under a frame pixel: its index (for a wipe: the side shown
  // there) or -1 in a gutter.
  int tileAt(glm::vec2 pixel, int width, int height) const;

  // Every side, the same way.
  void reset();
  void step(float dt);
  void pointer(const PointerEvent& event);
  // One side only: the scene is drawn at this share of the frame's width and
  // height, then stretched over it (light quality on software GL: a quarter
  // of the pixels to shade at 0.5). Pointer pixels are scaled to match.
  void setRenderScale(float scale) { renderScale_ = scale; }
  float renderScale() const { return renderScale_; }
  void key(int glfwKey, bool down);
  // Returns "" or the first side's refusal.
  std::string command(const std::string& text);

  // Copies side `from`'s parameters to side `to` (then the caller resets).
  std::string copyParameters(size_t from, size_t to);
  // Exchanges two sides, state and all.
  void swap(size_t a, size_t b);

  // Draws every side (each into its own image at its tile's size, unless
  // there is only one) and puts them together into `frame`, which is left
  // bound for drawing over. `clear` is the background (and gutter) colour.
  void render(FrameTarget& frame, const OrbitCamera& camera, double simSeconds, int msaaSamples,
              const float clear[3], gl::GpuTimers& timers);
  // The picture side `index` rendered, RGB top row first (its own image, or the frame for one side).
  std::vector<uint8_t> sideImage(size_t index, const FrameTarget& frame) const;
  glm::ivec2 sideImageSize(size_t index, const FrameTarget& frame) const;

  std::vector<ParamSnapshot> snapshots() const;
  // Captions naming what differs (none for a single side), and the wipe's divider.
  void overlay(int width, int height, std::vector<OverlayText>& texts, std::vector<OverlayLine>& lines) const;
  std::vector<std::string> captions() const;

 private:
  struct Side {
    std::unique_ptr<Scene> scene;
    FrameTarget target;  // only used with more than one side
  };
  const SceneEntry* entry_ = nullptr;
  // Clear and resolve the multisampled frames by compute
  // (FrameTarget::beginScene, endScene); loaded with the first services.
  const gl::ShaderProgram* colourClear_ = nullptr;
  const gl::ShaderProgram* computeResolve_ = nullptr;
  // The first break of the frame plan seen (render/frame_plan.*), said once.
  std::string frameOrderBroken_;
  std::vector<Side> sides_;
  TileLayout layout_ = TileLayout::Single;
  float wipe_ = 0.5f;
  // The image side `index`'s picture is read from: the frame for one side
  // that fills it, else the side's own.
  const FrameTarget& sideImageSource(size_t index, const FrameTarget& frame) const;

  float renderScale_ = 1.0f;
  int areaLeft_ = 0, areaWidth_ = 0;
};

// ParamSnapshot pairs as "name=value" items (toSnapshot, param_snapshot.hpp, goes the other way).
std::vector<std::string> toSettings(const ParamSnapshot& snapshot);

}  // namespace tp
