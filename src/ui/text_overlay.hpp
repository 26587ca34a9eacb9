#pragma once
// Text and lines drawn INTO the picture (not the UI): a comparison's
// captions, a sweep's tile labels, the wipe's divider. They must be in
// screenshots and clips even with the UI hidden, so they are drawn right
// after the scene, before the UI, by a second Dear ImGui context of their
// own (1.86's backends keep their data per context). Works headless.
#include <cstdint>
#include <span>
#include <string>

struct ImGuiContext;
struct ImFont;

namespace tp {

struct OverlayText {
  float x = 0, y = 0;      // top-left of the box, frame pixels (origin top-left)
  float maxWidth = 1e9f;   // the text wraps to stay within this many pixels
  std::string text;
  bool large = false;      // twice the UI's font size, for big tiles
  bool alignRight = false; // x is the box's right edge
};

struct OverlayLine {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // frame pixels
  float thickness = 2;
  uint32_t colour = 0xFFFFFFFF;           // ImGui's packed ABGR
};

class TextOverlay {
 public:
  TextOverlay() = default;
  ~TextOverlay();
  TextOverlay(const TextOverlay&) = delete;
  TextOverlay& operator=(const TextOverlay&) = delete;

  // With a GL context current, after the UI's ImGuiLayer. Returns false when
  // ImGui's OpenGL3 backend cannot load GL (then nothing is drawn).
  bool init();
  // Draws into the bound framebuffer of width × height pixels: each text on a
  // dark box (so it reads over bright water), then the lines.
  void draw(int width, int height, std::span<const OverlayText> texts, std::span<const OverlayLine> lines);
  // Height in pixels of one line of text in a box (for layouts).
  float boxHeight(bool large) const;

 private:
  ImGuiContext* context_ = nullptr;
  ImFont* large_ = nullptr;
  bool drawing_ = false;
};

}  // namespace tp
