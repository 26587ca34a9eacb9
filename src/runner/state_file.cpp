#include "runner/state_file.hpp"

#include <bit>
#include <cmath>
#include <filesystem>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/atomic_file.hpp"
#include "core/file_text.hpp"
#include "core/log.hpp"

namespace tp {
namespace {
static_assert(std::endian::native == std::endian::little, "state files are little-endian float32");

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const auto& n : names) text += (text.empty() ? "" : ",") + n;
  return text;
}
}  // namespace

void writeStateFile(const std::string& path, const StateHeader& header, const std::vector<float>& data) {
  nlohmann::ordered_json json;
  json["solver"] = header.solver;
  json["width"] = header.width;
  json["height"] = header.height;
  // 1D states (the sphere's one row per vertex) also name their length as such.
  if (header.height == 1) json["vertices"] = header.width;
  json["channels"] = header.channels;
  json["steps"] = header.steps;
  json["backend"] = header.backend;
  json["format"] = "float32 little-endian, [row][column][channel], row 0 first";
  nlohmann::ordered_json params = nlohmann::ordered_json::object();
  for (const auto& [name, value] : header.params) params[name] = value;
  json["params"] = params;
  // A pair: a failure (a full disk) leaves the old state and its sidecar as they were.
  const std::string_view bytes(reinterpret_cast<const char*>(data.data()), data.size() * sizeof(float));
  const std::string sidecarText = json.dump(2) + "\n";
  const FileToWrite pair[] = {{path, bytes, "state"}, {path + ".json", sidecarText, "state sidecar"}};
  if (std::string error = writeFilesTogether(pair, Folders::MustExist); !error.empty()) throw StateFileError(error);
}

void checkStateSidecar(std::string_view text, const std::string& source, const StateHeader& expected) {
  try {
    const nlohmann::json json = nlohmann::json::parse(text);
    auto check = [&](const char* key, const auto& want) {
      if (!json.is_object() || !json.contains(key) || json[key] != want)
        throw StateFileError(source + ": \"" + key + "\" is " +
                             (json.is_object() && json.contains(key) ? json[key].dump() : "missing") +
                             ", expected " + nlohmann::json(want).dump());
    };
    check("solver", expected.solver);
    check("width", expected.width);
    check("height", expected.height);
    check("channels", expected.channels);
  } catch (const nlohmann::json::exception& e) {
    throw StateFileError(source + " is not valid JSON: " + log::printable(e.what()));
  }
}

std::vector<float> readStateFile(const std::string& path, const StateHeader& expected) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw StateFileError("cannot read state file " + path + ": " + std::strerror(errno));
  const size_t count = size_t(expected.width) * size_t(expected.height) * expected.channels.size();
  const auto bytes = std::filesystem::file_size(path);
  if (bytes != count * sizeof(float))
    throw StateFileError(path + " has " + std::to_string(bytes) + " bytes, but a " +
                         std::to_string(expected.width) + "x" + std::to_string(expected.height) + " " +
                         expected.solver + " state with channels " + joined(expected.channels) +
                         " needs " + std::to_string(count * sizeof(float)) +
                         " (check --size/--level and --solver)");
  std::vector<float> data(count);
  in.read(reinterpret_cast<char*>(data.data()), std::streamsize(bytes));

  // Poison refused: one NaN or infinity spreads through every solver in steps.
  for (size_t i = 0; i < data.size(); ++i)
    if (!std::isfinite(data[i])) {
      const size_t channels = expected.channels.size(), cell = i / channels;
      throw StateFileError(path + ": cell (" + std::to_string(cell % size_t(expected.width)) + ", " +
                           std::to_string(cell / size_t(expected.width)) + ") channel '" +
                           expected.channels[i % channels] + "' is " + (std::isnan(data[i]) ? "NaN" : "infinite") +
                           ": a state must hold finite numbers");
    }
  const std::string sidecarPath = path + ".json";
  if (!std::filesystem::exists(sidecarPath)) {
    // A raw file made elsewhere: say what it was taken for (only its size was checked).
    log::warn("%s has no %s: read as a %dx%d %s state, channels %s, as --solver and --size say (only its size "
              "could be checked)", path.c_str(), sidecarPath.c_str(), expected.width, expected.height,
              expected.solver.c_str(), joined(expected.channels).c_str());
    return data;
  }
  std::string text;
  if (std::string error = readFileText(sidecarPath, "state sidecar", text); !error.empty()) throw StateFileError(error);
  checkStateSidecar(text, sidecarPath, expected);
  return data;
}

}  // namespace tp
