#pragma once
// From the window system's key codes (GLFW's, as the app receives and
// recordings store them) to the keys scenes answer to.
#include "scenes/scene_keys.hpp"

namespace tp {

// Key::None for a key no scene can answer to (F-keys, Space, Esc: the app's).
Key sceneKeyFromGlfw(int glfwKey);

}  // namespace tp
