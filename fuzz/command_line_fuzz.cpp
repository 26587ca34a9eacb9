// The command-line parsers of tidepool, tidepool-sim and tidepool-bench: the
// input is split into arguments at zero bytes (so an argument may hold a
// newline or an escape); every refusal is one line.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli.hpp"
#include "runner/sim_options.hpp"
#include "bench/bench_options.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> args;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t end = std::min(text.find('\0', start), text.size());
    args.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  const std::vector<std::string_view> views(args.begin(), args.end());

  const tp::CliParse app = tp::parseCommandLine(views);
  if (!app.error.empty()) tp::fuzz::requireOneLine(app.error, "tidepool's command line");
  const tp::SimParseResult sim = tp::parseSimOptions(args);
  if (!sim.error.empty()) tp::fuzz::requireOneLine(sim.error, "tidepool-sim's command line");
  const tp::bench::BenchParseResult bench = tp::bench::parseBenchOptions(args);
  if (!bench.error.empty()) tp::fuzz::requireOneLine(bench.error, "tidepool-bench's command line");
  return 0;
}
