#pragma once
// The keys a scene answers to, as one table (Scene::keys): the scene's key
// handling dispatches through it and the F1 help and --help list it, so what
// the help says and what the keys do cannot drift apart.
#include <functional>
#include <string>
#include <vector>

namespace tp {

// The keys a scene can answer to, in the project's own names. The app maps
// the window system's codes onto them (app/scene_key_map.cpp). The numbers
// are those recordings store: a letter or digit is its ASCII code, the arrows
// 262..265, so a recording made before this enum replays the same.
enum class Key : int {
  None = -1,
  Digit0 = '0', Digit1, Digit2, Digit3, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9,
  A = 'A', B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z,
  Right = 262, Left, Down, Up,
};

// Digit1 + 2 is Digit3: tools and levels are numbered keys.
constexpr Key digitKey(int digit) { return Key(int(Key::Digit0) + digit); }
constexpr Key letterKey(char upper) { return Key(int(Key::A) + (upper - 'A')); }

struct SceneKey {
  std::vector<Key> keys;  // the keys that do this
  std::string label;      // as the help shows them: "W / Up"
  std::string action;     // what they do: "throttle ahead (held)"
  // Called on press (down = true) and release, with the key.
  std::function<void(Key key, bool down)> handle;
};

// Keys 1, 2, ... choosing the click's tool (an enum numbered from 0): key N
// chooses tool N - 1.
template <class Tool>
SceneKey toolKeys(int count, std::string action, Tool& tool) {
  SceneKey keys{{}, {}, std::move(action), [&tool](Key key, bool down) {
                  if (down) tool = Tool(int(key) - int(Key::Digit1));
                }};
  for (int i = 0; i < count; ++i) {
    keys.keys.push_back(digitKey(i + 1));
    keys.label += (i ? ", " : "") + std::to_string(i + 1);
  }
  return keys;
}

// A letter key flipping a two-way choice parameter (a look, a view: 0 or 1).
template <class Choice>
SceneKey flipKey(char letter, std::string action, Choice& choice) {
  return {{letterKey(letter)}, std::string(1, letter), std::move(action), [&choice](Key, bool down) {
            if (down) choice = Choice(1 - int(choice));
          }};
}

}  // namespace tp
