#include "core/data_root.hpp"

namespace tp {

std::optional<std::filesystem::path> installedDataRoot(const std::filesystem::path& program) {
  namespace fs = std::filesystem;
  const fs::path root = program.parent_path().parent_path() / "share" / "tidepool";
  std::error_code ignored;
  if (program.parent_path().filename() != "bin" || !fs::is_directory(root, ignored)) return std::nullopt;
  return root;
}

std::optional<std::filesystem::path> installedDataRoot() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return std::nullopt;
  return installedDataRoot(self);
}

}  // namespace tp
