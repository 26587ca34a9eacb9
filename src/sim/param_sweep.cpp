#include "sim/param_sweep.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include "sim/param_table.hpp"

namespace tp {
namespace {

bool parseNumber(std::string_view text, double& out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return !text.empty() && ec == std::errc() && ptr == end && std::isfinite(out);
}

bool parseCount(std::string_view text, int& out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return !text.empty() && ec == std::errc() && ptr == end;
}

std::string shortestFloat(float value) {
  char buffer[32];
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
  return std::string(buffer, end);
}

const std::string kForm = "expected name=lo:hi:count or name=v1,v2,... (2 to 16 values)";

}  // namespace

float floatAtMost(double bound) {
  float value = static_cast<float>(bound);
  while (double(value) > bound) value = std::nextafter(value, -HUGE_VALF);
  return value;
}

std::string parseSweep(std::string_view text, SweepSpec& out) {
  out = {};
  const std::string quoted = "'" + std::string(text) + "'";
  const size_t eq = text.find('=');
  if (eq == std::string_view::npos || eq == 0 || eq + 1 == text.size())
    return "bad --sweep " + quoted + ": " + kForm;
  out.name = text.substr(0, eq);
  const std::string_view rest = text.substr(eq + 1);
  if (rest.find(':') != std::string_view::npos) {
    const size_t first = rest.find(':'), second = rest.find(':', first + 1);
    if (second == std::string_view::npos || rest.find(':', second + 1) != std::string_view::npos ||
        !parseNumber(rest.substr(0, first), out.low) ||
        !parseNumber(rest.substr(first + 1, second - first - 1), out.high) ||
        !parseCount(rest.substr(second + 1), out.count))
      return "bad --sweep " + quoted + ": " + kForm;
    if (out.count < kMinSweepCount || out.count > kMaxSweepCount)
      return "bad --sweep " + quoted + ": count must be in [2, 16]";
    if (out.low == out.high) return "bad --sweep " + quoted + ": lo and hi are the same value";
    out.isRange = true;
    return {};
  }
  size_t start = 0;
  while (start <= rest.size()) {
    const size_t comma = std::min(rest.find(',', start), rest.size());
    const std::string_view item = rest.substr(start, comma - start);
    if (item.empty()) return "bad --sweep " + quoted + ": an empty value in the list";
    out.list.emplace_back(item);
    start = comma + 1;
  }
  if (int(out.list.size()) < kMinSweepCount || int(out.list.size()) > kMaxSweepCount)
    return "bad --sweep " + quoted + ": " + kForm;
  return {};
}

std::string sweepValues(const SweepSpec& sweep, const ParamTable& params, std::vector<std::string>& values) {
  values.clear();
  const ParamSpec* spec = params.find(sweep.name);
  if (!spec) return "bad --sweep: unknown parameter '" + sweep.name + "'; valid names: " + params.namesList();
  if (!sweep.isRange) {
    std::set<std::string> seen(sweep.list.begin(), sweep.list.end());
    if (seen.size() != sweep.list.size()) return "bad --sweep: " + sweep.name + " lists a value twice";
    values = sweep.list;
    return {};
  }
  if (spec->kind == ParamSpec::Kind::Choice || spec->kind == ParamSpec::Kind::Bool)
    return "bad --sweep: " + sweep.name + " is not a number; list its values instead, e.g. " + sweep.name +
           "=" + (spec->kind == ParamSpec::Kind::Bool ? "false,true"
                                                      : spec->choices.front() + "," + spec->choices.back());
  for (int i = 0; i < sweep.count; ++i) {
    const double t = double(i) / double(sweep.count - 1);
    const double value = sweep.low + (sweep.high - sweep.low) * t;
    if (spec->kind == ParamSpec::Kind::Int) {
      const double whole = std::round(value);
      const std::string text = std::to_string(static_cast<long long>(whole));
      if (!values.empty() && values.back() == text)
        return "bad --sweep: " + std::to_string(sweep.count) + " steps repeat whole values of " + sweep.name +
               "; use fewer steps";
      values.push_back(text);
    } else {
      // Rounding to float may step just past a bound given in double (a
      // stability limit): take the nearest float inside instead.
      const double lowest = spec->min, highest = std::max(spec->min, params.upperBound(*spec));
      float stored = static_cast<float>(value);
      if (stored == static_cast<float>(highest)) stored = floatAtMost(highest);
      if (stored == static_cast<float>(lowest)) stored = -floatAtMost(-lowest);
      values.push_back(shortestFloat(stored));
    }
  }
  return {};
}

}  // namespace tp
