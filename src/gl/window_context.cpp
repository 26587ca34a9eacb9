#include "gl/window_context.hpp"

#include <algorithm>

#include <GLFW/glfw3.h>

#include <cstdlib>

#include "core/log.hpp"

namespace tp::gl {
namespace {

std::string g_lastGlfwError;
void onGlfwError(int, const char* description) { g_lastGlfwError = description; }

// When 4.5 core fails, make any context to say what the machine does have.
std::string probeAvailableGl() {
  glfwDefaultWindowHints();
  glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
  GLFWwindow* probe = glfwCreateWindow(16, 16, "probe", nullptr, nullptr);
  if (!probe) return "no OpenGL context at all (" + g_lastGlfwError + ")";
  glfwMakeContextCurrent(probe);
  using GetString = const unsigned char* (*)(unsigned);
  auto getString = reinterpret_cast<GetString>(glfwGetProcAddress("glGetString"));
  auto text = [&](unsigned name) {
    const unsigned char* s = getString ? getString(name) : nullptr;
    return std::string(s ? reinterpret_cast<const char*>(s) : "(unknown)");
  };
  // GL_VENDOR 0x1F00, GL_RENDERER 0x1F01, GL_VERSION 0x1F02
  std::string found = text(0x1F01) + " (" + text(0x1F00) + "), OpenGL " + text(0x1F02);
  glfwDestroyWindow(probe);
  return found;
}

}  // namespace

WindowContext::WindowContext(const WindowOptions& options) {
  glfwSetErrorCallback(onGlfwError);
  const char* display = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  if ((!display || !*display) && (!wayland || !*wayland))
    throw ContextError("no display: DISPLAY is not set. Run on a desktop, under xvfb-run, or "
                       "with --headless to render offscreen without any display");
  if (!glfwInit())
    throw ContextError("cannot open the display \"" + std::string(display ? display : "") +
                       "\" (" + g_lastGlfwError + "). Check DISPLAY, or use --headless");
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 4);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 5);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_OPENGL_DEBUG_CONTEXT, options.debug ? GLFW_TRUE : GLFW_FALSE);
  glfwWindowHint(GLFW_VISIBLE, options.visible ? GLFW_TRUE : GLFW_FALSE);
  window_ = glfwCreateWindow(options.width, options.height, options.title.c_str(), nullptr, nullptr);
  if (!window_) {
    const std::string reason = g_lastGlfwError;
    const std::string found = probeAvailableGl();
    glfwTerminate();
    throw ContextError("OpenGL 4.5 core is required, but the window could not get it (" + reason +
                       "); found: " + found +
                       ". Update the graphics driver, or try LIBGL_ALWAYS_SOFTWARE=1 or --headless");
  }
  glfwMakeContextCurrent(window_);
  glfwSwapInterval(options.vsync ? 1 : 0);
  info_.platform = "GLFW " + std::string(glfwGetVersionString()).substr(0, 5);
  try {
    loadAndCheckGl(info_, reinterpret_cast<void* (*)(const char*)>(glfwGetProcAddress), options.debug);
  } catch (...) {
    glfwDestroyWindow(window_);
    glfwTerminate();
    throw;
  }
  log::debug("window context: %s", info_.describe().c_str());
}

WindowContext::~WindowContext() {
  if (window_) glfwDestroyWindow(window_);
  glfwTerminate();
}

void WindowContext::makeCurrent() { glfwMakeContextCurrent(window_); }
bool WindowContext::shouldClose() const { return glfwWindowShouldClose(window_); }
void WindowContext::swapBuffers() { glfwSwapBuffers(window_); }
void WindowContext::framebufferSize(int& width, int& height) {
  glfwGetFramebufferSize(window_, &width, &height);
  if (width == lastWidth_ && height == lastHeight_) return;
  const bool resized = lastWidth_ != 0 || lastHeight_ != 0;
  lastWidth_ = width;
  lastHeight_ = height;
  if (!resized) return;
  glfwMakeContextCurrent(nullptr);
  glfwMakeContextCurrent(window_);
}

float WindowContext::contentScale() const {
  float x = 1.0f, y = 1.0f;
  glfwGetWindowContentScale(window_, &x, &y);
  return std::max(x, y);
}

}  // namespace tp::gl
