// Every scene, with every pass it can run switched on, runs its passes in the
// frame plan's order (render/frame_plan.*): a scene that draws into the frame
// before the deferred water, or times a pass the plan does not list, fails here.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "render/frame_plan.hpp"
#include "scene_fixture.hpp"

namespace tp::test {
namespace {

struct PlannedScene {
  const char* name;
  std::vector<std::string> settings;
  std::vector<std::string> mustRun;  // passes these settings make the scene run
};

void PrintTo(const PlannedScene& planned, std::ostream* out) { *out << planned.name; }

class FramePlanScenes : public SceneFixture, public testing::WithParamInterface<PlannedScene> {};

TEST_P(FramePlanScenes, RunTheirPassesInThePlansOrder) {
  const PlannedScene& planned = GetParam();
  auto scene = makeNamedScene(planned.name, planned.settings);
  steps(*scene, 2);
  timers_.clearSequence();
  timers_.begin("clear");  // as the app's frame does round the scene
  timers_.end();
  render(*scene, 4);  // multisampled: the compute paths the app's frame takes
  timers_.begin("resolve");
  timers_.end();
  const std::vector<std::string>& ran = timers_.sequence();
  EXPECT_EQ(checkFrameOrder(ran), "");
  for (const std::string& pass : planned.mustRun)
    EXPECT_NE(std::find(ran.begin(), ran.end(), pass), ran.end()) << planned.name << " did not run " << pass;
}

INSTANTIATE_TEST_SUITE_P(
    EveryScene, FramePlanScenes,
    testing::Values(
        PlannedScene{"harbor",
                     {"per_pixel_water=true", "reflections=true", "shadows=true", "caustics=true", "wind_speed=8"},
                     {"sky bake", "shadow", "reflection", "caustics", "water", "terrain", "boats", "sky"}},
        PlannedScene{"demo", {}, {"demo heights", "sky bake", "water", "sky"}},
        PlannedScene{"bowl", {"shadows=true"}, {"sky bake", "shadow", "caustics", "bowl opaque", "bowl water", "bowl glass"}},
        PlannedScene{"planet", {"look=ocean_planet", "shadows=true", "clouds=0.5"}, {"planet normals", "shadow", "planet opaque", "planet water", "planet air"}},
        PlannedScene{"fluid", {"caustics=true", "shadows=true"}, {"sky bake", "shadow", "caustics", "fluid view"}}),
    [](const testing::TestParamInfo<PlannedScene>& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace tp::test
