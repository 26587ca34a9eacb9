#pragma once
// Light quality for software GL (every scene at 30 frames/s at 1280x720 on
// Mesa's llvmpipe, 2 CPU cores). Each scene names cheaper settings
// (Scene::lightQuality: a smaller grid, a coarser water mesh, cheaper
// shading); on a software renderer the app starts from those instead of the
// defaults, says so once in the log and in the panel, and leaves alone every
// parameter the user set (--set, --preset, --compare, --sweep, a recording's
// header): those are "pinned". The panel can raise each one.
#include <string>
#include <vector>

#include "app/cli.hpp"

namespace tp {

class Scene;
class SideSet;

class QualityPolicy {
 public:
  // At start-up, from the command line and the context's renderer.
  void choose(const CommandLine& cli, bool softwareRenderer);
  bool light() const { return light_; }
  // The share of the window's width and height the scene is drawn at.
  float renderScale() const { return renderScale_; }

  // Parameters set by hand: light quality leaves them as they are.
  void pin(const std::string& name) { pinned_.push_back(name); }
  void clearPinned() { pinned_.clear(); }  // a new scene: the command line's names were for the first

  // Light quality's settings for `scene`, less the pinned names and `alsoKept` (a preset's own).
  std::vector<std::string> settingsFor(const Scene& scene, const std::vector<std::string>& alsoKept = {}) const;
  // Before the scenes' init(), so structural settings (grid sizes) are built once: every side's settings.
  void applyTo(SideSet& sides, const CommandLine& cli);
  // After a scene switch built the sides with `applied`.
  void switchedTo(const Scene& scene, std::vector<std::string> applied, const CommandLine& cli);

  // The panel's note (what was lowered, as a tooltip) and the render-scale slider.
  void drawPanel(bool softwareRenderer);
  // "light (software GL)" and the like for a picture's sidecar; "full" otherwise.
  std::string sidecarLabel(const CommandLine& cli) const;

 private:
  bool light_ = false;
  float renderScale_ = 1.0f;  // SideSet::setRenderScale: 0.5 in light quality
  std::vector<std::string> pinned_;
  std::vector<std::string> applied_;  // what light quality set in the scene now shown
};

}  // namespace tp
