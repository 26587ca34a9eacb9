#include "scenes/command_forms.hpp"

#include <charconv>
#include <cmath>
#include <sstream>

namespace tp {
namespace {

std::vector<std::string> splitWords(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

// As a float: the scenes read their numbers as floats, and 1e39 is none.
bool isFiniteNumber(const std::string& word, float& value) {
  const char* end = word.data() + word.size();
  auto [ptr, ec] = std::from_chars(word.data(), end, value);
  return ec == std::errc() && ptr == end && std::isfinite(value);
}

bool isWholeNumber(const std::string& word) {
  unsigned long long value = 0;
  const char* end = word.data() + word.size();
  auto [ptr, ec] = std::from_chars(word.data(), end, value);
  return ec == std::errc() && ptr == end;
}

// Any number, finite or not ("nan", "inf", "1e39"): a command of the right
// shape with a number that is no place.
bool isAnyNumber(const std::string& word) {
  double value = 0;
  const char* end = word.data() + word.size();
  auto [ptr, ec] = std::from_chars(word.data(), end, value);
  return ptr == end && !word.empty() && (ec == std::errc() || ec == std::errc::result_out_of_range);
}

// The index of `word` among the choices a|b|c, or -1.
int choiceIndex(const std::string& pattern, const std::string& word) {
  std::istringstream choices(pattern);
  int index = 0;
  for (std::string choice; std::getline(choices, choice, '|'); ++index)
    if (choice == word) return index;
  return -1;
}

enum class Numbers { Finite, Any };

// Reads `words` against `form` into `args`; false when they do not fit.
bool read(const std::string& form, const std::vector<std::string>& words, Numbers numbers, CommandArgs& args) {
  const std::vector<std::string> patterns = splitWords(form);
  if (patterns.size() != words.size()) return false;
  args = {};
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& pattern = patterns[i];
    const std::string& word = words[i];
    if (pattern == "N" || pattern == "I") {
      float value = 0;  // the nearest float, as the scenes use it (stays 0 for a number that is no place)
      const bool fits = pattern == "I"            ? isWholeNumber(word) && isFiniteNumber(word, value)
                        : numbers == Numbers::Any ? isAnyNumber(word)
                                                  : isFiniteNumber(word, value);
      if (!fits) return false;
      args.numbers.push_back(value);
    } else if (pattern.find('|') != std::string::npos) {
      const int index = choiceIndex(pattern, word);
      if (index < 0) return false;
      args.choices.push_back(index);
    } else if (pattern != word) {
      return false;
    }
  }
  return true;
}

bool fits(const std::string& form, const std::vector<std::string>& words) {
  CommandArgs unused;
  return read(form, words, Numbers::Finite, unused);
}

// "'a', 'b N'": the forms a refusal lists.
template <class Forms, class FormOf>
std::string quotedForms(const Forms& forms, FormOf formOf) {
  std::string known;
  for (const auto& form : forms) known += (known.empty() ? "'" : ", '") + formOf(form) + "'";
  return known;
}

}  // namespace

std::string checkCommandShape(const std::vector<std::string>& forms, const std::string& text,
                              const std::string& sceneName) {
  const std::vector<std::string> words = splitWords(text);
  for (const std::string& form : forms)
    if (fits(form, words)) return {};
  const std::string known = quotedForms(forms, [](const std::string& form) { return form; });
  if (known.empty()) return "the " + sceneName + " takes no commands, not '" + text + "'";
  return "the " + sceneName + " has no command '" + text + "' (it knows " + known +
         "; N a number, I a whole number)";
}

std::string runCommand(const std::vector<SceneCommand>& commands, const std::string& text) {
  const std::vector<std::string> words = splitWords(text);
  CommandArgs args;
  for (const SceneCommand& command : commands)
    if (read(command.form, words, Numbers::Finite, args)) return command.run(args);
  for (const SceneCommand& command : commands)
    if (read(command.form, words, Numbers::Any, args))
      return "'" + text + "' has a number that is not finite (inf, nan or beyond float range); give finite "
             "numbers, e.g. '" + exampleOfForm(command.form) + "'";
  const std::string known = quotedForms(commands, [](const SceneCommand& command) { return command.form; });
  if (known.empty()) return "unknown command '" + text + "'; this scene takes none";
  return "unknown command '" + text + "'; it knows " + known + " (N a number, I a whole number)";
}

std::vector<std::string> formsOf(const std::vector<SceneCommand>& commands) {
  std::vector<std::string> forms;
  for (const SceneCommand& command : commands) forms.push_back(command.form);
  return forms;
}

std::string exampleOfForm(const std::string& form) {
  std::string example;
  for (const std::string& pattern : splitWords(form)) {
    if (!example.empty()) example += ' ';
    example += pattern == "N" ? "1" : pattern == "I" ? "0" : pattern.substr(0, pattern.find('|'));
  }
  return example;
}

}  // namespace tp
