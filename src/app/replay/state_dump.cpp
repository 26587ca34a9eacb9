#include "app/replay/state_dump.hpp"

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "core/atomic_file.hpp"

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
  AtomicFileWriter out;
  if (std::string error = out.open(path, "state dump"); !error.empty()) return error;
  out.write(header);
  for (const SideDump& side : sides) {
    out.write({reinterpret_cast<const char*>(side.state.data()), side.state.size()});
    out.write({reinterpret_cast<const char*>(side.image.data()), side.image.size()});
  }
  return out.commit();
}

}  // namespace tp
