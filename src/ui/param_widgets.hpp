#pragma once
// Draws any ParamTable as ImGui widgets, generically: sliders with the
// declared range (logarithmic where flagged, capped by a stability limit),
// the unit in the format, combos for choices, checkboxes for flags, and a
// tooltip with the description, range and the limit's reason.
namespace tp {

class ParamTable;

// Returns true when a value changed this frame.
bool drawParamWidgets(const ParamTable& params);

}  // namespace tp
