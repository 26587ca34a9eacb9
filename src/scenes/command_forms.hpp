#pragma once
// A scene's commands, parsed in one place: each scene lists its commands as
// forms with what each one does (Scene::commands), Scene::command parses the
// text against the forms and hands the words over already read, and a
// recording's commands are checked against the same forms when the file is
// loaded, before anything runs.
// A form is words separated by single spaces, each one of:
//   N       a finite number
//   I       a whole number, 0 or more
//   a|b|c   one of these words
//   other   that word itself
// e.g. "splash N N", "tool splash|crate|push", "push I", "clear".
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace tp {

// The words of a command that fitted its form, read.
struct CommandArgs {
  std::vector<float> numbers;  // every N and I, in order, read as floats (finite; I whole and ≥ 0)
  std::vector<int> choices;     // for every a|b|c, the index of the word given
};

struct SceneCommand {
  std::string form;  // "splash N N", "tool splash|crate|push"
  // Acts; returns "" or why the scene refuses these values (a place off the water).
  std::function<std::string(const CommandArgs&)> run;
};

// A command with nothing to refuse: `action(const CommandArgs&)` returns
// nothing and always succeeds (one that can refuse is a SceneCommand).
template <class Action>
SceneCommand alwaysCommand(std::string form, Action action) {
  static_assert(std::is_void_v<std::invoke_result_t<Action&, const CommandArgs&>>,
                "an action that can refuse returns its reason: make it a SceneCommand");
  return {std::move(form), [action = std::move(action)](const CommandArgs& args) mutable {
            action(args);
            return std::string();
          }};
}

// Runs the command whose form `text` fits; else one line saying why not: a
// number that is not finite (nan, inf, 1e39) with an example of the form, or
// the forms the scene knows.
std::string runCommand(const std::vector<SceneCommand>& commands, const std::string& text);
// The forms of `commands`, in order.
std::vector<std::string> formsOf(const std::vector<SceneCommand>& commands);

// "" when `text` has the shape of one of `forms`; else why not, listing the forms.
std::string checkCommandShape(const std::vector<std::string>& forms, const std::string& text,
                              const std::string& sceneName);
// A command of that shape (numbers 1, whole numbers 0, the first word of a choice): for tests.
std::string exampleOfForm(const std::string& form);

}  // namespace tp

namespace tp {

// "a|b|c" from a list of names: a choice in a form.
template <class Names>
std::string anyOf(const Names& names) {
  std::string choice;
  for (const auto& name : names) choice += (choice.empty() ? "" : "|") + std::string(name);
  return choice;
}

}  // namespace tp
