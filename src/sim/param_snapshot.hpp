#pragma once
// A scene's parameters as data ("name" → "value" text, ParamTable::snapshot()
// order) and the ways the app moves them around: copying A's to B, presets,
// --compare lists. Setting a whole set at once needs care because a value
// may be limited by another (the demo's amplitude by its wavelength).
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tp {

class ParamTable;

using ParamSnapshot = std::vector<std::pair<std::string, std::string>>;

// Sets every value of `values` on `params`, retrying those refused until no
// more succeed (so a value waits for the one its limit depends on). Returns ""
// or the first value still refused (and its name in `refusedName`, when
// given); then `params` is put back as it was.
std::string applySnapshot(const ParamTable& params, const ParamSnapshot& values,
                          std::string* refusedName = nullptr);

// "name=value" items as (name, value) pairs (an item without '=' gets value "").
ParamSnapshot toSnapshot(const std::vector<std::string>& settings);

// "a=1,b=two" → {"a=1", "b=two"}; "" → {}. Syntax only; "" or an error line
// naming `what` (e.g. "--compare").
std::string splitAssignments(std::string_view list, const std::string& what, std::vector<std::string>& out);

}  // namespace tp
