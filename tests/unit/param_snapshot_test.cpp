// Setting a whole parameter set at once: values limited by others wait their
// turn, and a set that cannot be applied leaves the table as it was.
#include <gtest/gtest.h>

#include "sim/param_snapshot.hpp"
#include "scenes/scene.hpp"
#include "sim/param_table.hpp"

TEST(ParamSnapshot, AValueWaitsForTheOneItsLimitDependsOn) {
  auto scene = tp::findScene("demo")->create();
  const tp::ParamTable params = scene->params();
  // amplitude 0.9 needs wavelength 24 first (steepness limit), but comes first in the table.
  EXPECT_EQ(tp::applySnapshot(params, {{"amplitude", "0.9"}, {"wavelength", "24"}}), "");
  EXPECT_EQ(params.valueText(*params.find("amplitude")), "0.9");
  EXPECT_EQ(params.valueText(*params.find("wavelength")), "24");
}

TEST(ParamSnapshot, RefusedSetLeavesEverythingAsItWas) {
  auto scene = tp::findScene("demo")->create();
  const tp::ParamTable params = scene->params();
  const tp::ParamSnapshot before = params.snapshot();
  const std::string error = tp::applySnapshot(params, {{"wavelength", "24"}, {"amplitude", "1.9"}});
  EXPECT_NE(error.find("amplitude"), std::string::npos) << error;
  EXPECT_EQ(params.snapshot(), before);
  EXPECT_NE(tp::applySnapshot(params, {{"wavelength", "24"}, {"depth", "3"}}), "");
  EXPECT_EQ(params.snapshot(), before);
}

TEST(ParamSnapshot, SplitAssignments) {
  std::vector<std::string> out;
  EXPECT_EQ(tp::splitAssignments("a=1,b=two", "--compare A", out), "");
  EXPECT_EQ(out, (std::vector<std::string>{"a=1", "b=two"}));
  EXPECT_EQ(tp::splitAssignments("", "--compare A", out), "");
  EXPECT_TRUE(out.empty());
  EXPECT_NE(tp::splitAssignments("a=1,,b=2", "--compare A", out).find("--compare A"), std::string::npos);
  EXPECT_NE(tp::splitAssignments("a", "--compare B", out), "");
  EXPECT_NE(tp::splitAssignments("=3", "--compare B", out), "");
}

// A value that must wait for another (here amplitude for wavelength) and is
// given again later: the later value wins even though the earlier one is retried.
TEST(ParamSnapshot, TheLastValueOfANameWins) {
  auto scene = tp::findScene("demo")->create();
  const tp::ParamTable params = scene->params();
  EXPECT_EQ(tp::applySnapshot(params, {{"amplitude", "0.9"}, {"wavelength", "24"}, {"amplitude", "0.1"}}), "");
  EXPECT_EQ(params.valueText(*params.find("amplitude")), "0.1");
  EXPECT_EQ(params.valueText(*params.find("wavelength")), "24");
}
