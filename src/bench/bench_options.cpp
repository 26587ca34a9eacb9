#include "bench/bench_options.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <filesystem>

#include "bench/bench_solvers.hpp"
#include "sim/headless_solver.hpp"
#include "core/atomic_file.hpp"
#include "core/log.hpp"

namespace tp::bench {
namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const auto& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

std::vector<std::string> splitCommas(const std::string& text) {
  std::vector<std::string> items;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = std::min(text.find(',', start), text.size());
    items.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return items;
}

template <class T>
bool parseNumber(const std::string& text, T& out) {
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && ec == std::errc() && ptr == text.data() + text.size();
}

}  // namespace

std::vector<std::string> benchSolverNames() {
  std::vector<std::string> names;
  for (const BenchSolver& solver : benchSolvers()) names.push_back(solver.name);
  return names;
}

std::vector<int> BenchOptions::sizesFor(const std::string& solver) const {
  if (sizes) return *sizes;
  const BenchSolver* row = findBenchSolver(solver);
  return !row ? std::vector<int>{} : quick ? row->quickSizes : row->sizes;
}

std::string benchUsage() {
  return "usage: tidepool-bench [--solver LIST] [--sizes LIST] [--quick] [--json FILE]\n"
         "                      [--seconds S] [--min-batches N] [--copy-mib M] [--no-seed]\n"
         "Measures tidepool's solvers against the memory and arithmetic limits measured in the\n"
         "same run, and against the seeds' designs. Headless (EGL): the GPU if there\n"
         "is one, else llvmpipe. Timer: GL_TIME_ELAPSED queries, or glFinish + steady clock where\n"
         "the queries read 0 (llvmpipe) and for designs that read back to the CPU every step.\n"
         "  --solver LIST     comma-separated, from: " + joined(benchSolverNames()) + " (default: all)\n"
         "  --sizes LIST      comma-separated grid edges N (N x N), or icosphere levels for sphere;\n"
         "                    default grid/spring 256..8192, sphere 4..10, fluid 256..4096\n"
         "  --quick           one small size per solver and short measurements (tests)\n"
         "  --json FILE       also write the results as JSON\n"
         "  --seconds S       timed seconds per measurement after warm-up (default 0.4, quick 0.05)\n"
         "  --min-batches N   the median is over at least N timed batches (default 15, quick 5)\n"
         "  --copy-mib M      memory-probe buffer size in MiB (default 1024 on a GPU, 64 in software)\n"
         "  --no-seed         skip the seeds' designs\n"
         "  --gl-debug        GL debug output to the log\n"
         "  --help, --version\n";
}

BenchParseResult parseBenchOptions(const std::vector<std::string>& args) {
  BenchParseResult result;
  BenchOptions& o = result.options;
  bool secondsGiven = false, batchesGiven = false;
  auto fail = [&](std::string message) {
    result.error = log::printable(message);  // one line, whatever the arguments held
    return result;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    std::string value;
    const bool takesValue = flag == "--solver" || flag == "--sizes" || flag == "--json" ||
                            flag == "--seconds" || flag == "--min-batches" || flag == "--copy-mib";
    if (takesValue) {
      if (i + 1 >= args.size()) return fail(flag + " needs a value");
      value = args[++i];
    }
    if (flag == "--help" || flag == "-h") o.help = true;
    else if (flag == "--version") o.version = true;
    else if (flag == "--quick") o.quick = true;
    else if (flag == "--no-seed") o.seed = false;
    else if (flag == "--gl-debug") o.glDebug = true;
    else if (flag == "--solver") {
      for (const std::string& name : splitCommas(value)) {
        if (!findBenchSolver(name))
          return fail("unknown solver '" + name + "' in --solver; solvers: " + joined(benchSolverNames()));
        if (std::find(o.solvers.begin(), o.solvers.end(), name) == o.solvers.end()) o.solvers.push_back(name);
      }
    } else if (flag == "--sizes") {
      std::vector<int> sizes;
      for (const std::string& item : splitCommas(value)) {
        int n = 0;
        if (!parseNumber(item, n) || n < 0)
          return fail("bad --sizes '" + value + "': expected comma-separated whole numbers");
        sizes.push_back(n);
      }
      o.sizes = sizes;
    } else if (flag == "--json") {
      o.jsonPath = value;
    } else if (flag == "--seconds") {
      if (!parseNumber(value, o.secondsPerMeasurement) || !std::isfinite(o.secondsPerMeasurement) ||
          o.secondsPerMeasurement <= 0 || o.secondsPerMeasurement > 60)
        return fail("bad --seconds '" + value + "': expected a number of seconds in (0, 60]");
      secondsGiven = true;
    } else if (flag == "--min-batches") {
      if (!parseNumber(value, o.minBatches) || o.minBatches < 1 || o.minBatches > 10000)
        return fail("bad --min-batches '" + value + "': expected a whole number in 1..10000");
      batchesGiven = true;
    } else if (flag == "--copy-mib") {
      int mib = 0;
      if (!parseNumber(value, mib) || mib < 1 || mib > 16384)
        return fail("bad --copy-mib '" + value + "': expected a whole number of MiB in 1..16384");
      o.copyMiB = mib;
    } else {
      return fail("unknown option '" + flag + "'; see tidepool-bench --help");
    }
  }
  if (o.help || o.version) return result;
  if (o.solvers.empty()) o.solvers = benchSolverNames();
  if (o.quick && !secondsGiven) o.secondsPerMeasurement = 0.05;
  if (o.quick && !batchesGiven) o.minBatches = 5;
  if (o.sizes) {
    for (const std::string& name : o.solvers) {
      const SolverEntry& accepts = *findSolver(name);  // checked with --solver; every bench solver is in the solver table
      for (int n : *o.sizes)
        if (n < accepts.minSize || n > accepts.maxSize)
          return fail("--sizes " + std::to_string(n) + " is out of range for " + name + ": " +
                      std::to_string(accepts.minSize) + ".." + std::to_string(accepts.maxSize) +
                      (accepts.sizeIsLevel() ? " (icosphere levels)" : " (grid edge)"));
        else if (accepts.powerOfTwoSize && (n & (n - 1)) != 0)
          return fail("--sizes " + std::to_string(n) + " is not a power of two, which " + name +
                      "'s transforms need: try " + std::to_string(std::bit_floor(unsigned(n))) + " or " +
                      std::to_string(std::bit_ceil(unsigned(n))));
    }
  }
  if (!o.jsonPath.empty())
    if (std::string error = checkFolderWritable(o.jsonPath); !error.empty()) return fail(error);
  return result;
}

}  // namespace tp::bench
