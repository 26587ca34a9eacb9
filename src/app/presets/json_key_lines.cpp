#include "app/presets/json_key_lines.hpp"

#include <vector>

namespace tp {
namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

KeyLines findKeyLines(std::string_view json) {
  KeyLines result;
  // One entry per open container: its path prefix ("" for the top object) and
  // whether it is an object (only objects have keys).
  struct Open {
    std::string path;
    bool object;
  };
  std::vector<Open> open;
  std::string lastKey;  // the key whose value comes next, at the innermost object
  int line = 1;
  for (size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '\n') {
      ++line;
    } else if (c == '{' || c == '[') {
      std::string path;
      if (!open.empty()) {
        path = open.back().path;
        if (open.back().object) path += (path.empty() ? "" : "/") + lastKey;
      }
      open.push_back({path, c == '{'});
    } else if (c == '}' || c == ']') {
      if (!open.empty()) open.pop_back();
    } else if (c == '"') {
      const int startLine = line;
      std::string text;
      for (++i; i < json.size() && json[i] != '"'; ++i) {
        if (json[i] == '\\' && i + 1 < json.size()) ++i;  // an escaped character, kept as is
        if (json[i] == '\n') ++line;
        text += json[i];
      }
      size_t next = i + 1;
      while (next < json.size() && isSpace(json[next])) ++next;
      const bool isKey = next < json.size() && json[next] == ':' && !open.empty() && open.back().object;
      if (isKey) {
        lastKey = text;
        const std::string path = open.back().path.empty() ? text : open.back().path + "/" + text;
        if (!result.lines.emplace(path, startLine).second && result.duplicate.empty()) {
          result.duplicate = path;
          result.duplicateLine = startLine;
        }
      }
    }
  }
  return result;
}

}  // namespace tp
