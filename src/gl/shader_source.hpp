#pragma once
// Shader source preprocessing, done by us rather than the driver so every GL
// (llvmpipe, NVIDIA) sees the same text: `#include "path"` is expanded
// (relative to the including file, then to the shaders root), each file is
// included once, and `#line FILE_INDEX*kShaderLineStride+LINE` markers are
// inserted so a compiler message can be mapped back to `shaders/path:LINE`.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace tp::gl {

inline constexpr long kShaderLineStride = 100000;  // no shader file is that long

struct ExpandedSource {
  std::string text;                // ready for glShaderSource
  std::vector<std::string> files;  // index = line number / kShaderLineStride
};

class ShaderSourceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `relativePath` is relative to `root` (e.g. "sim/heat/step.comp"); names in
// messages are written as "shaders/<relativePath>". Throws ShaderSourceError
// for a missing file or include (as file:line).
ExpandedSource expandShaderSource(const std::filesystem::path& root,
                                  const std::string& relativePath,
                                  const std::string& extraDefines = {});

// Rewrites a driver's info log so that each "0:12(5): error: ..." (Mesa) or
// "0(12) : error C1008: ..." (NVIDIA) line reads "shaders/file:12: error: ...".
std::string mapCompilerLog(const std::string& log, const std::vector<std::string>& files);

}  // namespace tp::gl
