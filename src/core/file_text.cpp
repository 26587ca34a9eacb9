#include "core/file_text.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace tp {

std::string readFileText(const std::filesystem::path& path, const std::string& what, std::string& text) {
  const std::string refusal = "cannot read " + what + " " + path.string() + ": ";
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) return refusal + "it is a folder";
  std::ifstream in(path, std::ios::binary);
  if (!in) return refusal + std::strerror(errno);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (in.bad()) return refusal + "the read failed";
  text = std::move(bytes).str();
  return {};
}

}  // namespace tp
