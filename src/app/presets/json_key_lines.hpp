#pragma once
// Which line each key of a JSON text is on, so a preset's error can name the
// line of the field at fault (nlohmann-json keeps no positions for values).
// Keys are named by path: "scene", "parameters/amplitude". Run it on text
// that parsed as JSON; it does not check syntax itself.
#include <map>
#include <string>
#include <string_view>

namespace tp {

struct KeyLines {
  std::map<std::string, int> lines;  // path → 1-based line of the key
  std::string duplicate;             // the first path seen twice, if any
  int duplicateLine = 0;             // the line of its second appearance

  int lineOf(const std::string& path) const {
    const auto it = lines.find(path);
    return it == lines.end() ? 1 : it->second;
  }
};

KeyLines findKeyLines(std::string_view json);

}  // namespace tp
