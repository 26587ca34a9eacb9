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

// Keys 1, 2, ... choosing the click's tool: `tool` becomes the key's index.
inline SceneKey toolKeys(int count, std::string action, int& tool) {
  SceneKey keys{{}, {}, std::move(action), [&tool](int code, bool down) {
                  if (down) tool = code - '1';
                }};
  for (int i = 0; i < count; ++i) {
    keys.codes.push_back('1' + i);
    keys.label += (i ? ", " : "") + std::to_string(i + 1);
  }
  return keys;
}

// A letter key flipping a two-way choice parameter (a look, a view).
inline SceneKey flipKey(char letter, std::string action, int& choice) {
  return {{letter}, std::string(1, letter), std::move(action), [&choice](int, bool down) {
            if (down) choice = 1 - choice;
          }};
}

}  // namespace tp
