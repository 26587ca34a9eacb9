#pragma once
// Parameters are data, and settings are plain values. Each settings struct
// holds its defaults in-class and is described once by a ParamList of that
// struct: every field by member pointer, with its range, unit, a tooltip that
// says what it does, and the stability limits computed from the struct's other
// fields. The struct itself stays a value: it copies, compares and resets by
// assignment. A ParamTable binds a list to one settings object (two pointers,
// freely copied); the ImGui panel, the CLI (`--set name=value`), presets and
// screenshot sidecars all read and write through it.
#include <deque>
#include <functional>
#include <type_traits>
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
  double min = 0, max = 1;
  bool logarithmic = false;           // slider in log scale
  std::vector<std::string> choices;   // Choice: names, the int is the index
  std::string limitReason;            // why limit() binds, shown in tooltips and errors
  // Changing it needs a rebuild of GPU resources (grid size, level).
  bool structural = false;

  // Filled by ParamList<Settings> from typed member pointers and functions of
  // `const Settings&`; the pointers here are the settings object, erased so that
  // one table type serves every struct. Only ParamTable calls them.
  // Reads the value from a settings object, as a number (a choice's index,
  // a bool's 0 or 1), and writes one already checked against the range.
  std::function<double(const void*)> read;
  std::function<void(void*, double)> write;
  // Optional bound that depends on other values (a stability limit): the
  // largest allowed value now.
  std::function<double(const void*)> limit;
  // Optional short text the panel shows beside the widget, not only in its
  // tooltip (what a user must see: a stability range), computed when drawn.
  std::function<std::string(const void*)> note;
};

// The descriptions of one settings struct's parameters, in panel order.
// Entries live in a deque, so a reference returned by an add stays valid.
class ParamSpecs {
 public:
  const std::deque<ParamSpec>& specs() const { return specs_; }
  const ParamSpec* find(std::string_view name) const;
  std::string namesList() const;  // "a, damping, boundary"

 protected:
  std::deque<ParamSpec> specs_;
};

template <class Settings>
class ParamList : public ParamSpecs {
 public:
  ParamSpec& addFloat(std::string name, float Settings::*member, double min, double max, std::string unit,
                      std::string tooltip) {
    return add({std::move(name), std::move(unit), std::move(tooltip), ParamSpec::Kind::Float, min, max}, member);
  }
  ParamSpec& addInt(std::string name, int Settings::*member, int min, int max, std::string unit,
                    std::string tooltip) {
    return add({std::move(name), std::move(unit), std::move(tooltip), ParamSpec::Kind::Int, double(min),
                double(max)},
               member);
  }
  ParamSpec& addBool(std::string name, bool Settings::*member, std::string tooltip) {
    return add({std::move(name), "", std::move(tooltip), ParamSpec::Kind::Bool, 0, 1}, member);
  }
  // An int or an enum whose values are 0, 1, ... in the order of `choices`.
  template <class Choice>
  ParamSpec& addChoice(std::string name, Choice Settings::*member, std::vector<std::string> choices,
                       std::string tooltip) {
    ParamSpec spec{std::move(name), "", std::move(tooltip), ParamSpec::Kind::Choice, 0,
                   double(choices.size()) - 1};
    spec.choices = std::move(choices);
    return add(std::move(spec), member);
  }

  // A bound on `spec` read from the settings: bound(const Settings&) -> number.
  template <class Bound>
  static void limitBy(ParamSpec& spec, Bound bound, std::string reason) {
    spec.limit = [bound](const void* s) { return double(bound(*static_cast<const Settings*>(s))); };
    spec.limitReason = std::move(reason);
  }
  // A note beside the widget: note(const Settings&) -> std::string.
  template <class Note>
  static void noteBy(ParamSpec& spec, Note note) {
    spec.note = [note](const void* s) { return std::string(note(*static_cast<const Settings*>(s))); };
  }

