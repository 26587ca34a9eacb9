// No program samples two textures through one unit: every scene is built
// and drawn with every pass it can run (full quality, 4x MSAA, and light
// quality's per-vertex water), then each program the shader library built
// is asked which unit each of its samplers and images is bound to. Two on
// one unit read the same texture, which GL does not report.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gl/sampler_units.hpp"
#include "gl/shader_library.hpp"
#include "scene_fixture.hpp"

namespace tp::test {
namespace {

class TextureUnits : public SceneFixture {};

TEST_F(TextureUnits, NoProgramOfAnySceneBindsTwoSamplersToOneUnit) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> scenes = {
      {"harbor", {"per_pixel_water=true", "reflections=true", "shadows=true", "caustics=true", "wind_speed=8"}},
      {"harbor", {"per_pixel_water=false", "wind_speed=8"}},
      {"harbor", {"water_model=wave_equation"}},
      {"demo", {}},
      {"bowl", {"shadows=true"}},
      {"planet", {"look=ocean_planet", "shadows=true", "fish_solver=gpu"}},
      {"planet", {"look=sky_aquarium"}},
      {"fluid", {"caustics=true", "shadows=true"}},
      {"fluid", {"view=2d"}},
  };
  for (const auto& [name, settings] : scenes) {
    auto scene = makeNamedScene(name, settings);
    steps(*scene, 2);
    render(*scene, 4);
    render(*scene, 1);
  }
  const std::vector<const gl::ShaderProgram*> programs = shaders().programs();
  EXPECT_GT(programs.size(), 40u);  // every scene's programs were built
  int samplers = 0;
  for (const gl::ShaderProgram* program : programs) {
    const std::vector<gl::UnitBinding> bindings = gl::unitBindings(program->id());
    samplers += int(bindings.size());
    std::string files;
    for (const std::string& file : program->stageFiles()) files += file + " ";
    for (const std::string& collision : gl::unitCollisions(bindings)) ADD_FAILURE() << files << ": " << collision;
  }
  EXPECT_GT(samplers, 100);
}

TEST(UnitCollisions, NamesTwoSamplersOnOneUnitAndAUnitPastTheGuarantee) {
  const std::vector<gl::UnitBinding> apart = {{"heights", false, 0}, {"foam", false, 5}, {"state", true, 0}};
  EXPECT_TRUE(gl::unitCollisions(apart).empty());  // an image unit is not a texture unit
  const std::vector<gl::UnitBinding> shared = {{"sceneDepth", false, 3}, {"floorHeights", false, 3},
                                               {"extra", false, 16}};
  const std::vector<std::string> lines = gl::unitCollisions(shared);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "sceneDepth and floorHeights on texture unit 3");
  EXPECT_EQ(lines[1], "extra on texture unit 16, past the 16 GL 4.5 guarantees");
}

}  // namespace
}  // namespace tp::test
