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

double ParamSpec::upperBound() const { return limit ? std::min(max, limit()) : max; }

ParamSpec& ParamTable::add(ParamSpec spec) {
  specs_.push_back(std::move(spec));
  return specs_.back();
}

ParamSpec& ParamTable::addFloat(std::string name, float& value, double min, double max,
                                std::string unit, std::string tooltip) {
  return add({std::move(name), std::move(unit), std::move(tooltip), ParamSpec::Kind::Float, &value, min, max});
}
ParamSpec& ParamTable::addInt(std::string name, int& value, int min, int max, std::string unit,
                              std::string tooltip) {
  return add({std::move(name), std::move(unit), std::move(tooltip), ParamSpec::Kind::Int, &value,
              double(min), double(max)});
}
ParamSpec& ParamTable::addBool(std::string name, bool& value, std::string tooltip) {
  return add({std::move(name), "", std::move(tooltip), ParamSpec::Kind::Bool, &value, 0, 1});
}
ParamSpec& ParamTable::addChoice(std::string name, int& value, std::vector<std::string> choices,
                                 std::string tooltip) {
  ParamSpec spec{std::move(name), "", std::move(tooltip), ParamSpec::Kind::Choice, &value, 0,
                 double(choices.size() - 1)};
  spec.choices = std::move(choices);
  return add(std::move(spec));
}

const ParamSpec* ParamTable::find(std::string_view name) const {
  for (const auto& spec : specs_)
    if (spec.name == name) return &spec;
  return nullptr;
}

std::string ParamTable::namesList() const {
  std::string names;
  for (const auto& spec : specs_) names += (names.empty() ? "" : ", ") + spec.name;
  return names.empty() ? "(none)" : names;
}

std::string ParamTable::set(std::string_view name, std::string_view text) {
  const ParamSpec* spec = find(name);
  if (!spec)
    return "unknown parameter '" + std::string(name) + "'; valid names: " + namesList();
  const std::string prefix = "bad value '" + std::string(text) + "' for " + spec->name + ": ";
  switch (spec->kind) {
    case ParamSpec::Kind::Bool: {
      if (text == "1" || text == "true" || text == "on") *static_cast<bool*>(spec->target) = true;
      else if (text == "0" || text == "false" || text == "off") *static_cast<bool*>(spec->target) = false;
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
      *static_cast<int*>(spec->target) = static_cast<int>(it - spec->choices.begin());
      break;
    }
    case ParamSpec::Kind::Float:
    case ParamSpec::Kind::Int: {
      double v = 0;
      const bool isInt = spec->kind == ParamSpec::Kind::Int;
      const NumberText parsed = parseDouble(text, v);
      if (parsed == NumberText::NotANumber || (parsed == NumberText::Finite && isInt && v != std::floor(v)))
        return prefix + (isInt ? "expected an integer" : "expected a number");
      const double upper = spec->upperBound();
      if (parsed == NumberText::OutOfRange || v < spec->min || v > upper) {
        std::string message = prefix + "out of range [" + formatNumber(spec->min) + ", " +
                              formatNumber(upper) + "]";
        if (spec->limit && upper < spec->max) message += " (" + spec->limitReason + ")";
        return message;
      }
      if (isInt) *static_cast<int*>(spec->target) = static_cast<int>(v);
      else *static_cast<float*>(spec->target) = static_cast<float>(v);
      break;
    }
  }
  ++generation_;
  return {};
}

std::string ParamTable::setAssignment(std::string_view assignment) {
  const size_t eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return "expected name=value, got '" + std::string(assignment) + "'; valid names: " + namesList();
  return set(assignment.substr(0, eq), assignment.substr(eq + 1));
}

void ParamTable::setClamped(const ParamSpec& spec, double v) {
  v = std::clamp(v, spec.min, std::max(spec.min, spec.upperBound()));
  switch (spec.kind) {
    case ParamSpec::Kind::Bool: *static_cast<bool*>(spec.target) = v != 0; break;
    case ParamSpec::Kind::Int:
    case ParamSpec::Kind::Choice: *static_cast<int*>(spec.target) = static_cast<int>(std::lround(v)); break;
    case ParamSpec::Kind::Float: *static_cast<float*>(spec.target) = static_cast<float>(v); break;
  }
  ++generation_;
}

double ParamTable::value(const ParamSpec& spec) const {
  switch (spec.kind) {
    case ParamSpec::Kind::Bool: return *static_cast<const bool*>(spec.target) ? 1 : 0;
    case ParamSpec::Kind::Int:
    case ParamSpec::Kind::Choice: return *static_cast<const int*>(spec.target);
    case ParamSpec::Kind::Float: return *static_cast<const float*>(spec.target);
  }
  return 0;
}

std::string ParamTable::valueText(const ParamSpec& spec) const {
  switch (spec.kind) {
    case ParamSpec::Kind::Bool: return *static_cast<const bool*>(spec.target) ? "true" : "false";
    case ParamSpec::Kind::Choice: {
      const int index = *static_cast<const int*>(spec.target);
      return index >= 0 && size_t(index) < spec.choices.size() ? spec.choices[size_t(index)] : "?";
    }
    case ParamSpec::Kind::Float: {
      // Shortest text that reads back to the same float: "0.2", not "0.200000003".
      char buffer[32];
      auto end = std::to_chars(buffer, buffer + sizeof buffer, *static_cast<const float*>(spec.target)).ptr;
      return std::string(buffer, end);
    }
    default: return formatNumber(value(spec));
  }
}

std::vector<std::pair<std::string, std::string>> ParamTable::snapshot() const {
  std::vector<std::pair<std::string, std::string>> values;
  for (const auto& spec : specs_) values.emplace_back(spec.name, valueText(spec));
  return values;
}

}  // namespace tp
