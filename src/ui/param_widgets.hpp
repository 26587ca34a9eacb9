#pragma once
// Draws any ParamTable as ImGui widgets, generically: sliders over the
// declared range (logarithmic where flagged), the unit in the format, combos
// for choices, checkboxes for flags, and a tooltip with the description, range
// and the limit's reason. A stability limit that depends on other parameters
// (the bowl's damping on its stiffness) does not move the slider's ends: it is
// a mark on the fixed scale, the part beyond it shaded, and a value past it is
// held at the limit.
namespace tp {

class ParamTable;
struct ParamSpec;

// Where `value` sits along a slider of `spec`'s declared range, 0..1 (the
// logarithmic mapping where the spec is logarithmic and its range positive).
float sliderFraction(const ParamSpec& spec, double value);

// Returns true when a value changed this frame.
bool drawParamWidgets(const ParamTable& params);

}  // namespace tp
