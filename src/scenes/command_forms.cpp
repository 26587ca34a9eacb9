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
bool isFiniteNumber(const std::string& word) {
  float value = 0;
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

bool wordFits(const std::string& pattern, const std::string& word) {
  if (pattern == "N") return isFiniteNumber(word);
  if (pattern == "I") return isWholeNumber(word);
  std::istringstream choices(pattern);
  for (std::string choice; std::getline(choices, choice, '|');)
    if (choice == word) return true;
  return false;
}

bool fits(const std::string& form, const std::vector<std::string>& words) {
  const std::vector<std::string> patterns = splitWords(form);
  if (patterns.size() != words.size()) return false;
  for (size_t i = 0; i < words.size(); ++i)
    if (!wordFits(patterns[i], words[i])) return false;
  return true;
}

}  // namespace

std::string checkCommandShape(const std::vector<std::string>& forms, const std::string& text,
                              const std::string& sceneName) {
  const std::vector<std::string> words = splitWords(text);
  for (const std::string& form : forms)
    if (fits(form, words)) return {};
  std::string known;
  for (const std::string& form : forms) known += (known.empty() ? "'" : ", '") + form + "'";
  if (known.empty()) return "the " + sceneName + " takes no commands, not '" + text + "'";
  return "the " + sceneName + " has no command '" + text + "' (it knows " + known +
         "; N a number, I a whole number)";
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
