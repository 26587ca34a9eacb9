#include "ui/ui_input_trickle.hpp"

#include <GLFW/glfw3.h>
#include <imgui.h>

namespace tp {

int trickleUiEvents(std::deque<UiEvent>& pending, UiInputState& state) {
  state.wheelX = state.wheelY = 0;
  state.chars.clear();
  std::array<bool, 5> buttonChanged{};
  std::array<bool, 512> keyChanged{};
  bool anyButtonChanged = false;
  int taken = 0;
  while (!pending.empty()) {
    const UiEvent& e = pending.front();
    switch (e.kind) {
      case UiEvent::Kind::MouseButton:
        if (e.code < 0 || e.code >= int(state.buttons.size())) break;
        if (buttonChanged[size_t(e.code)]) return taken;  // the second change waits a frame
        if (state.buttons[size_t(e.code)] != e.down) buttonChanged[size_t(e.code)] = anyButtonChanged = true;
        state.buttons[size_t(e.code)] = e.down;
        break;
      case UiEvent::Kind::MousePos:
        if (anyButtonChanged) return taken;  // the click is seen where it happened
        state.mouseX = e.x;
        state.mouseY = e.y;
        break;
      case UiEvent::Kind::Wheel:
        state.wheelX += e.x;
        state.wheelY += e.y;
        break;
      case UiEvent::Kind::Key:
        if (e.code < 0 || e.code >= int(state.keys.size())) break;
        if (keyChanged[size_t(e.code)]) return taken;
        if (state.keys[size_t(e.code)] != e.down) keyChanged[size_t(e.code)] = true;
        state.keys[size_t(e.code)] = e.down;
        break;
      case UiEvent::Kind::Char:
        state.chars.push_back(uint32_t(e.code));
        break;
    }
    pending.pop_front();
    ++taken;
  }
  return taken;
}

void applyUiInputState(const UiInputState& state, ImGuiIO& io) {
#if IMGUI_VERSION_NUM < 18700
  io.MousePos = ImVec2(state.mouseX, state.mouseY);
  for (size_t b = 0; b < state.buttons.size(); ++b) io.MouseDown[b] = state.buttons[b];
  for (size_t k = 0; k < state.keys.size(); ++k) io.KeysDown[k] = state.keys[k];
  const auto held = [&state](int left, int right) { return state.keys[size_t(left)] || state.keys[size_t(right)]; };
  io.KeyCtrl = held(GLFW_KEY_LEFT_CONTROL, GLFW_KEY_RIGHT_CONTROL);
  io.KeyShift = held(GLFW_KEY_LEFT_SHIFT, GLFW_KEY_RIGHT_SHIFT);
  io.KeyAlt = held(GLFW_KEY_LEFT_ALT, GLFW_KEY_RIGHT_ALT);
  io.KeySuper = held(GLFW_KEY_LEFT_SUPER, GLFW_KEY_RIGHT_SUPER);
  io.MouseWheelH += state.wheelX;
  io.MouseWheel += state.wheelY;
  for (uint32_t c : state.chars) io.AddInputCharacter(c);
#else
  (void)state;
  (void)io;
#endif
}

}  // namespace tp
