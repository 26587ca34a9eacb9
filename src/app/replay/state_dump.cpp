#include "app/replay/state_dump.hpp"

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>

namespace tp {

uint64_t fnv1a(const std::vector<uint8_t>& bytes) {
  uint64_t hash = 0xcbf29ce484222325ull;  // the FNV offset basis
  for (uint8_t byte : bytes) {
    hash ^= byte;
    hash *= 0x100000001b3ull;  // the FNV prime
  }
  return hash;
}

std::string writeStateDump(const std::filesystem::path& path, const std::string& scene, uint64_t steps,
                           const std::vector<SideDump>& sides) {
  std::error_code error;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), error);
  if (error) return "cannot write state dump: cannot create folder " + path.parent_path().string();
  std::string header = "tidepool-state 1\nscene: " + scene + "\nsteps: " + std::to_string(steps) +
                       "\nsides: " + std::to_string(sides.size()) + "\n";
  char line[256];
  for (const SideDump& side : sides) {
    std::snprintf(line, sizeof line,
                  "side %s: state_bytes %zu state_fnv1a %016" PRIx64 " image %dx%d image_fnv1a %016" PRIx64 "\n",
                  side.name.c_str(), side.state.size(), fnv1a(side.state), side.width, side.height,
                  fnv1a(side.image));
    header += line;
    for (const auto& [name, value] : side.params) header += "  " + name + " = " + value + "\n";
  }
  header += "data:\n";
  std::ofstream out(path, std::ios::binary);
  if (!out) return "cannot write state dump " + path.string() + ": " + std::strerror(errno);
  out.write(header.data(), std::streamsize(header.size()));
  for (const SideDump& side : sides) {
    out.write(reinterpret_cast<const char*>(side.state.data()), std::streamsize(side.state.size()));
    out.write(reinterpret_cast<const char*>(side.image.data()), std::streamsize(side.image.size()));
  }
  out.close();
  if (!out) return "cannot write state dump " + path.string() + ": write failed";
  return {};
}

}  // namespace tp
