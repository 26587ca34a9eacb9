#pragma once
// The keys a scene answers to, as one table (Scene::keys): the scene's key
// handling dispatches through it and the F1 help and --help list it, so what
// the help says and what the keys do cannot drift apart.
#include <functional>
#include <string>
#include <vector>

namespace tp {

// Key codes as GLFW numbers them (letters and digits are their ASCII codes).
namespace key_codes {
inline constexpr int kRight = 262, kLeft = 263, kDown = 264, kUp = 265;
}  // namespace key_codes

struct SceneKey {
  std::vector<int> codes;  // the keys that do this
  std::string label;       // as the help shows them: "W / Up"
  std::string action;      // what they do: "throttle ahead (held)"
  // Called on press (down = true) and release, with the code of the key.
  std::function<void(int code, bool down)> handle;
};

}  // namespace tp
