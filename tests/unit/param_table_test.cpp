// ParamTable: the one declaration of every parameter, read by --set, the panel and sidecars.
#include <gtest/gtest.h>

#include "sim/param_table.hpp"

namespace {
struct Example {
  float speed = 1.0f;
  int size = 64;
  bool paused = false;
  int edge = 0;
  bool operator==(const Example&) const = default;
};

const tp::ParamList<Example>& exampleList() {
  static const tp::ParamList<Example> list = [] {
    tp::ParamList<Example> table;
    table.addFloat("speed", &Example::speed, 0.0, 10.0, "m/s", "how fast");
    tp::ParamSpec& limited = table.addFloat("limited", &Example::speed, 0.0, 10.0, "", "with a stability limit");
    table.addInt("size", &Example::size, 16, 2048, "cells", "grid edge");
    table.addBool("paused", &Example::paused, "stop time");
    table.addChoice("edge", &Example::edge, {"reflect", "absorb"}, "boundary");
    // Set after four more adds: the reference must still be the "limited" row.
    table.limitBy(limited, [](const Example& e) { return e.size / 128.0; }, "stability limit");
    return table;
  }();
  return list;
}

// A settings struct holding another, as a scene holds its solver's.
struct Outer {
  Example inner;
  float extra = 3;
};

struct Bound {
  Example values;
  tp::ParamTable table{exampleList(), values};
};
}  // namespace

TEST(ParamTable, SetsEachKind) {
  Bound e;
  EXPECT_EQ(e.table.set("speed", "2.5"), "");
  EXPECT_FLOAT_EQ(e.values.speed, 2.5f);
  EXPECT_EQ(e.table.set("size", "128"), "");
  EXPECT_EQ(e.values.size, 128);
  EXPECT_EQ(e.table.setAssignment("paused=true"), "");
  EXPECT_TRUE(e.values.paused);
  EXPECT_EQ(e.table.setAssignment("edge=absorb"), "");
  EXPECT_EQ(e.values.edge, 1);
}

TEST(ParamTable, RefusesBadInputAndKeepsTheValue) {
  Bound e;
  EXPECT_NE(e.table.set("speed", "fast").find("expected a number"), std::string::npos);
  EXPECT_NE(e.table.set("speed", "11").find("out of range [0, 10]"), std::string::npos);
  EXPECT_NE(e.table.set("speed", "nan").find("expected a number"), std::string::npos);
  EXPECT_NE(e.table.set("size", "12.5").find("integer"), std::string::npos);
  EXPECT_NE(e.table.set("edge", "wrap").find("reflect|absorb"), std::string::npos);
  EXPECT_NE(e.table.set("nope", "1").find("valid names: speed, limited, size, paused, edge"),
            std::string::npos);
  EXPECT_NE(e.table.setAssignment("speed").find("expected name=value"), std::string::npos);
  EXPECT_EQ(e.values, Example{}) << "every refusal leaves the values as they were";
}

TEST(ParamTable, DynamicLimitIsEnforcedAndExplained) {
  Bound e;
  const std::string error = e.table.set("limited", "0.7");
  EXPECT_NE(error.find("[0, 0.5]"), std::string::npos) << error;
  EXPECT_NE(error.find("stability limit"), std::string::npos) << error;
  e.table.setClamped(*e.table.find("limited"), 3.0);
  EXPECT_FLOAT_EQ(e.values.speed, 0.5f);
  // The limit reads the settings it is bound to: a larger grid allows more.
  e.values.size = 1024;
  EXPECT_EQ(e.table.set("limited", "7"), "");
}

// A float at a limit that no float holds exactly (a third of the grid's
// size, as the panel's slider leaves it, clamped) reads back through its own
// text, as undo and a settings string give it: the text is the float's
// shortest, which may lie a rounding step past the bound in doubles.
namespace {
struct Thirds {
  float amplitude = 0.0f;
  int size = 64;
};
}  // namespace

