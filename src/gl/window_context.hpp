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
  // The window's framebuffer size now. On a change of size it also makes the
  // context current afresh: Mesa's software rasteriser on X (llvmpipe under
  // Xvfb) keeps the old back buffer until the context is bound again, so a
  // shrunk window showed a stale strip on top and the frame shifted down,
  // with clicks landing on other widgets than the ones shown.
  void framebufferSize(int& width, int& height);
  // The monitor's content scale (2 on a HiDPI screen set to 200%), larger of x and y.
  float contentScale() const;

 private:
  GLFWwindow* window_ = nullptr;
  int lastWidth_ = 0, lastHeight_ = 0;  // the size last seen by framebufferSize
};

}  // namespace tp::gl
