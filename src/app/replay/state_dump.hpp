#pragma once
// --dump-state FILE: what a run ended with, to compare two runs bit for bit
// (two replays of the same recording must give identical files). A text
// header — scene, steps, and per side its parameters, the sizes and FNV-1a
// hashes of its state bytes (Scene::stateBytes) and of its picture — then
// the raw bytes: for each side its state, then its picture (RGB, top row
// first, drawn without UI or captions). Scenes that give no state bytes are
// compared by their pictures alone.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "sim/param_snapshot.hpp"

namespace tp {

struct SideDump {
  std::string name;  // "A"
  ParamSnapshot params;
  std::vector<uint8_t> state;
  std::vector<uint8_t> image;
  int width = 0, height = 0;
};

// 64-bit FNV-1a: a short fingerprint for the header and the log.
uint64_t fnv1a(const std::vector<uint8_t>& bytes);

// Writes the dump (creating folders); returns "" or why not.
std::string writeStateDump(const std::filesystem::path& path, const std::string& scene, uint64_t steps,
                           const std::vector<SideDump>& sides);

}  // namespace tp
