#pragma once
// A program that draws under the scene's sky light (sky_light.glsl), in the
// variants the light asks for: with the sun's shadow map read or not
// (SUN_SHADOWS), and with the water between the eye and what it draws mixed
// in or not (UNDER_WATER_FOG: under_water_fog.glsl). Software GL runs both
// sides of a branch, so a frame without shadows, or seen from above the
// water, runs a program with none of their instructions. The variants
// without the fog are built at once (a mistake in the source shows at
// start-up), unless a program is only ever drawn under the water; those
// with it the first time a light under the water asks.
#include <array>
#include <string>
#include <vector>

#include "render/effects/sky_light.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class LitPrograms {
 public:
  // Which variants load() builds before any is asked for: the two seen from
  // above the water, or none (a program drawn only with the fog, whose
  // fog-less variants would be compiled and never drawn).
  enum class BuildAtOnce { AboveWater, None };
  // `defines` as ShaderLibrary::load takes them, before the variant's own.
  void load(gl::ShaderLibrary& shaders, const std::vector<std::string>& stageFiles, const std::string& defines = {},
            BuildAtOnce atOnce = BuildAtOnce::AboveWater);
  gl::ShaderProgram& forLight(const SkyLight& light) const;

 private:
  gl::ShaderProgram& variant(bool shadows, bool fog) const;

  gl::ShaderLibrary* shaders_ = nullptr;
  std::vector<std::string> stageFiles_;
  std::string defines_;
  mutable std::array<gl::ShaderProgram*, 4> built_{};  // [2·fog + shadows]
};

}  // namespace tp
