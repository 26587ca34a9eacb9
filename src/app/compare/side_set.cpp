#include "app/compare/side_set.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "app/compare/captions.hpp"
#include "app/scene_key_map.hpp"
#include "core/log.hpp"
#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "render/frame_plan.hpp"
#include "render/orbit_camera.hpp"

namespace tp {
namespace {
constexpr float kCaptionMargin = 6;  // pixels from the tile's corner
// Tiles at least this big get the doubled caption font.
constexpr int kLargeCaptionWidth = 480, kLargeCaptionHeight = 320;
constexpr uint32_t kWipeColour = 0xE6FFFFFF;  // ABGR: white, slightly see-through

RenderView viewFor(const OrbitCamera& camera, int width, int height, double simSeconds) {
  return {camera.view(), camera.projection(float(width) / float(height)), camera.eye(), width, height, simSeconds};
}
}  // namespace

std::vector<std::string> toSettings(const ParamSnapshot& snapshot) {
  std::vector<std::string> settings;
  for (const auto& [name, value] : snapshot) settings.push_back(name + "=" + value);
  return settings;
}

std::string SideSet::rebuild(const SceneEntry& entry, const std::vector<std::vector<std::string>>& settings,
                             TileLayout layout, SceneServices* services) {
  std::vector<Side> next(std::max<size_t>(settings.size(), 1));
  for (size_t i = 0; i < next.size(); ++i) {
    next[i].scene = entry.create();
    if (i < settings.size())
      if (std::string error = applySnapshot(next[i].scene->params(), toSnapshot(settings[i])); !error.empty())
        return next.size() > 1 ? "side " + sideName(i) + ": " + error : error;
  }
  if (services) {
    colourClear_ = &services->shaders.load({"render/clear_multisample.comp"});
    computeResolve_ = &services->shaders.load({"render/resolve_multisample.comp"});
    for (Side& side : next) {
      side.scene->init(*services);  // throws (a broken shader): the old sides stay
      side.scene->reset();
    }
  }
  sides_ = std::move(next);
  entry_ = &entry;
  layout_ = sides_.size() == 1 ? TileLayout::Single : layout;
  return {};
}

void SideSet::init(SceneServices& services) {
  colourClear_ = &services.shaders.load({"render/clear_multisample.comp"});
  computeResolve_ = &services.shaders.load({"render/resolve_multisample.comp"});
  for (Side& side : sides_) {
    side.scene->init(services);
    side.scene->reset();
  }
}

void SideSet::setWipe(float fraction) { wipe_ = std::clamp(fraction, 0.0f, 1.0f); }

TileRect SideSet::area(int frameWidth, int frameHeight) const {
  if (areaWidth_ <= 0) return {0, 0, frameWidth, frameHeight};
  const int left = std::clamp(areaLeft_, 0, std::max(frameWidth - 1, 0));
  return {left, 0, std::clamp(areaWidth_, 1, frameWidth - left), frameHeight};
}

int SideSet::wipeLine(int frameWidth, int frameHeight) const {
  const TileRect a = area(frameWidth, frameHeight);
  return a.x + wipeColumn(wipe_, a.width);
}

std::vector<TileRect> SideSet::tiles(int width, int height) const {
  const TileRect a = area(width, height);
  std::vector<TileRect> rects = layoutTiles(layout_, int(sides_.size()), a.width, a.height);
  for (TileRect& r : rects) r.x += a.x;
  return rects;
}

int SideSet::tileAt(glm::vec2 pixel, int width, int height) const {
  if (layout_ == TileLayout::Wipe) return pixel.x < float(wipeLine(width, height)) ? 0 : 1;
  const std::vector<TileRect> rects = tiles(width, height);
  for (size_t i = 0; i < rects.size(); ++i)
    if (rects[i].contains(pixel.x, pixel.y)) return int(i);
  return -1;
}

void SideSet::reset() {
  for (Side& side : sides_) side.scene->reset();
}

void SideSet::step(float dt) {
  for (Side& side : sides_) side.scene->step(dt);
}

void SideSet::pointer(const PointerEvent& event) {
  PointerEvent scaled = event;  // the scene sees pixels of the image it draws
  if (sides_.size() == 1 && renderScale_ < 1.0f) scaled.pixel *= renderScale_;
  for (Side& side : sides_) side.scene->pointer(scaled);
}

void SideSet::key(int glfwKey, bool down) {
  const Key key = sceneKeyFromGlfw(glfwKey);
  if (key == Key::None) return;
  for (Side& side : sides_) side.scene->key(key, down);
}

std::string SideSet::command(const std::string& text) {
  std::string first;
  for (Side& side : sides_) {
    std::string error = side.scene->command(text);
    if (first.empty()) first = std::move(error);
  }
  return first;
}

std::string SideSet::copyParameters(size_t from, size_t to) {
  if (from >= sides_.size() || to >= sides_.size() || from == to) return {};
  return applySnapshot(sides_[to].scene->params(), sides_[from].scene->params().snapshot());
}

void SideSet::swap(size_t a, size_t b) {
  if (a < sides_.size() && b < sides_.size()) std::swap(sides_[a], sides_[b]);
}

void SideSet::render(FrameTarget& frame, const OrbitCamera& camera, double simSeconds, int msaaSamples,
                     const float clear[3], gl::GpuTimers& timers) {
  const int width = frame.width(), height = frame.height();
  const TileRect a = area(width, height);
  const bool whole = a.width == width && a.height == height;
  // Each side draws into an image of its own that starts at (0, 0), so a
  // scene that copies or reads back its framebuffer sees only itself.
  // The frame's own GPU work, timed like the scenes' passes: clears, MSAA
  // resolves, and putting the sides' images together.
  auto begin = [&](const FrameTarget& target) {
    timers.clearSequence();
    timers.begin("clear");
    target.beginScene(clear[0], clear[1], clear[2], colourClear_);
    timers.end();
  };
  auto end = [&](const FrameTarget& target) {
    timers.begin("resolve");
    target.endScene(computeResolve_);
    timers.end();
    const std::string broken = checkFrameOrder(timers.sequence());
    if (!broken.empty() && broken != frameOrderBroken_) log::error("%s", broken.c_str());
    frameOrderBroken_ = broken;
  };
  auto drawSide = [&](size_t i, int w, int h) {
    FrameTarget& target = sides_[i].target;
    target.resize(w, h, msaaSamples);
    begin(target);
    sides_[i].scene->render(
        {viewFor(camera, w, h, simSeconds), target.multisampledFrame(), timers, target.frameTextures()});
    end(target);
  };
  if (sides_.size() == 1 && (!whole || renderScale_ < 1.0f)) {  // beside the panel, or smaller and stretched
    drawSide(0, std::max(1, int(std::lround(float(a.width) * renderScale_))),
             std::max(1, int(std::lround(float(a.height) * renderScale_))));
    timers.begin("compose");
    if (!whole) frame.clearResolvedAround(clear[0], clear[1], clear[2], a.x, a.width);  // what the panel covers
    sides_[0].target.scaleInto(frame, a.x, height - a.y - a.height, a.width, a.height);
    timers.end();
    frame.bindResolved();
    return;
  }
  if (sides_.size() == 1) {  // straight into the frame, as before there were comparisons
    begin(frame);
    sides_[0].scene->render(
        {viewFor(camera, width, height, simSeconds), frame.multisampledFrame(), timers, frame.frameTextures()});
    end(frame);
    return;
  }
  const std::vector<TileRect> rects = tiles(width, height);
  for (size_t i = 0; i < sides_.size(); ++i) drawSide(i, rects[i].width, rects[i].height);
  timers.begin("compose");
  frame.clearResolvedAround(clear[0], clear[1], clear[2], 0, 0);  // the gutters
  if (layout_ == TileLayout::Wipe) {  // both images are the area's size
    const int column = wipeColumn(wipe_, a.width);
    sides_[0].target.copyRegionTo(frame, 0, 0, column, a.height, a.x, 0);
    sides_[1].target.copyRegionTo(frame, column, 0, a.width - column, a.height, a.x + column, 0);
  } else {
    for (size_t i = 0; i < sides_.size(); ++i) {
      const TileRect& r = rects[i];
      sides_[i].target.copyRegionTo(frame, 0, 0, r.width, r.height, r.x, height - r.y - r.height);
    }
  }
  timers.end();
  frame.bindResolved();
}

const FrameTarget& SideSet::sideImageSource(size_t index, const FrameTarget& frame) const {
  const bool whole = area(frame.width(), frame.height()).width == frame.width();
  return sides_.size() == 1 && whole ? frame : sides_[index].target;
}

std::vector<uint8_t> SideSet::sideImage(size_t index, const FrameTarget& frame) const {
  return sideImageSource(index, frame).readRgbTopDown();
}

glm::ivec2 SideSet::sideImageSize(size_t index, const FrameTarget& frame) const {
  const FrameTarget& image = sideImageSource(index, frame);
  return {image.width(), image.height()};
}

std::vector<ParamSnapshot> SideSet::snapshots() const {
  std::vector<ParamSnapshot> result;
  for (const Side& side : sides_) result.push_back(side.scene->params().snapshot());
  return result;
}

std::vector<std::string> SideSet::captions() const {
  std::vector<std::string> result;
  if (sides_.size() < 2) return result;
  const std::vector<ParamSnapshot> all = snapshots();
  const std::vector<std::string> differing = differingNames(all);
  for (size_t i = 0; i < all.size(); ++i) result.push_back(captionFor(i, all, differing));
  return result;
}

void SideSet::overlay(int width, int height, std::vector<OverlayText>& texts,
                      std::vector<OverlayLine>& lines) const {
  if (sides_.size() < 2) return;
  const std::vector<std::string> text = captions();
  const std::vector<TileRect> rects = tiles(width, height);
  const TileRect sceneArea = area(width, height);
  // Two sides: each caption hugs the line between them (A to its left, B to
  // its right), where the eye compares, and clear of the panel at the top-left.
  if (layout_ == TileLayout::Wipe) {
    const float column = float(wipeLine(width, height));
    const bool large = sceneArea.width >= 2 * kLargeCaptionWidth && sceneArea.height >= kLargeCaptionHeight;
    texts.push_back({column - kCaptionMargin, kCaptionMargin,
                     std::max(column - float(sceneArea.x) - 2 * kCaptionMargin, 40.0f), text[0], large, true});
    texts.push_back({column + kCaptionMargin, kCaptionMargin,
                     std::max(float(sceneArea.x + sceneArea.width) - column - 2 * kCaptionMargin, 40.0f), text[1],
                     large, false});
    lines.push_back({column, 0, column, float(height), 2, kWipeColour});
    return;
  }
  if (layout_ == TileLayout::SideBySide) {
    const TileRect &a = rects[0], &b = rects[1];
    const bool large = a.width >= kLargeCaptionWidth && a.height >= kLargeCaptionHeight;
    const float wrap = float(a.width) - 2 * kCaptionMargin;
    texts.push_back({float(a.x + a.width) - kCaptionMargin, kCaptionMargin, wrap, text[0], large, true});
    texts.push_back({float(b.x) + kCaptionMargin, kCaptionMargin, wrap, text[1], large, false});
    return;
  }
  for (size_t i = 0; i < rects.size(); ++i) {  // a sweep's sheet: every label at its tile's top-left
    const TileRect& r = rects[i];
    const bool large = r.width >= kLargeCaptionWidth && r.height >= kLargeCaptionHeight;
    texts.push_back({float(r.x) + kCaptionMargin, float(r.y) + kCaptionMargin,
                     float(r.width) - 2 * kCaptionMargin, text[i], large, false});
  }
}

}  // namespace tp
