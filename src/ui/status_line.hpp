#pragma once
// The panel's status line: what the last action did, or why it did nothing.
// A message belongs to the scene that made it (a switch of scene hides it) and
// fades after a few seconds, so "replay finished" or a hint about the open sea
// is not still there minutes later in another scene. The time is passed in
// (seconds on any steady clock), so the fading is tested without waiting.
#include <string>

namespace tp {

class StatusLine {
 public:
  // How long a message stays: long enough to read a line or two; an error
  // twice as long, since the player may have looked away when it came.
  static constexpr double kInfoSeconds = 6.0;
  static constexpr double kErrorSeconds = 12.0;
  // The last part of a message's life, over which it fades out.
  static constexpr double kFadeSeconds = 1.5;

  void set(std::string message, bool error, std::string scene, double now);
  void clear() { message_.clear(); }

  // The message to show now in `scene` ("" for none), with its opacity (1 while
  // fresh, falling to 0 over the last kFadeSeconds).
  struct Shown {
    std::string message;
    bool error = false;
    float opacity = 0.0f;
  };
  Shown shown(const std::string& scene, double now) const;

 private:
  std::string message_, scene_;
  bool error_ = false;
  double setAt_ = 0.0;
};

// A short-lived message beside the mouse cursor (a scene's hint after a click).
void drawCursorHint(const StatusLine::Shown& hint);

}  // namespace tp
