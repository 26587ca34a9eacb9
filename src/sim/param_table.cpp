#include "sim/param_table.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace tp {
namespace {

std::string formatNumber(double v) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.9g", v);
  return buffer;
}

enum class NumberText { Finite, NotANumber, OutOfRange };

// "1e999" is a number that a double cannot hold, and "inf" one no parameter
// takes: both are out of range, unlike "abc".
NumberText parseDouble(std::string_view text, double& out) {
  if (text.empty()) return NumberText::NotANumber;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  if (ptr != end) return NumberText::NotANumber;
  if (ec == std::errc::result_out_of_range) return NumberText::OutOfRange;
  if (ec != std::errc()) return NumberText::NotANumber;
  if (std::isnan(out)) return NumberText::NotANumber;
  return std::isfinite(out) ? NumberText::Finite : NumberText::OutOfRange;
}

}  // namespace

const ParamSpec* ParamSpecs::find(std::string_view name) const {
  for (const auto& spec : specs_)
    if (spec.name == name) return &spec;
  return nullptr;
}

std::string ParamSpecs::namesList() const {
  std::string names;
  for (const auto& spec : specs_) names += (names.empty() ? "" : ", ") + spec.name;
  return names.empty() ? "(none)" : names;
}

double ParamTable::upperBound(const ParamSpec& spec) const {
  return spec.limit ? std::min(spec.max, spec.limit(settings_)) : spec.max;
}

std::string ParamTable::note(const ParamSpec& spec) const { return spec.note ? spec.note(settings_) : std::string(); }

ParamRefusal ParamTable::trySet(std::string_view name, std::string_view text) const {
  return {std::string(name), applyText(name, text)};
}

std::string ParamTable::applyText(std::string_view name, std::string_view text) const {
  const ParamSpec* spec = find(name);
  if (!spec)
    return "unknown parameter '" + std::string(name) + "'; valid names: " + namesList();
  const std::string prefix = "bad value '" + std::string(text) + "' for " + spec->name + ": ";
  switch (spec->kind) {
    case ParamSpec::Kind::Bool: {
      if (text == "1" || text == "true" || text == "on") spec->write(settings_, 1);
      else if (text == "0" || text == "false" || text == "off") spec->write(settings_, 0);
      else return prefix + "expected true/false (or on/off, 1/0)";
      break;
    }
    case ParamSpec::Kind::Choice: {
      auto it = std::find(spec->choices.begin(), spec->choices.end(), text);
      if (it == spec->choices.end()) {
        std::string valid;
        for (const auto& c : spec->choices) valid += (valid.empty() ? "" : "|") + c;
        return prefix + "expected one of " + valid;
      }
      spec->write(settings_, double(it - spec->choices.begin()));
      break;
    }
    case ParamSpec::Kind::Float:
    case ParamSpec::Kind::Int: {
      double v = 0;
      const bool isInt = spec->kind == ParamSpec::Kind::Int;
      const NumberText parsed = parseDouble(text, v);
      if (parsed == NumberText::NotANumber || (parsed == NumberText::Finite && isInt && v != std::floor(v)))
        return prefix + (isInt ? "expected an integer" : "expected a number");
      const double upper = upperBound(*spec);
      // A float parameter is held as a float, and its text (valueText: the
      // shortest that reads back to the same float) may lie a rounding step
      // beyond a bound that is the same float: its range is checked in floats.
      const bool outside = spec->kind == ParamSpec::Kind::Float
                               ? float(v) < float(spec->min) || float(v) > float(upper)
                               : v < spec->min || v > upper;
      if (parsed == NumberText::OutOfRange || outside) {
        std::string message = prefix + "out of range [" + formatNumber(spec->min) + ", " +
                              formatNumber(upper) + "]";
        if (spec->limit && upper < spec->max) message += " (" + spec->limitReason + ")";
        return message;
      }
      spec->write(settings_, std::clamp(v, spec->min, std::max(spec->min, upper)));
      break;
    }
  }
  return {};
}

std::string ParamTable::setAssignment(std::string_view assignment) const {
  const size_t eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return "expected name=value, got '" + std::string(assignment) + "'; valid names: " + namesList();
  return set(assignment.substr(0, eq), assignment.substr(eq + 1));
}

void ParamTable::setClamped(const ParamSpec& spec, double v) const {
  v = std::clamp(v, spec.min, std::max(spec.min, upperBound(spec)));
  spec.write(settings_, spec.kind == ParamSpec::Kind::Float ? v : double(std::lround(v)));
}

double ParamTable::value(const ParamSpec& spec) const { return spec.read(settings_); }

std::string ParamTable::valueText(const ParamSpec& spec) const {
  const double v = value(spec);
  switch (spec.kind) {
    case ParamSpec::Kind::Bool: return v != 0 ? "true" : "false";
    case ParamSpec::Kind::Choice: {
      const double index = v;
      return index >= 0 && index < double(spec.choices.size()) ? spec.choices[size_t(index)] : "?";
    }
    case ParamSpec::Kind::Float: {
      // Shortest text that reads back to the same float: "0.2", not "0.200000003".
      char buffer[32];
      auto end = std::to_chars(buffer, buffer + sizeof buffer, float(v)).ptr;
      return std::string(buffer, end);
    }
    default: return formatNumber(v);
  }
}

std::vector<std::pair<std::string, std::string>> ParamTable::snapshot() const {
  std::vector<std::pair<std::string, std::string>> values;
  for (const auto& spec : specs()) values.emplace_back(spec.name, valueText(spec));
  return values;
}

}  // namespace tp
