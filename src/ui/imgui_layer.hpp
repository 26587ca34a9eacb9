#pragma once
// Dear ImGui set up for either kind of context. Windowed: the GLFW backend
// feeds input and sizes. Headless: only the OpenGL3 backend; the display size
// and frame time are set by us, so a headless screenshot can show the panel.
// No imgui.ini is written (runs must leave nothing behind but what was asked).
#include <deque>
#include <memory>

#include "ui/ui_input_trickle.hpp"

struct GLFWwindow;
struct ImGuiStyle;

namespace tp {

class ImGuiLayer {
 public:
  ImGuiLayer();  // in the .cpp, where ImGuiStyle is complete
  ~ImGuiLayer();
  ImGuiLayer(const ImGuiLayer&) = delete;
  ImGuiLayer& operator=(const ImGuiLayer&) = delete;

  // `window` null = headless. Throws std::runtime_error if the GLFW backend
  // fails; returns false if the OpenGL3 backend cannot load GL (then the UI
  // runs but draws nothing).
  bool init(GLFWwindow* window);
  // Starts a frame for a framebuffer of width × height pixels that took `seconds`.
  void newFrame(int width, int height, double seconds);
  // Draws the frame's windows into the bound framebuffer.
  void render();
  // Ends a frame without drawing it: Dear ImGui hides a window that sizes
  // itself to its contents in its first frame, so a frame built and thrown
  // away before the first real one makes the panel show from frame 1.
  void discardFrame();
  // True between newFrame() and render(): whether ImGui wants the mouse / keys.
  bool wantsMouse() const;
  bool wantsKeyboard() const;
  // Esc meant for the UI: with a popup open (a combo's list, a menu) it closes
  // them and returns true; while a field is being edited it returns true and
  // leaves the key to the field (which cancels the edit). Otherwise false: Esc
  // is the app's. Call between newFrame() and render().
  bool takeEscape();
  // Draws every size (font, padding, rounding) `scale` times its 1080p size
  // (ui_scale.hpp); call before newFrame(). Cheap when unchanged.
  void setScale(float scale);
  float scale() const { return scale_; }

 private:
  // Dear ImGui before 1.87 (no event queue of its own): GLFW's events queued
  // here and handed to it a frame's worth at a time (ui_input_trickle.hpp).
  void installTrickleCallbacks(GLFWwindow* window);
  void feedTrickledInput();
  static void onMouseButton(GLFWwindow* window, int button, int action, int mods);
  static void onCursor(GLFWwindow* window, double x, double y);
  static void onScroll(GLFWwindow* window, double dx, double dy);
  static void onKey(GLFWwindow* window, int key, int scancode, int action, int mods);
  static void onChar(GLFWwindow* window, unsigned int codepoint);

  bool initialised_ = false;
  bool windowed_ = false;
  bool drawing_ = false;
  bool trickling_ = false;
  float scale_ = 1.0f;
  std::unique_ptr<ImGuiStyle> unscaledStyle_;  // the style at scale 1, scaled from afresh each change
  std::deque<UiEvent> pending_;
  UiInputState uiState_;
};

}  // namespace tp