  // Re-declares `name` of a nested struct's list, as `prefix + name`, bound to
  // `member` of Settings: its range, tooltip and limits as the inner list has
  // them, for the caller to adjust.
  template <class Inner>
  ParamSpec& adopt(const ParamList<Inner>& inner, std::string_view name, Inner Settings::*member,
                   std::string_view prefix = "") {
    ParamSpec spec = *inner.find(name);
    spec.name = std::string(prefix) + spec.name;
    auto innerOf = [member](const void* s) -> const void* {
      return &(static_cast<const Settings*>(s)->*member);
    };
    spec.read = [innerOf, read = std::move(spec.read)](const void* s) { return read(innerOf(s)); };
    spec.write = [member, write = std::move(spec.write)](void* s, double v) {
      write(&(static_cast<Settings*>(s)->*member), v);
    };
    if (spec.limit) spec.limit = [innerOf, limit = std::move(spec.limit)](const void* s) { return limit(innerOf(s)); };
    if (spec.note) spec.note = [innerOf, note = std::move(spec.note)](const void* s) { return note(innerOf(s)); };
    specs_.push_back(std::move(spec));
    return specs_.back();
  }
  // Every parameter of `inner` except those named in `skip`.
  template <class Inner>
  void adoptAll(const ParamList<Inner>& inner, Inner Settings::*member, std::vector<std::string_view> skip = {},
                std::string_view prefix = "") {
    for (const ParamSpec& spec : inner.specs()) {
      bool skipped = false;
      for (std::string_view name : skip) skipped = skipped || spec.name == name;
      if (!skipped) adopt(inner, spec.name, member, prefix);
    }
  }

 private:
  template <class Value>
  ParamSpec& add(ParamSpec spec, Value Settings::*member) {
    spec.read = [member](const void* s) {
      const Value value = static_cast<const Settings*>(s)->*member;
      if constexpr (std::is_enum_v<Value>) return double(std::underlying_type_t<Value>(value));
      else return double(value);
    };
    spec.write = [member](void* s, double v) {
      Value& value = static_cast<Settings*>(s)->*member;
      if constexpr (std::is_same_v<Value, bool>) value = v != 0;
      else if constexpr (std::is_enum_v<Value>) value = Value(std::underlying_type_t<Value>(v));
      else value = Value(v);
    };
    specs_.push_back(std::move(spec));
    return specs_.back();
  }
};

// Why a value was not taken, as fields: whose value it was and the one line
// that says what was wrong and what is valid.
struct ParamRefusal {
  std::string parameter;  // the name given (it may name no parameter)
  std::string message;    // empty when the value was taken
};

// One settings object seen through its list: what the panel, the CLI, presets
// and sidecars read and write. A view: the list and the settings outlive it.
class ParamTable {
 public:
  template <class Settings>
  ParamTable(const ParamList<Settings>& list, Settings& settings) : list_(&list), settings_(&settings) {}

  const std::deque<ParamSpec>& specs() const { return list_->specs(); }
  const ParamSpec* find(std::string_view name) const { return list_->find(name); }
  std::string namesList() const { return list_->namesList(); }

  // Parses and applies one value. Returns an empty string on success, else one
  // line naming the problem and the valid choices; the value is left untouched.
  std::string set(std::string_view name, std::string_view text) const { return trySet(name, text).message; }
  ParamRefusal trySet(std::string_view name, std::string_view text) const;
  // The same for "name=value".
  std::string setAssignment(std::string_view assignment) const;
  // Stores a value chosen in the UI (already typed), clamped to the spec's range and limit.
  void setClamped(const ParamSpec& spec, double value) const;

  std::string valueText(const ParamSpec& spec) const;
  double value(const ParamSpec& spec) const;
  double upperBound(const ParamSpec& spec) const;  // min(max, limit) for these settings
  bool hasNote(const ParamSpec& spec) const { return bool(spec.note); }
  std::string note(const ParamSpec& spec) const;
  // Every "name=value", in declaration order: sidecars and presets.
  std::vector<std::pair<std::string, std::string>> snapshot() const;
  // The settings object seen: the same for every view of it (a UI widget id).
  const void* settingsIdentity() const { return settings_; }

 private:
  // Parses and applies the value: "" when taken, else the refusal's line.
  std::string applyText(std::string_view name, std::string_view text) const;

  const ParamSpecs* list_;
  void* settings_;
};

}  // namespace tp
