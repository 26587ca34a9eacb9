#include "app/input.hpp"

#define GLFW_INCLUDE_NONE  // GL comes from glad (gl/gl.hpp)
#include <GLFW/glfw3.h>

namespace tp {
namespace {
constexpr double kDoubleClickSeconds = 0.35;
constexpr float kDoubleClickPixels = 6;

InputQueue& queueOf(GLFWwindow* window) {
  return *static_cast<InputQueue*>(glfwGetWindowUserPointer(window));
}
}  // namespace

void InputQueue::attach(GLFWwindow* window) {
  window_ = window;
  glfwSetWindowUserPointer(window, this);
  glfwSetMouseButtonCallback(window, onMouseButton);
  glfwSetCursorPosCallback(window, onCursor);
  glfwSetScrollCallback(window, onScroll);
  glfwSetKeyCallback(window, onKey);
}

std::vector<InputEvent> InputQueue::take() {
  std::vector<InputEvent> taken;
  taken.swap(events_);
  return taken;
}

glm::vec2 InputQueue::toFramebuffer(double x, double y) const {
  // Window coordinates differ from framebuffer pixels on high-DPI screens.
  int windowWidth = 1, windowHeight = 1, width = 1, height = 1;
  glfwGetWindowSize(window_, &windowWidth, &windowHeight);
  glfwGetFramebufferSize(window_, &width, &height);
  return {float(x) * float(width) / float(windowWidth > 0 ? windowWidth : 1),
          float(y) * float(height) / float(windowHeight > 0 ? windowHeight : 1)};
}

void InputQueue::onMouseButton(GLFWwindow* window, int button, int action, int) {
  InputQueue& queue = queueOf(window);
  InputEvent event;
  event.button = button;
  event.pixel = queue.cursor_;
  if (action == GLFW_PRESS) {
    event.type = InputEvent::Type::ButtonDown;
    const double now = glfwGetTime();
    event.doubleClick = button == queue.lastPressButton_ && now - queue.lastPressTime_ < kDoubleClickSeconds &&
                        glm::distance(event.pixel, queue.lastPressPixel_) < kDoubleClickPixels;
    // A third quick click starts a new pair rather than making another double.
    queue.lastPressTime_ = event.doubleClick ? -1 : now;
    queue.lastPressPixel_ = event.pixel;
    queue.lastPressButton_ = button;
  } else {
    event.type = InputEvent::Type::ButtonUp;
  }
  queue.events_.push_back(event);
}

void InputQueue::onCursor(GLFWwindow* window, double x, double y) {
  InputQueue& queue = queueOf(window);
  queue.cursor_ = queue.toFramebuffer(x, y);
  InputEvent event;
  event.type = InputEvent::Type::Move;
  event.pixel = queue.cursor_;
  queue.events_.push_back(event);
}

void InputQueue::onScroll(GLFWwindow* window, double, double dy) {
  InputQueue& queue = queueOf(window);
  InputEvent event;
  event.type = InputEvent::Type::Scroll;
  event.pixel = queue.cursor_;
  event.scroll = float(dy);
  queue.events_.push_back(event);
}

void InputQueue::onKey(GLFWwindow* window, int key, int, int action, int mods) {
  if (action == GLFW_REPEAT) return;
  InputQueue& queue = queueOf(window);
  InputEvent event;
  event.type = action == GLFW_PRESS ? InputEvent::Type::KeyDown : InputEvent::Type::KeyUp;
  event.key = key;
  event.mods = mods;
  event.pixel = queue.cursor_;
  queue.events_.push_back(event);
}

}  // namespace tp
