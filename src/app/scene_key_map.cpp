#include "app/scene_key_map.hpp"

#include <GLFW/glfw3.h>

namespace tp {

// The enum's numbers are GLFW's for the keys it names (recordings store
// GLFW's numbers), so the map is a range check; these keep the two in step.
static_assert(int(Key::A) == GLFW_KEY_A && int(Key::Z) == GLFW_KEY_Z);
static_assert(int(Key::Digit0) == GLFW_KEY_0 && int(Key::Digit9) == GLFW_KEY_9);
static_assert(int(Key::Right) == GLFW_KEY_RIGHT && int(Key::Left) == GLFW_KEY_LEFT &&
              int(Key::Down) == GLFW_KEY_DOWN && int(Key::Up) == GLFW_KEY_UP);

Key sceneKeyFromGlfw(int glfwKey) {
  const bool letter = glfwKey >= GLFW_KEY_A && glfwKey <= GLFW_KEY_Z;
  const bool digit = glfwKey >= GLFW_KEY_0 && glfwKey <= GLFW_KEY_9;
  const bool arrow = glfwKey >= GLFW_KEY_RIGHT && glfwKey <= GLFW_KEY_UP;
  return letter || digit || arrow ? Key(glfwKey) : Key::None;
}

}  // namespace tp
