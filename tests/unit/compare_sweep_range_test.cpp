// The sweep row of the Compare section offers the swept parameter's whole
// range; after a switch of scene (another parameter table, where the same row
// index is another parameter) it starts from the new parameter's own range,
// not from the old one clamped into it (which left from = to).
#include <gtest/gtest.h>

#include <imgui.h>

#include <vector>

#include "sim/param_table.hpp"
#include "ui/compare_panel.hpp"

namespace {

struct Heavy {  // a scene whose first parameters have large values
  float mass = 3000.0f;
};
struct Light {  // another whose first parameter lives far below
  float speed = 1.0f;
};

const tp::ParamList<Heavy>& heavyList() {
  static const tp::ParamList<Heavy> list = [] {
    tp::ParamList<Heavy> table;
    table.addFloat("mass", &Heavy::mass, 1000.0, 5000.0, "kg", "how heavy");
    return table;
  }();
  return list;
}
const tp::ParamList<Light>& lightList() {
  static const tp::ParamList<Light> list = [] {
    tp::ParamList<Light> table;
    table.addFloat("speed", &Light::speed, 0.2, 8.0, "m/s", "how fast");
    return table;
  }();
  return list;
}

// One ImGui frame drawing the Compare section for `params`.
void drawCompare(tp::CompareSettings& settings, tp::ParamTable params) {
  ImGui::NewFrame();
  ImGui::Begin("panel");
  const std::vector<std::string> captions;
  tp::drawCompareSection(settings, tp::CompareView{1, false, 0.5f, captions, params});
  ImGui::End();
  ImGui::EndFrame();
}

}  // namespace

TEST(CompareSweepRange, ASwitchOfSceneStartsFromTheNewParametersRange) {
  ImGuiContext* context = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(400, 600);
  io.DeltaTime = 0.1f;
  io.IniFilename = nullptr;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);

  tp::CompareSettings settings;
  Heavy heavy;
  drawCompare(settings, tp::ParamTable(heavyList(), heavy));
  EXPECT_EQ(settings.sweepLow, 1000.0f);
  EXPECT_EQ(settings.sweepHigh, 5000.0f);

  Light light;
  drawCompare(settings, tp::ParamTable(lightList(), light));
  EXPECT_FLOAT_EQ(settings.sweepLow, 0.2f) << "from = to after a switch of scene";
  EXPECT_FLOAT_EQ(settings.sweepHigh, 8.0f);
  ImGui::DestroyContext(context);
}
