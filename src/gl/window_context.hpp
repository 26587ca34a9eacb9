#pragma once
// A GLFW 3.3 window with an OpenGL 4.5 core context.
#include <string>

#include "gl/context.hpp"

struct GLFWwindow;

namespace tp::gl {

struct WindowOptions {
  int width = 1280, height = 720;
  std::string title = "tidepool";
  bool visible = true;
  bool debug = false;
  bool vsync = true;
};

class WindowContext final : public Context {
 public:
  // Throws ContextError: no display (suggests --headless), no 4.5 core (names what was found).
  explicit WindowContext(const WindowOptions& options);
  ~WindowContext() override;
  WindowContext(const WindowContext&) = delete;
  WindowContext& operator=(const WindowContext&) = delete;

  void makeCurrent() override;
  GLFWwindow* window() const { return window_; }
  bool shouldClose() const;
  void swapBuffers();
  void framebufferSize(int& width, int& height) const;

 private:
  GLFWwindow* window_ = nullptr;
};

}  // namespace tp::gl
