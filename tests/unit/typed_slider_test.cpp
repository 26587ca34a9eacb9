// A value typed into a slider (ctrl+click turns it into a text field) is
// applied on Enter, not at every keystroke: typing 100 must not set 1, then 10.
#include <gtest/gtest.h>

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <deque>
#include <functional>

#include "sim/param_table.hpp"
#include "ui/param_widgets.hpp"
#include "ui/ui_input_trickle.hpp"

namespace {

struct Knob {
  float speed = 2.0f;
};

const tp::ParamList<Knob>& knobList() {
  static const tp::ParamList<Knob> list = [] {
    tp::ParamList<Knob> table;
    table.addFloat("speed", &Knob::speed, 0.0, 1000.0, "m/s", "how fast");
    return table;
  }();
  return list;
}

// One ImGui frame drawing the knob's panel with `events` handed in first.
class Panel {
 public:
  Panel() : context_(ImGui::CreateContext()) {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(400, 200);
    io.DeltaTime = 0.2f;
    io.IniFilename = nullptr;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
#if IMGUI_VERSION_NUM < 18700
    io.KeyMap[ImGuiKey_Enter] = GLFW_KEY_ENTER;
    io.KeyMap[ImGuiKey_Escape] = GLFW_KEY_ESCAPE;
    io.KeyMap[ImGuiKey_A] = GLFW_KEY_A;
#endif
  }
  ~Panel() { ImGui::DestroyContext(context_); }

  void frame(std::deque<tp::UiEvent> events = {}) {
#if IMGUI_VERSION_NUM < 18700
    pending_.insert(pending_.end(), events.begin(), events.end());
    tp::trickleUiEvents(pending_, state_);
    tp::applyUiInputState(state_, ImGui::GetIO());
#else
    ImGuiIO& io = ImGui::GetIO();
    for (const tp::UiEvent& e : events) {
      if (e.kind == tp::UiEvent::Kind::MousePos) io.AddMousePosEvent(e.x, e.y);
      if (e.kind == tp::UiEvent::Kind::MouseButton) io.AddMouseButtonEvent(e.code, e.down);
      if (e.kind == tp::UiEvent::Kind::Char) io.AddInputCharacter(unsigned(e.code));
      if (e.kind == tp::UiEvent::Kind::Key)
        io.AddKeyEvent(e.code == GLFW_KEY_LEFT_CONTROL ? ImGuiMod_Ctrl
                       : e.code == GLFW_KEY_ENTER      ? ImGuiKey_Enter
                                                       : ImGuiKey_Escape,
                       e.down);
    }
#endif
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::Begin("panel");
    tp::drawParamWidgets(tp::ParamTable(knobList(), knob));
    slider = ImGui::GetItemRectMin();
    sliderEnd = ImGui::GetItemRectMax();
    ImGui::End();
    ImGui::EndFrame();
  }

  Knob knob;
  ImVec2 slider, sliderEnd;

 private:
  ImGuiContext* context_;
  std::deque<tp::UiEvent> pending_;
  tp::UiInputState state_;
};

using Kind = tp::UiEvent::Kind;

}  // namespace

TEST(TypedSlider, AppliesOnEnterNotAtEveryKeystroke) {
  Panel panel;
  panel.frame();  // lay out
  const float x = 0.5f * (panel.slider.x + panel.sliderEnd.x), y = 0.5f * (panel.slider.y + panel.sliderEnd.y);
  panel.frame({{Kind::MousePos, x, y}});  // the pointer comes to rest on the slider
  panel.frame({{Kind::Key, 0, 0, GLFW_KEY_LEFT_CONTROL, true},
               {Kind::MouseButton, 0, 0, 0, true}, {Kind::MouseButton, 0, 0, 0, false},
               {Kind::Key, 0, 0, GLFW_KEY_LEFT_CONTROL, false}});
  for (int i = 0; i < 3; ++i) panel.frame();  // the burst trickles in: the field opens
  EXPECT_EQ(panel.knob.speed, 2.0f) << "a ctrl+click opens the field; it sets nothing";
  for (char c : {'1', '0', '0'}) {
    panel.frame({{Kind::Char, 0, 0, c}});
    EXPECT_EQ(panel.knob.speed, 2.0f) << "typing applies nothing before Enter";
  }
  panel.frame({{Kind::Key, 0, 0, GLFW_KEY_ENTER, true}, {Kind::Key, 0, 0, GLFW_KEY_ENTER, false}});
  panel.frame();
  panel.frame();
  EXPECT_EQ(panel.knob.speed, 100.0f) << "Enter applies what was typed";
}

TEST(TypedSlider, EscDropsWhatWasTyped) {
  Panel panel;
  panel.frame();
  const float x = 0.5f * (panel.slider.x + panel.sliderEnd.x), y = 0.5f * (panel.slider.y + panel.sliderEnd.y);
  panel.frame({{Kind::MousePos, x, y}});
  panel.frame({{Kind::Key, 0, 0, GLFW_KEY_LEFT_CONTROL, true}, {Kind::MouseButton, 0, 0, 0, true},
               {Kind::MouseButton, 0, 0, 0, false}, {Kind::Key, 0, 0, GLFW_KEY_LEFT_CONTROL, false}});
  for (int i = 0; i < 3; ++i) panel.frame();
  panel.frame({{Kind::Char, 0, 0, '7'}});
  panel.frame({{Kind::Key, 0, 0, GLFW_KEY_ESCAPE, true}, {Kind::Key, 0, 0, GLFW_KEY_ESCAPE, false}});
  for (int i = 0; i < 3; ++i) panel.frame();
  EXPECT_EQ(panel.knob.speed, 2.0f);
}
