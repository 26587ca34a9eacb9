#pragma once
// Window input, collected from GLFW callbacks into a queue and handed out
// after ImGui::NewFrame(), when io.WantCaptureMouse / WantCaptureKeyboard
// say whether ImGui takes it (Dear ImGui's rule: the app ignores what ImGui
// wants). ImGui's GLFW backend is installed after us and chains to these
// callbacks, so both see every event.
#include <glm/glm.hpp>
#include <vector>

struct GLFWwindow;

namespace tp {

struct InputEvent {
  enum class Type { ButtonDown, ButtonUp, Move, Scroll, KeyDown, KeyUp } type = Type::Move;
  int button = 0;         // GLFW_MOUSE_BUTTON_* for ButtonDown/Up
  int key = 0;            // GLFW_KEY_* for KeyDown/Up
  int mods = 0;           // GLFW_MOD_* held at a KeyDown
  glm::vec2 pixel{0};     // cursor in framebuffer pixels, origin top-left
  float scroll = 0;       // wheel clicks, + = away from the user
  bool doubleClick = false;  // ButtonDown only: second press close in time and place
};

class InputQueue {
 public:
  // Installs the callbacks on `window` (call before ImGui's GLFW backend).
  void attach(GLFWwindow* window);
  // The events since the last call, oldest first.
  std::vector<InputEvent> take();

 private:
  static void onMouseButton(GLFWwindow* window, int button, int action, int mods);
  static void onCursor(GLFWwindow* window, double x, double y);
  static void onScroll(GLFWwindow* window, double dx, double dy);
  static void onKey(GLFWwindow* window, int key, int scancode, int action, int mods);
  glm::vec2 toFramebuffer(double x, double y) const;

  GLFWwindow* window_ = nullptr;
  std::vector<InputEvent> events_;
  glm::vec2 cursor_{0};
  double lastPressTime_ = -1;
  glm::vec2 lastPressPixel_{0};
  int lastPressButton_ = -1;
};

}  // namespace tp
