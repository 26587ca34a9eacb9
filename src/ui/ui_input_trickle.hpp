#pragma once
// Dear ImGui 1.86 (Debian 12) reads input once a frame, as states: a key
// pressed and released between two frames, or a ctrl released before the
// frame that sees its click, are lost, which at 4-10 frames/s (A/B compare,
// a fine planet) loses a quick Enter and turns a ctrl+click into a plain
// click. 1.87 added an event queue that "trickles" such bursts over frames;
// this is the same for 1.86: GLFW's events are queued, and each frame takes
// them in order up to the first one that would change a button or key a
// second time (or move the mouse after a button changed), leaving the rest
// for the next frame. Nothing is lost and the order is kept.
#include <array>
#include <cstdint>
#include <deque>

struct ImGuiIO;

namespace tp {

struct UiEvent {
  enum class Kind { MousePos, MouseButton, Wheel, Key, Char } kind = Kind::MousePos;
  float x = 0, y = 0;  // MousePos (ImGui's coordinates); Wheel: horizontal, vertical clicks
  int code = 0;        // MouseButton: 0..4; Key: GLFW key code; Char: Unicode code point
  bool down = false;   // MouseButton, Key
};

// What ImGui should see this frame: the state after the events taken.
struct UiInputState {
  float mouseX = -1e30f, mouseY = -1e30f;  // ImGui's "no mouse"
  std::array<bool, 5> buttons{};
  std::array<bool, 512> keys{};            // by GLFW key code (printable keys and the named ones)
  float wheelX = 0, wheelY = 0;            // this frame's, zeroed by each take
  std::deque<uint32_t> chars;              // this frame's typed characters, in order
};

// Takes this frame's events from the front of `pending` into `state`.
// Returns how many were taken (at least one when any are pending).
int trickleUiEvents(std::deque<UiEvent>& pending, UiInputState& state);

// Hands `state` to Dear ImGui before 1.87 (mouse, buttons, keys with their
// modifiers, wheel, characters); call before ImGui::NewFrame(). A no-op on
// 1.87 and later, whose GLFW backend queues and trickles by itself.
void applyUiInputState(const UiInputState& state, ImGuiIO& io);

}  // namespace tp
