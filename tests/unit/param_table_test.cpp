// ParamTable: the one declaration of every parameter, read by --set, the panel and sidecars.
#include <gtest/gtest.h>

#include "sim/param_table.hpp"

namespace {
struct Example {
  float speed = 1.0f;
  int size = 64;
  bool paused = false;
  int edge = 0;
  tp::ParamTable table;
  Example() {
    table.addFloat("speed", speed, 0.0, 10.0, "m/s", "how fast");
    auto& limited = table.addFloat("limited", speed, 0.0, 10.0, "", "with a stability limit");
    limited.limit = [] { return 0.5; };
    limited.limitReason = "stability limit";
    table.addInt("size", size, 16, 2048, "cells", "grid edge");
    table.addBool("paused", paused, "stop time");
    table.addChoice("edge", edge, {"reflect", "absorb"}, "boundary");
  }
};
}  // namespace

TEST(ParamTable, SetsEachKind) {
  Example e;
  EXPECT_EQ(e.table.set("speed", "2.5"), "");
  EXPECT_FLOAT_EQ(e.speed, 2.5f);
  EXPECT_EQ(e.table.set("size", "128"), "");
  EXPECT_EQ(e.size, 128);
  EXPECT_EQ(e.table.setAssignment("paused=true"), "");
  EXPECT_TRUE(e.paused);
  EXPECT_EQ(e.table.setAssignment("edge=absorb"), "");
  EXPECT_EQ(e.edge, 1);
}

TEST(ParamTable, RefusesBadInputAndKeepsTheValue) {
  Example e;
  const auto before = e.table.generation();
  EXPECT_NE(e.table.set("speed", "fast").find("expected a number"), std::string::npos);
  EXPECT_NE(e.table.set("speed", "11").find("out of range [0, 10]"), std::string::npos);
  EXPECT_NE(e.table.set("speed", "nan").find("expected a number"), std::string::npos);
  EXPECT_NE(e.table.set("size", "12.5").find("integer"), std::string::npos);
  EXPECT_NE(e.table.set("edge", "wrap").find("reflect|absorb"), std::string::npos);
  EXPECT_NE(e.table.set("nope", "1").find("valid names: speed, limited, size, paused, edge"),
            std::string::npos);
  EXPECT_NE(e.table.setAssignment("speed").find("expected name=value"), std::string::npos);
  EXPECT_FLOAT_EQ(e.speed, 1.0f);
  EXPECT_EQ(e.size, 64);
  EXPECT_EQ(e.edge, 0);
  EXPECT_EQ(e.table.generation(), before);
}

TEST(ParamTable, DynamicLimitIsEnforcedAndExplained) {
  Example e;
  const std::string error = e.table.set("limited", "0.7");
  EXPECT_NE(error.find("[0, 0.5]"), std::string::npos) << error;
  EXPECT_NE(error.find("stability limit"), std::string::npos) << error;
  e.table.setClamped(*e.table.find("limited"), 3.0);
  EXPECT_FLOAT_EQ(e.speed, 0.5f);
}

TEST(ParamTable, SnapshotListsEveryValueInOrder) {
  Example e;
  const auto snapshot = e.table.snapshot();
  ASSERT_EQ(snapshot.size(), 5u);
  EXPECT_EQ(snapshot[0].first, "speed");
  EXPECT_EQ(snapshot[0].second, "1");
  EXPECT_EQ(snapshot[4].second, "reflect");
}
