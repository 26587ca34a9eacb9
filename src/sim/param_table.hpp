#pragma once
// Parameters are data: each one is declared once, with its range, unit and a
// tooltip that says what it does, and bound to a field of a solver's or
// scene's parameter struct (which holds the defaults). The ImGui panel, the
// CLI (`--set name=value`), presets and screenshot sidecars all read this table.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tp {

struct ParamSpec {
  enum class Kind { Float, Int, Bool, Choice };
  std::string name;  // CLI/sidecar name, lower_snake_case: "wave_speed"
  std::string unit;  // "m/s", "cells", "" when dimensionless
  std::string tooltip;
  Kind kind = Kind::Float;
  void* target = nullptr;  // float*, int* (Int and Choice) or bool*
  double min = 0, max = 1;
  bool logarithmic = false;           // slider in log scale
  std::vector<std::string> choices;   // Choice: names, the int is the index
  // Optional bound that depends on other values (a stability limit): the
  // largest allowed value now, and why, shown in tooltips and errors.
  std::function<double()> limit;
  std::string limitReason;
  // Optional short text the panel shows beside the widget, not only in its
  // tooltip (what a user must see: a stability range), computed when drawn.
  std::function<std::string()> note;
  // Changing it needs a rebuild of GPU resources (grid size, level).
  bool structural = false;

  double upperBound() const;  // min(max, limit())
};

class ParamTable {
 public:
  ParamSpec& addFloat(std::string name, float& value, double min, double max, std::string unit,
                      std::string tooltip);
  ParamSpec& addInt(std::string name, int& value, int min, int max, std::string unit,
                    std::string tooltip);
  ParamSpec& addBool(std::string name, bool& value, std::string tooltip);
  ParamSpec& addChoice(std::string name, int& value, std::vector<std::string> choices,
                       std::string tooltip);

  const std::vector<ParamSpec>& specs() const { return specs_; }
  const ParamSpec* find(std::string_view name) const;

  // Parses and applies one value. Returns an empty string on success, else one
  // line naming the problem and the valid choices; the value is left untouched.
  std::string set(std::string_view name, std::string_view text);
  // The same for "name=value".
  std::string setAssignment(std::string_view assignment);
  // Stores a value chosen in the UI (already typed), clamped to the spec's range and limit.
  void setClamped(const ParamSpec& spec, double value);

  std::string valueText(const ParamSpec& spec) const;
  double value(const ParamSpec& spec) const;
  // Every "name=value", in declaration order: sidecars and presets.
  std::vector<std::pair<std::string, std::string>> snapshot() const;
  std::string namesList() const;  // "a, damping, boundary"

  // Bumped on every change, so owners can see "something changed" cheaply.
  uint64_t generation() const { return generation_; }
  void touch() { ++generation_; }

 private:
  ParamSpec& add(ParamSpec spec);
  std::vector<ParamSpec> specs_;
  uint64_t generation_ = 0;
};

}  // namespace tp
