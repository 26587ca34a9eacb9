#pragma once
// The shapes of a scene's commands (Scene::commandForms), so a recording's
// commands can be checked when the file is loaded, before anything runs.
// A form is words separated by single spaces, each one of:
//   N       a finite number
//   I       a whole number, 0 or more
//   a|b|c   one of these words
//   other   that word itself
// e.g. "splash N N", "tool splash|crate|push", "push I", "clear".
#include <string>
#include <vector>

namespace tp {

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
