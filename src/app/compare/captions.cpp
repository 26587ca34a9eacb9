#include "app/compare/captions.hpp"

#include <algorithm>

namespace tp {
namespace {

const std::string* valueOf(const ParamSnapshot& snapshot, const std::string& name) {
  for (const auto& [key, value] : snapshot)
    if (key == name) return &value;
  return nullptr;
}

}  // namespace

std::string sideName(size_t index) {
  if (index < 26) return std::string(1, char('A' + index));
  return std::to_string(index + 1);
}

std::vector<std::string> differingNames(const std::vector<ParamSnapshot>& sides) {
  std::vector<std::string> names;
  if (sides.empty()) return names;
  for (const auto& entry : sides.front()) {
    // (Named copies, not a structured binding: clang before 16 cannot capture one in a lambda.)
    const std::string& name = entry.first;
    const std::string& value = entry.second;
    const bool differs = std::any_of(sides.begin() + 1, sides.end(), [&](const ParamSnapshot& other) {
      const std::string* otherValue = valueOf(other, name);
      return !otherValue || *otherValue != value;
    });
    if (differs) names.push_back(name);
  }
  return names;
}

std::string captionFor(size_t index, const std::vector<ParamSnapshot>& sides,
                       const std::vector<std::string>& differing) {
  std::string caption = sideName(index) + ": ";
  if (differing.empty()) {
    if (sides.size() == 2) return caption + "same parameters as " + sideName(1 - std::min<size_t>(index, 1));
    return caption + "same parameters as the others";
  }
  bool first = true;
  for (const std::string& name : differing) {
    const std::string* value = index < sides.size() ? valueOf(sides[index], name) : nullptr;
    caption += (first ? "" : ", ") + name + " = " + (value ? *value : "?");
    first = false;
  }
  return caption;
}

}  // namespace tp
