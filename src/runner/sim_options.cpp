#include "runner/sim_options.hpp"

#include <charconv>
#include <cmath>
#include <filesystem>

#include "core/atomic_file.hpp"
#include "core/log.hpp"

#include "sim/headless_solver.hpp"

namespace tp {
namespace {

std::string solverNames() {
  std::string names;
  for (const auto& entry : solverTable()) names += (names.empty() ? "" : ", ") + entry.name;
  return names;
}

bool parseLong(const std::string& text, long& out) {
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && ptr == text.data() + text.size();
}

bool parseNumberList(const std::string& text, std::vector<double>& out) {
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = std::min(text.find(',', start), text.size());
    const std::string item = text.substr(start, comma - start);
    double value = 0;
    auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
    if (item.empty() || ec != std::errc() || ptr != item.data() + item.size() || !std::isfinite(value))
      return false;
    out.push_back(value);
    start = comma + 1;
  }
  return true;
}

// The folder a file would be written into must exist and be writable.
}  // namespace

std::string simUsage() {
  std::string text =
      "usage: tidepool-sim --solver NAME [--size N | --level L] --steps K [--set name=value]...\n"
      "                    [--splash SPEC]... [--moving-source SPEC]... [--load-state F] [--dump-state F]\n"
      "                    [--cpu]\n"
      "Runs one tidepool solver with no window (EGL; llvmpipe when there is no GPU).\n"
      "  --solver NAME      which solver (below)\n"
      "  --size N           grid solvers: N x N cells\n"
      "  --level L          the sphere solver: icosphere subdivision level\n"
      "  --steps K          simulation steps to run (0 allowed)\n"
      "  --set name=value   a solver parameter (repeatable, any order); names are listed per solver\n"
      "  --splash SPEC      comma-separated numbers, before the first step (repeatable)\n"
      "  --moving-source X,Y,VX,VY,RADIUS,STRENGTH\n"
      "                     water-surface solvers (grid, deep_water, spring): a Gaussian pressure patch\n"
      "                     e^(-r^2/RADIUS^2)\n"
      "                     moving in a straight line from X,Y (cells) at VX,VY cells per step\n"
      "                     (repeatable); STRENGTH as the solver's help line says\n"
      "  --load-state F     initial state: raw float32 [row][column][channel] (+ F.json checked if present)\n"
      "  --dump-state F     final state, same format, and F.json (solver, sizes, channels, steps, params)\n"
      "  --cpu              run the CPU twin instead of the GPU solver (same flags, same output)\n"
      "  --gl-debug         GL debug output to the log;  --quiet  only warnings and errors\n"
      "  --help, --version\n"
      "Solvers:\n";
  for (const auto& entry : solverTable()) {
    auto solver = entry.create(std::min(entry.defaultSize, 8), nullptr);
    text += "  " + entry.name + ": " + entry.summary + "\n      --" + entry.sizeFlag + " " +
            std::to_string(entry.minSize) + ".." + std::to_string(entry.maxSize) + " (default " +
            std::to_string(entry.defaultSize) + (entry.powerOfTwoSize ? ", a power of two" : "") +
            "), --splash " + entry.splashFormat +
            "\n      parameters: " + solver->params().namesList() + "\n";
  }
  return text;
}

SimParseResult parseSimOptions(const std::vector<std::string>& args) {
  SimParseResult result;
  SimOptions& o = result.options;
  std::string sizeFlagUsed;
  auto fail = [&](std::string message) {
    result.error = log::printable(message);  // one line, whatever the arguments held
    return result;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= args.size()) return false;
      out = args[++i];
      return true;
    };
    std::string text;
    if (flag == "--help" || flag == "-h") o.help = true;
    else if (flag == "--version") o.version = true;
    else if (flag == "--cpu") o.cpu = true;
    else if (flag == "--gl-debug") o.glDebug = true;
    else if (flag == "--quiet") o.quiet = true;
    else if (flag == "--solver" || flag == "--size" || flag == "--level" || flag == "--steps" ||
             flag == "--set" || flag == "--splash" || flag == "--moving-source" || flag == "--load-state" ||
             flag == "--dump-state") {
      if (!value(text)) return fail(flag + " needs a value");
      if (flag == "--solver") o.solver = text;
      else if (flag == "--size" || flag == "--level") {
        long n = 0;
        if (!parseLong(text, n) || n < 0 || n > 1 << 20)
          return fail("bad value '" + text + "' for " + flag + ": expected a whole number");
        o.size = int(n);
        sizeFlagUsed = flag.substr(2);
      } else if (flag == "--steps") {
        if (!parseLong(text, o.steps) || o.steps < 0)
          return fail("bad value '" + text + "' for --steps: expected a whole number >= 0");
      } else if (flag == "--set") {
        const size_t eq = text.find('=');
        if (eq == std::string::npos || eq == 0) return fail("bad --set '" + text + "': expected name=value");
        o.assignments.push_back(text);
      }
      else if (flag == "--splash") {
        std::vector<double> numbers;
        if (!parseNumberList(text, numbers))
          return fail("bad --splash '" + text + "': expected comma-separated numbers");
        o.splashes.push_back(numbers);
      } else if (flag == "--moving-source") {
        std::vector<double> numbers;
        if (!parseNumberList(text, numbers))
          return fail("bad --moving-source '" + text + "': expected X,Y,VX,VY,RADIUS,STRENGTH");
        o.movingSources.push_back(numbers);
      } else if (flag == "--load-state") o.loadState = text;
      else o.dumpState = text;
    } else {
      return fail("unknown option '" + flag + "'; see tidepool-sim --help");
    }
  }
  if (o.help || o.version) return result;
  if (o.solver.empty()) return fail("missing --solver NAME; solvers: " + solverNames());
  const SolverEntry* entry = findSolver(o.solver);
  if (!entry) return fail("unknown solver '" + o.solver + "'; solvers: " + solverNames());
  if (!sizeFlagUsed.empty() && sizeFlagUsed != entry->sizeFlag)
    return fail("solver " + entry->name + " takes --" + entry->sizeFlag + ", not --" + sizeFlagUsed);
  if (o.size && (*o.size < entry->minSize || *o.size > entry->maxSize))
    return fail("--" + entry->sizeFlag + " " + std::to_string(*o.size) + " is out of range for " +
                entry->name + ": " + std::to_string(entry->minSize) + ".." + std::to_string(entry->maxSize));
  if (o.size && entry->powerOfTwoSize && (*o.size & (*o.size - 1)) != 0)
    return fail("--" + entry->sizeFlag + " " + std::to_string(*o.size) + " is not a power of two; " + entry->name +
                " transforms its grid: use 16, 32, 64, ... " + std::to_string(entry->maxSize));
  if (o.steps < 0) return fail("missing --steps K (0 or more)");
  if (!o.loadState.empty() && std::filesystem::is_directory(o.loadState))
    return fail("--load-state " + o.loadState + ": it is a folder, not a state file");
  if (!o.loadState.empty() && !std::filesystem::is_regular_file(o.loadState))
    return fail("--load-state " + o.loadState + ": no such file");
  if (!o.dumpState.empty())
    if (std::string error = checkFolderWritable(o.dumpState); !error.empty()) return fail(error);
  return result;
}

}  // namespace tp
