#pragma once
// Command line of `tidepool-sim`, the headless solver runner:
//   tidepool-sim --solver NAME [--size N | --level L] --steps K [--set name=value]...
//                [--splash SPEC]... [--moving-source SPEC]... [--load-state F] [--dump-state F] [--cpu]
// Parsing checks everything that needs no GL context; parameter names and
// values are checked against the solver's table right after it is created,
// still before anything is written.
#include <optional>
#include <string>
#include <vector>

namespace tp {

struct SimOptions {
  std::string solver;
  std::optional<int> size;  // --size or --level, whichever the solver takes
  long steps = -1;
  std::vector<std::string> assignments;             // --set name=value, applied together (any order)
  std::vector<std::vector<double>> splashes;        // --splash a,b,c,...
  std::vector<std::vector<double>> movingSources;   // --moving-source x,y,vx,vy,radius,strength
  std::string loadState, dumpState;
  bool cpu = false;
  bool glDebug = false;
  bool quiet = false;
  bool help = false, version = false;
};

struct SimParseResult {
  SimOptions options;
  std::string error;  // one line; empty when parsing succeeded
};

SimParseResult parseSimOptions(const std::vector<std::string>& args);
std::string simUsage();  // the --help text, listing every solver

}  // namespace tp
