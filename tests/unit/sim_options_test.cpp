// tidepool-sim's command line: what parses, and the one-line errors for what doesn't.
#include <gtest/gtest.h>

#include "runner/sim_options.hpp"

using tp::parseSimOptions;

TEST(SimOptions, ParsesTheFullContract) {
  const auto r = parseSimOptions({"--solver", "diffusion", "--size", "32", "--steps", "10", "--set", "rate=0.1",
                                  "--splash", "1,2.5,-3,4", "--splash", "5,6,7,8", "--cpu"});
  ASSERT_EQ(r.error, "");
  EXPECT_EQ(r.options.solver, "diffusion");
  EXPECT_EQ(r.options.size, 32);
  EXPECT_EQ(r.options.steps, 10);
  EXPECT_EQ(r.options.assignments, std::vector<std::string>{"rate=0.1"});
  ASSERT_EQ(r.options.splashes.size(), 2u);
  EXPECT_EQ(r.options.splashes[0], (std::vector<double>{1, 2.5, -3, 4}));
  EXPECT_TRUE(r.options.cpu);
}

TEST(SimOptions, HelpNeedsNothingElse) {
  EXPECT_EQ(parseSimOptions({"--help"}).error, "");
  EXPECT_TRUE(parseSimOptions({"--help"}).options.help);
}

TEST(SimOptions, RefusesWithOneClearLine) {
  struct Case {
    std::vector<std::string> args;
    std::string expected;
  };
  const std::vector<Case> cases = {
      {{"--steps", "1"}, "missing --solver NAME; solvers: diffusion"},
      {{"--solver", "x", "--steps", "1"}, "unknown solver 'x'"},
      {{"--solver", "diffusion"}, "missing --steps"},
      {{"--solver", "diffusion", "--steps", "-1"}, "expected a whole number >= 0"},
      {{"--solver", "diffusion", "--steps", "1e3"}, "bad value '1e3' for --steps"},
      {{"--solver", "diffusion", "--steps"}, "--steps needs a value"},
      {{"--solver", "diffusion", "--steps", "1", "--size", "99999"}, "out of range for diffusion"},
      {{"--solver", "diffusion", "--steps", "1", "--level", "2"}, "takes --size, not --level"},
      {{"--solver", "diffusion", "--steps", "1", "--splash", "1,,2"}, "comma-separated numbers"},
      {{"--solver", "diffusion", "--steps", "1", "--splash", "1,nan"}, "comma-separated numbers"},
      {{"--solver", "diffusion", "--steps", "1", "--frobnicate"}, "unknown option '--frobnicate'"},
      {{"--solver", "diffusion", "--steps", "1", "--set", "rate"}, "bad --set 'rate': expected name=value"},
      {{"--solver", "diffusion", "--steps", "1", "--set", "=0.1"}, "bad --set '=0.1': expected name=value"},
      {{"--solver", "diffusion", "--steps", "1", "--dump-state", "/no/such/dir/f"}, "does not exist"},
      {{"--solver", "diffusion", "--steps", "1", "--load-state", "/no/such/file"}, "no such file"},
  };
  for (const auto& c : cases) {
    const auto r = parseSimOptions(c.args);
    EXPECT_NE(r.error.find(c.expected), std::string::npos) << "got: " << r.error;
    EXPECT_EQ(r.error.find('\n'), std::string::npos) << "one line: " << r.error;
  }
}
