#include "sim/param_snapshot.hpp"

#include "sim/param_table.hpp"

namespace tp {

std::string applySnapshot(const ParamTable& params, const ParamSnapshot& values, std::string* refusedName) {
  const ParamSnapshot before = params.snapshot();
  // A name given twice takes its last value: retrying an earlier one in a
  // later pass must not undo it (a preset's value, then --compare's).
  std::vector<size_t> pending;
  for (size_t i = 0; i < values.size(); ++i) {
    bool overridden = false;
    for (size_t later = i + 1; later < values.size() && !overridden; ++later)
      overridden = values[later].first == values[i].first;
    if (!overridden) pending.push_back(i);
  }
  ParamRefusal firstRefusal;
  while (!pending.empty()) {
    std::vector<size_t> refused;
    firstRefusal = {};
    for (size_t index : pending) {
      ParamRefusal refusal = params.trySet(values[index].first, values[index].second);
      if (refusal.message.empty()) continue;
      if (firstRefusal.message.empty()) firstRefusal = std::move(refusal);
      refused.push_back(index);
    }
    if (refused.size() == pending.size()) break;  // no progress: these will never fit
    pending = std::move(refused);
  }
  if (pending.empty() || firstRefusal.message.empty()) return {};
  // Put everything back; the old values were consistent, so they go back in (again in passes).
  for (int pass = 0; pass < 4; ++pass) {
    bool all = true;
    for (const auto& [name, value] : before) all &= params.set(name, value).empty();
    if (all) break;
  }
  if (refusedName) *refusedName = firstRefusal.parameter;
  return firstRefusal.message;
}

ParamSnapshot toSnapshot(const std::vector<std::string>& settings) {
  ParamSnapshot pairs;
  for (const std::string& setting : settings) {
    const size_t eq = setting.find('=');
    pairs.emplace_back(setting.substr(0, eq), eq == std::string::npos ? "" : setting.substr(eq + 1));
  }
  return pairs;
}

std::string splitAssignments(std::string_view list, const std::string& what, std::vector<std::string>& out) {
  out.clear();
  if (list.empty()) return {};
  size_t start = 0;
  while (start <= list.size()) {
    const size_t comma = std::min(list.find(',', start), list.size());
    const std::string_view item = list.substr(start, comma - start);
    const size_t eq = item.find('=');
    if (item.empty() || eq == std::string_view::npos || eq == 0)
      return "bad " + what + " '" + std::string(list) + "': expected name=value[,name=value...], got '" +
             std::string(item) + "'";
    out.emplace_back(item);
    start = comma + 1;
  }
  return {};
}

}  // namespace tp
