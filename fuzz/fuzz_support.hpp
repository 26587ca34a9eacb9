#pragma once
// What the fuzz targets share: a finding is an abort with the input's story.
#include <cstdio>
#include <cstdlib>
#include <string>

namespace tp::fuzz {

// Every refusal the programs print is one line (the house rule for bad input);
// an empty refusal would be "accepted" to the caller.
inline void requireOneLine(const std::string& error, const char* what) {
  if (error.empty() || error.find('\n') != std::string::npos) {
    std::fprintf(stderr, "%s: a refusal must be one non-empty line, got:\n%s\n", what, error.c_str());
    std::abort();
  }
}

inline void require(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "broken: %s\n", what);
    std::abort();
  }
}

}  // namespace tp::fuzz
