#include "gl/shader_source.hpp"

#include <fstream>
#include <regex>
#include <sstream>

namespace tp::gl {
namespace {

std::string displayName(const std::filesystem::path& root, const std::filesystem::path& file) {
  return "shaders/" + std::filesystem::relative(file, root).generic_string();
}

// The file is encoded in the line number itself (index * kLineStride + line)
// rather than in #line's source-string number, because Mesa attaches the
// source number to some messages and not others; line numbers it keeps.
std::string lineMarker(int fileIndex, int line) {
  return "#line " + std::to_string(fileIndex * kShaderLineStride + line) + "\n";
}

struct Expander {
  std::filesystem::path root;
  ExpandedSource out;

  void expand(const std::filesystem::path& file, const std::string& includedFrom, int fromLine) {
    const std::string name = displayName(root, file);
    for (const auto& seen : out.files)
      if (seen == name) return;  // each file once: headers need no include guards
    std::ifstream in(file);
    if (!in) {
      if (includedFrom.empty())
        throw ShaderSourceError(name + ": cannot open shader file (shaders are read from " + root.string() +
                                "; TIDEPOOL_DATA=<folder holding shaders/> reads them from elsewhere)");
      throw ShaderSourceError(includedFrom + ":" + std::to_string(fromLine) +
                              ": cannot open included file " + name);
    }
    const int index = static_cast<int>(out.files.size());
    out.files.push_back(name);
    static const std::regex includeLine(R"re(^\s*#\s*include\s+"([^"]+)"\s*$)re");
    std::string line;
    int number = 0;
    bool sawVersion = false;
    if (!includedFrom.empty()) out.text += lineMarker(index, 1);
    while (std::getline(in, line)) {
      ++number;
      std::smatch match;
      if (std::regex_match(line, match, includeLine)) {
        std::filesystem::path target = file.parent_path() / match[1].str();
        if (!std::filesystem::exists(target)) target = root / match[1].str();
        expand(std::filesystem::weakly_canonical(target), name, number);
        out.text += lineMarker(index, number + 1);
        continue;
      }
      out.text += line + "\n";
      if (!sawVersion && line.rfind("#version", 0) == 0) {
        sawVersion = true;
        out.text += pendingDefines;
        pendingDefines.clear();
        out.text += lineMarker(index, number + 1);
      }
    }
  }
  std::string pendingDefines;
};

}  // namespace

ExpandedSource expandShaderSource(const std::filesystem::path& root, const std::string& relativePath,
                                  const std::string& extraDefines) {
  Expander expander{std::filesystem::weakly_canonical(root), {}, extraDefines};
  expander.expand(expander.root / relativePath, {}, 0);
  return std::move(expander.out);
}

std::string mapCompilerLog(const std::string& log, const std::vector<std::string>& files) {
  // Mesa: "0:12(5): error: msg"; NVIDIA: "0(12) : error C0000: msg".
  static const std::regex mesa(R"(^\s*(\d+):(\d+)\(\d+\):\s*(.*)$)");
  static const std::regex nvidia(R"(^\s*(\d+)\((\d+)\)\s*:\s*(.*)$)");
  std::istringstream in(log);
  std::string line, result;
  while (std::getline(in, line)) {
    std::smatch m;
    if (std::regex_match(line, m, mesa) || std::regex_match(line, m, nvidia)) {
      const long encoded = std::stol(m[2].str());
      const size_t index = static_cast<size_t>(encoded / kShaderLineStride);
      const long fileLine = encoded % kShaderLineStride;
      const std::string file = index < files.size() ? files[index] : "(generated)";
      result += file + ":" + std::to_string(fileLine) + ": " + m[3].str() + "\n";
    } else if (!line.empty()) {
      result += line + "\n";
    }
  }
  return result;
}

}  // namespace tp::gl
