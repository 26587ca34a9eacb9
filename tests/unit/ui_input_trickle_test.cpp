// A burst of events inside one frame all reach Dear ImGui, in order, spread
// over the frames that follow (ui_input_trickle.hpp): a ctrl+click stays a
// ctrl+click and a quick Enter is seen, at any frame rate.
#include <gtest/gtest.h>

#include <GLFW/glfw3.h>
#include <imgui.h>

#include "ui/ui_input_trickle.hpp"

namespace {

using Kind = tp::UiEvent::Kind;

tp::UiEvent key(int code, bool down) { return {Kind::Key, 0, 0, code, down}; }
tp::UiEvent button(int code, bool down) { return {Kind::MouseButton, 0, 0, code, down}; }
tp::UiEvent move(float x, float y) { return {Kind::MousePos, x, y}; }
tp::UiEvent character(char32_t c) { return {Kind::Char, 0, 0, int(c)}; }

}  // namespace

TEST(UiInputTrickle, ABurstIsSpreadOverFramesInOrder) {
  // Between two frames: the mouse moves onto a slider, ctrl+click, ctrl up,
  // then "12" typed and Enter pressed and released.
  std::deque<tp::UiEvent> pending = {move(40, 10),         key(GLFW_KEY_LEFT_CONTROL, true), button(0, true),
                                     button(0, false),     key(GLFW_KEY_LEFT_CONTROL, false), move(90, 10),
                                     character('1'),       character('2'),  key(GLFW_KEY_ENTER, true),
                                     key(GLFW_KEY_ENTER, false)};
  tp::UiInputState state;
  // Frame 1: the move, ctrl down and the press: ImGui sees a ctrl+click at (40, 10).
  EXPECT_EQ(tp::trickleUiEvents(pending, state), 3);
  EXPECT_TRUE(state.keys[GLFW_KEY_LEFT_CONTROL]);
  EXPECT_TRUE(state.buttons[0]);
  EXPECT_EQ(state.mouseX, 40);
  // Frame 2: the release and ctrl up; the move waits (a button changed this frame).
  EXPECT_EQ(tp::trickleUiEvents(pending, state), 2);
  EXPECT_FALSE(state.buttons[0]);
  EXPECT_FALSE(state.keys[GLFW_KEY_LEFT_CONTROL]);
  EXPECT_EQ(state.mouseX, 40) << "the mouse moves on only after the click";
  // Frame 3: the move, the typed text and Enter down.
  EXPECT_EQ(tp::trickleUiEvents(pending, state), 4);
  EXPECT_EQ(state.mouseX, 90);
  EXPECT_EQ(state.chars, (std::deque<uint32_t>{'1', '2'}));
  EXPECT_TRUE(state.keys[GLFW_KEY_ENTER]);
  // Frame 4: Enter up. Nothing was lost.
  EXPECT_EQ(tp::trickleUiEvents(pending, state), 1);
  EXPECT_FALSE(state.keys[GLFW_KEY_ENTER]);
  EXPECT_TRUE(pending.empty());
  EXPECT_TRUE(state.chars.empty()) << "characters are handed over once";
  EXPECT_EQ(tp::trickleUiEvents(pending, state), 0);
}

// Dear ImGui itself sees the ctrl+click and the quick Enter of a burst (on
// 1.86 through applyUiInputState, on 1.87+ through its own queue).
TEST(UiInputTrickle, ImGuiSeesTheCtrlClickAndTheEnterOfABurst) {
  ImGuiContext* context = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(200, 100);
  io.DeltaTime = 0.25f;  // 4 frames/s
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
#if IMGUI_VERSION_NUM < 18700
  io.KeyMap[ImGuiKey_Enter] = GLFW_KEY_ENTER;
  std::deque<tp::UiEvent> pending = {move(40, 10), key(GLFW_KEY_LEFT_CONTROL, true), button(0, true),
                                     button(0, false), key(GLFW_KEY_LEFT_CONTROL, false),
                                     key(GLFW_KEY_ENTER, true), key(GLFW_KEY_ENTER, false)};
  tp::UiInputState state;
  const auto frame = [&] {
    tp::trickleUiEvents(pending, state);
    tp::applyUiInputState(state, io);
    ImGui::NewFrame();
  };
  const auto enterPressed = [] { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)); };
#else
  io.AddMousePosEvent(40, 10);
  io.AddKeyEvent(ImGuiMod_Ctrl, true);
  io.AddMouseButtonEvent(0, true);
  io.AddMouseButtonEvent(0, false);
  io.AddKeyEvent(ImGuiMod_Ctrl, false);
  io.AddKeyEvent(ImGuiKey_Enter, true);
  io.AddKeyEvent(ImGuiKey_Enter, false);
  const auto frame = [] { ImGui::NewFrame(); };
  const auto enterPressed = [] { return ImGui::IsKeyPressed(ImGuiKey_Enter); };
#endif
  bool ctrlClick = false, plainClick = false, enter = false;
  for (int i = 0; i < 6; ++i) {
    frame();
    if (ImGui::IsMouseClicked(0)) (io.KeyCtrl ? ctrlClick : plainClick) = true;
    enter = enter || enterPressed();
    ImGui::EndFrame();
  }
  EXPECT_TRUE(ctrlClick) << "the click arrived with ctrl held";
  EXPECT_FALSE(plainClick);
  EXPECT_TRUE(enter) << "the quick Enter arrived";
  ImGui::DestroyContext(context);
}
