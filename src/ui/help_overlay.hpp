#pragma once
// The F1 overlay: every key and mouse action, from the one table in
// ui/controls.cpp (which --help prints too).
namespace tp {

// `open` is cleared when the user closes the overlay.
void drawHelpOverlay(bool& open);

}  // namespace tp
