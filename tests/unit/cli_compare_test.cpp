// The command line of comparisons, sweeps, presets, recordings and replays:
// every option parses, and impossible combinations are one-line refusals.
#include <gtest/gtest.h>

#include "app/cli.hpp"

namespace {

tp::CliParse parse(std::vector<std::string_view> args) { return tp::parseCommandLine(args); }

void expectError(std::vector<std::string_view> args, const std::string& piece) {
  const tp::CliParse result = parse(args);
  EXPECT_NE(result.error.find(piece), std::string::npos) << "'" << piece << "' missing in: " << result.error;
  EXPECT_EQ(result.error.find('\n'), std::string::npos) << result.error;
}

}  // namespace

TEST(CliCompare, CompareTakesTwoLists) {
  const tp::CliParse result = parse({"--compare", "amplitude=0.2,wavelength=8", "amplitude=0.8", "--frames", "3",
                                     "--screenshot", "ab.png", "--wipe", "0.3"});
  ASSERT_EQ(result.error, "");
  EXPECT_TRUE(result.options.compare);
  EXPECT_EQ(result.options.compareA, (std::vector<std::string>{"amplitude=0.2", "wavelength=8"}));
  EXPECT_EQ(result.options.compareB, (std::vector<std::string>{"amplitude=0.8"}));
  EXPECT_EQ(result.options.wipe, 0.3);
  const tp::CliParse empty = parse({"--compare", "", "amplitude=0.8"});
  ASSERT_EQ(empty.error, "");
  EXPECT_TRUE(empty.options.compareA.empty());
}

TEST(CliCompare, Refusals) {
  expectError({"--compare", "amplitude=0.2"}, "--compare needs two values");
  expectError({"--compare=amplitude=0.2", "b=1"}, "--compare needs two values");
  expectError({"--compare", "amplitude", "b=1"}, "bad --compare A 'amplitude'");
  expectError({"--compare", "a=1", "b=1,"}, "bad --compare B");
  expectError({"--wipe", "0.5"}, "--wipe needs --compare");
  expectError({"--compare", "a=1", "a=2", "--wipe", "2"}, "bad --wipe '2'");
  expectError({"--compare", "a=1", "a=2", "--sweep", "a=1:2:3"}, "cannot be combined");
}

TEST(CliCompare, SweepPresetRecordReplay) {
  const tp::CliParse result = parse({"--sweep", "amplitude=0.1:0.9:5", "--preset", "storm", "--frames", "10", "--fps",
                                     "30", "--record", "clip", "--record-input", "in.txt", "--dump-state", "s.bin"});
  ASSERT_EQ(result.error, "");
  const tp::CommandLine& o = result.options;
  EXPECT_TRUE(o.sweep);
  EXPECT_EQ(o.sweepSpec.name, "amplitude");
  EXPECT_EQ(o.sweepSpec.count, 5);
  EXPECT_EQ(o.preset, "storm");
  EXPECT_EQ(o.fps, 30);
  EXPECT_EQ(o.recordDir, "clip");
  EXPECT_EQ(o.recordInputPath, "in.txt");
  EXPECT_EQ(o.dumpStatePath, "s.bin");
  expectError({"--sweep", "amplitude=0.1:0.9"}, "bad --sweep 'amplitude=0.1:0.9'");
  expectError({"--record", "clip"}, "--record DIR needs --frames N");
  expectError({"--fps", "0"}, "bad --fps '0'");
  expectError({"--headless", "--dump-state", "s.bin"}, "--dump-state needs --frames N or --replay FILE");
  EXPECT_EQ(parse({"--dump-state", "s.bin"}).error, "") << "windowed: written when the window closes";
  expectError({"--replay", "a.txt", "--record-input", "a.txt"},
              "--record-input would write 'a.txt', the file --replay reads");
}

// No output may land on a file the run reads: a screenshot's sidecar is its
// name with .txt, the recording's usual ending, and the same file reached by
// another path is the same file.
TEST(CliCompare, NoOutputOverwritesWhatTheRunReads) {
  expectError({"--headless", "--replay", "take.txt", "--screenshot", "take.png"},
              "--screenshot's sidecar would write 'take.txt', the file --replay reads");
  expectError({"--replay", "runs/take.txt", "--record-input", "runs/../runs/take.txt"}, "the file --replay reads");
  expectError({"--replay", "take.txt", "--dump-state", "./take.txt"}, "--dump-state would write");
  EXPECT_EQ(parse({"--headless", "--replay", "take.txt", "--screenshot", "shot.png"}).error, "");
  EXPECT_EQ(parse({"--headless", "--replay", "take.txt", "--screenshot", "take-2.png"}).error, "");
}

TEST(CliCompare, AReplayEndsTheRunByItself) {
  // Headless, a screenshot or a dump with --replay and no --frames: the run lasts as long as the recording.
  const tp::CliParse headless = parse({"--headless", "--replay", "a.txt", "--screenshot", "x.png"});
  ASSERT_EQ(headless.error, "");
  EXPECT_EQ(headless.options.frames, 0) << "not 'one frame': the recording decides";
  EXPECT_EQ(parse({"--screenshot", "x.png"}).options.frames, 1);
  EXPECT_EQ(parse({"--replay", "a.txt", "--dump-state", "s.bin"}).error, "");
}

TEST(CliCompare, HelpListsTheNewOptionsAndExamples) {
  const std::string usage = tp::usageText();
  for (const char* piece : {"--compare", "--wipe", "--sweep", "--preset", "--record", "--record-input", "--replay",
                            "--dump-state", "--fps", "built-in presets (--preset NAME): calm", "comparing"})
    EXPECT_NE(usage.find(piece), std::string::npos) << piece;
}
