#pragma once
// Reading a whole file the programs take as input (a preset, a recording, a
// state's sidecar), with the one-line refusals every reader gives.
#include <filesystem>
#include <string>

namespace tp {

// Fills `text` with the file's bytes; "" or "cannot read <what> <path>: why"
// (a folder is named as one, not as an empty or missing file).
std::string readFileText(const std::filesystem::path& path, const std::string& what, std::string& text);

}  // namespace tp
