#pragma once
// Where an installed tidepool finds what it reads (shaders, models, terrain,
// recordings): `cmake --install` puts the programs in PREFIX/bin and the data
// in PREFIX/share/tidepool, so the data lies at ../share/tidepool from the
// program. The source tree and TIDEPOOL_DATA are looked at by the callers.
#include <filesystem>
#include <optional>

namespace tp {

// PREFIX/share/tidepool for the program at `program` (PREFIX/bin/NAME), when
// that folder exists; nothing otherwise (a program run from its build folder).
std::optional<std::filesystem::path> installedDataRoot(const std::filesystem::path& program);

// The same for this process (its /proc/self/exe).
std::optional<std::filesystem::path> installedDataRoot();

}  // namespace tp
