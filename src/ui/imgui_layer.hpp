#pragma once
// Dear ImGui set up for either kind of context. Windowed: the GLFW backend
// feeds input and sizes. Headless: only the OpenGL3 backend; the display size
// and frame time are set by us, so a headless screenshot can show the panel.
// No imgui.ini is written (runs must leave nothing behind but what was asked).
struct GLFWwindow;

namespace tp {

class ImGuiLayer {
 public:
  ImGuiLayer() = default;
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
  // True between newFrame() and render(): whether ImGui wants the mouse / keys.
  bool wantsMouse() const;
  bool wantsKeyboard() const;
  // Esc meant for the UI: with a popup open (a combo's list, a menu) it closes
  // them and returns true; while a field is being edited it returns true and
  // leaves the key to the field (which cancels the edit). Otherwise false: Esc
  // is the app's. Call between newFrame() and render().
  bool takeEscape();

 private:
  bool initialised_ = false;
  bool windowed_ = false;
  bool drawing_ = false;
};

}  // namespace tp