TEST(ParamTable, AFloatAtItsLimitReadsBackThroughItsText) {
  tp::ParamList<Thirds> list;
  tp::ParamSpec& amplitude = list.addFloat("amplitude", &Thirds::amplitude, 0.0, 1e6, "", "");
  list.limitBy(amplitude, [](const Thirds& t) { return t.size / 3.0; }, "a third of the size");
  Thirds values;
  const tp::ParamTable table{list, values};
  int readBack = 0;
  for (int size = 1; size <= 3000; ++size) {
    values.size = size;
    table.setClamped(*table.find("amplitude"), 1e6);
    const std::string text = table.valueText(*table.find("amplitude"));
    const float held = values.amplitude;
    EXPECT_EQ(table.set("amplitude", text), "") << "size " << size << ": '" << text << "'";
    EXPECT_EQ(values.amplitude, held) << "size " << size;
    readBack += values.amplitude == held;
  }
  EXPECT_EQ(readBack, 3000);
  // Past the bound by more than its float's rounding is still refused.
  values.size = 3;
  EXPECT_NE(table.set("amplitude", "1.000001").find("out of range"), std::string::npos);
}

TEST(ParamTable, SnapshotListsEveryValueInOrder) {
  Bound e;
  const auto snapshot = e.table.snapshot();
  ASSERT_EQ(snapshot.size(), 5u);
  EXPECT_EQ(snapshot[0].first, "speed");
  EXPECT_EQ(snapshot[0].second, "1");
  EXPECT_EQ(snapshot[4].second, "reflect");
}

// Settings are values: a copy is independent of the original, compares
// equal until one changes, and a reset is an assignment.
TEST(ParamTable, SettingsCopyCompareAndResetAsValues) {
  Example original;
  Example copy = original;
  const tp::ParamTable table(exampleList(), copy);
  EXPECT_EQ(table.set("speed", "4"), "");
  EXPECT_FLOAT_EQ(original.speed, 1.0f) << "the copy's table writes only the copy";
  EXPECT_NE(copy, original);
  copy = Example{};
  EXPECT_EQ(copy, original);
  EXPECT_EQ(table.valueText(*table.find("speed")), "1") << "the view sees the reset";
}

// A scene's list adopts its solver's rows: the same ranges and limits, bound
// to the nested struct, under the scene's prefix.
TEST(ParamTable, AdoptedRowsReachTheNestedStruct) {
  static const tp::ParamList<Outer> outerList = [] {
    tp::ParamList<Outer> table;
    table.adoptAll(exampleList(), &Outer::inner, {"paused"}, "inner_");
    table.addFloat("extra", &Outer::extra, 0, 10, "", "not nested");
    return table;
  }();
  Outer outer;
  const tp::ParamTable table(outerList, outer);
  EXPECT_EQ(table.find("inner_paused"), nullptr) << "skipped";
  EXPECT_EQ(table.set("inner_size", "256"), "");
  EXPECT_EQ(outer.inner.size, 256);
  // The inner limit reads the nested struct: size 256 allows speed up to 2.
  EXPECT_DOUBLE_EQ(table.upperBound(*table.find("inner_limited")), 2.0);
  EXPECT_NE(table.set("inner_limited", "2.5").find("stability limit"), std::string::npos);
  EXPECT_EQ(table.set("extra", "7"), "");
  EXPECT_FLOAT_EQ(outer.extra, 7.0f);
  EXPECT_EQ(table.namesList(), "inner_speed, inner_limited, inner_size, inner_edge, extra");
}

// A refusal names its parameter as a field: callers that point at the
// offending line of a file do not parse the message for it.
TEST(ParamTable, ARefusalCarriesItsParameter) {
  Bound e;
  const tp::ParamRefusal refused = e.table.trySet("size", "big");
  EXPECT_EQ(refused.parameter, "size");
  EXPECT_NE(refused.message.find("expected an integer"), std::string::npos) << refused.message;
  EXPECT_TRUE(e.table.trySet("size", "32").message.empty());
}
