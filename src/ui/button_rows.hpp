#pragma once
// A row of buttons that wraps instead of running past the panel's right
// edge (a scene's presets: their number and names vary by scene).
#include <vector>

namespace tp {

// The row (0, 1, ...) of each of a run of buttons `widths` wide (pixels),
// `spacing` apart, laid left to right in `available` pixels: a button that
// would cross the edge starts the next row (one wider than the whole row
// still gets a row of its own).
std::vector<int> buttonRows(const std::vector<float>& widths, float spacing, float available);

// Draws `labels` as buttons in such rows in the current ImGui window;
// returns the index of the one clicked, or -1. `tooltips` (same length, or
// empty) show on hover.
int drawButtonRows(const std::vector<const char*>& labels, const std::vector<const char*>& tooltips = {});

}  // namespace tp
