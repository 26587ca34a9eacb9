// LitPrograms builds what it is told to at once and the rest when a light
// asks: the two variants seen from above the water by default, none for a
// program drawn only under it (whose fog-less variants no frame would draw).
#include <gtest/gtest.h>

#include "gl/shader_library.hpp"
#include "gl_test_support.hpp"
#include "render/effects/sky_light.hpp"
#include "render/lit_programs.hpp"
#include "render/under_water_fog.hpp"

namespace tp {
namespace {

TEST(LitPrograms, BuildsAtOnceOnlyTheVariantsAskedFor) {
  // A library of its own, so the count is of these programs alone.
  gl::ShaderLibrary library(gl::ShaderLibrary::findDefaultRoot(), test::shaders().softwareRenderer());
  const std::vector<std::string> stages{"render/box.vert", "render/box.frag"};
  LitPrograms aboveWater, underOnly;
  aboveWater.load(library, stages);
  EXPECT_EQ(library.programs().size(), 2u) << "with the sun's shadows and without, no fog";
  underOnly.load(library, stages, "#define UNUSED_MARK 1\n", LitPrograms::BuildAtOnce::None);
  EXPECT_EQ(library.programs().size(), 2u) << "nothing until a light asks";
  SkyLight light = SkyLight::gradientSky(glm::vec3(0, 1, 0));
  const UnderWaterFog fog{};
  light.underWaterFog = &fog;
  const gl::ShaderProgram& fogged = underOnly.forLight(light);
  EXPECT_EQ(library.programs().size(), 3u) << "the fogged variant, once asked for";
  EXPECT_EQ(&underOnly.forLight(light), &fogged) << "and only once";
  light.underWaterFog = nullptr;
  aboveWater.forLight(light);
  EXPECT_EQ(library.programs().size(), 3u) << "the default's variants were built already";
}

}  // namespace
}  // namespace tp
