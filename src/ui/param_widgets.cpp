#include "ui/param_widgets.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // TempInputIsActive

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "sim/param_table.hpp"

namespace tp {
namespace {

void tooltipFor(const ParamTable& params, const ParamSpec& spec) {
  if (!ImGui::IsItemHovered()) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
  ImGui::TextUnformatted(spec.name.c_str());
  ImGui::TextUnformatted(spec.tooltip.c_str());
  if (spec.kind == ParamSpec::Kind::Float || spec.kind == ParamSpec::Kind::Int) {
    ImGui::TextDisabled("range %g .. %g %s%s", spec.min, spec.max, spec.unit.c_str(),
                        spec.logarithmic ? " (log scale)" : "");
    if (spec.limit) {
      const double upper = params.upperBound(spec);
      const bool binding = upper < spec.max;
      ImGui::TextColored(binding ? ImVec4(1.0f, 0.75f, 0.3f, 1.0f) : ImVec4(0.6f, 0.6f, 0.6f, 1.0f),
                         "limit now %g %s: %s", upper, spec.unit.c_str(), spec.limitReason.c_str());
    }
  }
  if (spec.structural) ImGui::TextDisabled("changing it rebuilds GPU resources");
  ImGui::TextDisabled("--set %s=%s", spec.name.c_str(), params.valueText(spec).c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// "%.3g m/s": the unit follows the number; a '%' in a unit must not become a conversion.
std::string sliderFormat(const char* number, const std::string& unit) {
  std::string format = number;
  if (!unit.empty()) format += ' ';
  for (char c : unit) format += c == '%' ? std::string("%%") : std::string(1, c);
  return format;
}

// A slider turned into a text field (ctrl+click or double-click) applies
// what is typed on Enter, or when the field loses focus, not at every
// keystroke: typing 1000000 must not run the simulation at 1, 10, 100, ...
// (Esc drops it). Dragging still applies at once.
struct TypedValue {
  ImGuiID id = 0;
  double value = 0;
};
std::optional<TypedValue> g_typed;

bool escapePressed() {
#if IMGUI_VERSION_NUM >= 18700
  return ImGui::IsKeyPressed(ImGuiKey_Escape);
#else
  return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
#endif
}

// The slider just drawn changed to `value` (or not): applies it, or holds it
// while it is being typed. Returns whether the parameter changed.
bool settle(const ParamTable& params, const ParamSpec& spec, bool changed, double value) {
  const ImGuiID id = ImGui::GetItemID();
  if (ImGui::TempInputIsActive(id)) {
    if (changed) g_typed = TypedValue{id, value};
    return false;
  }
  if (g_typed && g_typed->id == id && ImGui::IsItemDeactivated()) {  // focus left the field
    const double typed = g_typed->value;
    g_typed.reset();
    if (escapePressed()) return false;
    if (!changed) {
      params.setClamped(spec, typed);
      return true;
    }
  }
  if (!changed) return false;
  params.setClamped(spec, value);
  return true;
}

// The stability limit as a mark across the slider just drawn (the frame is the
// item's first CalcItemWidth pixels), the unstable part beyond it shaded.
void drawLimitMark(const ParamTable& params, const ParamSpec& spec, float frameWidth) {
  if (!spec.limit) return;
  const double upper = params.upperBound(spec);
  if (!(upper < spec.max)) return;
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  const ImGuiStyle& style = ImGui::GetStyle();
  // The grab's centre travels between these (ImGui's slider inset).
  const float inset = style.FramePadding.x * 0.5f + style.GrabMinSize * 0.5f;
  const float left = min.x + inset, right = min.x + frameWidth - inset;
  const float x = left + (right - left) * sliderFraction(spec, upper);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(ImVec2(x, min.y), ImVec2(min.x + frameWidth, max.y), IM_COL32(200, 60, 40, 70));
  draw->AddLine(ImVec2(x, min.y), ImVec2(x, max.y), IM_COL32(255, 190, 80, 255), 2.0f);
}

ImGuiSliderFlags sliderFlags(const ParamSpec& spec) {
  return ImGuiSliderFlags_AlwaysClamp | (spec.logarithmic ? ImGuiSliderFlags_Logarithmic : 0);
}

bool drawOne(const ParamTable& params, const ParamSpec& spec) {
  const char* label = spec.name.c_str();
  switch (spec.kind) {
    case ParamSpec::Kind::Bool: {
      bool value = params.value(spec) != 0;
      if (!ImGui::Checkbox(label, &value)) return false;
      params.setClamped(spec, value ? 1 : 0);
      return true;
    }
    case ParamSpec::Kind::Choice: {
      int index = int(params.value(spec));
      const std::string preview = params.valueText(spec);
      bool changed = false;
      if (ImGui::BeginCombo(label, preview.c_str())) {
        for (int i = 0; i < int(spec.choices.size()); ++i) {
          if (ImGui::Selectable(spec.choices[size_t(i)].c_str(), i == index)) {
            index = i;
            changed = true;
          }
        }
        ImGui::EndCombo();
      }
      if (changed) params.setClamped(spec, index);
      return changed;
    }
    case ParamSpec::Kind::Int: {
      int value = int(params.value(spec));
      const float frameWidth = ImGui::CalcItemWidth();
      const std::string format = sliderFormat("%d", spec.unit);
      const bool changed =
          ImGui::SliderInt(label, &value, int(spec.min), int(spec.max), format.c_str(), sliderFlags(spec));
      drawLimitMark(params, spec, frameWidth);
      return settle(params, spec, changed, value);
    }
    case ParamSpec::Kind::Float: {
      float value = float(params.value(spec));
      const float frameWidth = ImGui::CalcItemWidth();
      const std::string format = sliderFormat("%.3g", spec.unit);
      const bool changed =
          ImGui::SliderFloat(label, &value, float(spec.min), float(spec.max), format.c_str(), sliderFlags(spec));
      drawLimitMark(params, spec, frameWidth);
      return settle(params, spec, changed, value);
    }
  }
  return false;
}

}  // namespace

float sliderFraction(const ParamSpec& spec, double value) {
  if (!(spec.max > spec.min)) return 0.0f;
  const double v = std::clamp(value, spec.min, spec.max);
  if (spec.logarithmic && spec.min > 0) return float(std::log(v / spec.min) / std::log(spec.max / spec.min));
  return float((v - spec.min) / (spec.max - spec.min));
}

bool drawParamWidgets(const ParamTable& params) {
  bool changed = false;
  ImGui::PushID(params.settingsIdentity());
  for (const ParamSpec& spec : params.specs()) {
    changed |= drawOne(params, spec);
    tooltipFor(params, spec);
    if (params.hasNote(spec)) {  // after the tooltip, which belongs to the widget
      ImGui::SameLine();
      ImGui::TextDisabled("%s", params.note(spec).c_str());
    }
  }
  ImGui::PopID();
  return changed;
}

}  // namespace tp
