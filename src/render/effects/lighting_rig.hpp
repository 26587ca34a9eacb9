#pragma once
// One lighting rig for every scene: the baked sky, the sun's shadow map and
// the sunlight on the floor under the water (caustics), each made only when
// the scene asks, in the frame plan's order (render/frame_plan.cpp: "sky
// bake", "shadow", "caustics"), each timed as its pass. A scene says what
// it wants lit (LightingWish); it gets the SkyLight that every lit shader
// reads (sky_light.glsl), with the shadow map set when one was drawn, and
// the caustics map to hand the water and the floor.
#include <cstdint>
#include <functional>
#include <optional>

#include <glm/glm.hpp>

#include "core/view_types.hpp"
#include "render/effects/floor_caustics.hpp"
#include "render/effects/sky_cube.hpp"
#include "render/effects/sky_light.hpp"
#include "render/effects/sun_shadow.hpp"

namespace tp::gl {
class GpuTimers;
class ShaderLibrary;
}  // namespace tp::gl

namespace tp {

struct ShadowWish {
  glm::vec3 centre{0.0f};  // the map covers a sphere of `radius` round it (world units)
  float radius = 1.0f;
  int mapSize = 1024;      // texels a side
  // The direction the light travels when it casts (unit, downwards): the
  // bowl's sunlight bent into its water. None: straight from the sun.
  std::optional<glm::vec3> lightTravel;
  // The casters that move, drawn depth-only with the sun's view; they read
  // the rig's light() as it stands, before the map (a map must not read itself).
  std::function<void(const RenderView&)> drawMoving;
  // Casters that stand still (islands), kept in a map of their own while
  // the sun, the map and `stillKey` stay the same; none: every caster moves.
  std::function<void(const RenderView&)> drawStill;
  uint64_t stillKey = 0;
};

struct CausticsWish {
  CausticsSurface surface;
  int mapSize = 256;  // texels a side
  int pointsPerTexel = FloorCaustics::kPointsPerTexel;  // the surface's points a texel, a side (FloorCaustics::update)
};

struct LightingWish {
  // The sky to bake, whose sun lights the scene. None: the gradient sky of
  // sky.glsl with the sun towards `sunDirection` (the planet's space and aquarium).
  std::optional<SkySettings> sky;
  glm::vec3 sunDirection{0.0f, 1.0f, 0.0f};
  std::optional<ShadowWish> shadow;      // none: nothing casts a shadow
  std::optional<CausticsWish> caustics;  // none: no caustics map
};

// Which of the rig's parts that have programs a scene uses.
struct LightingParts {
  bool sky = false;
  bool caustics = false;
};

class LightingRig {
 public:
  // Builds the programs of the parts the scene will wish for (a shadow map
  // needs none of its own): at init, so a shader that does not build stops
  // the app before its first frame, as every scene's do.
  void init(gl::ShaderLibrary& shaders, LightingParts parts);
  // Runs the passes `wish` asks for, each under `timers`, and returns the light.
  const SkyLight& update(gl::GpuTimers& timers, const LightingWish& wish);
  // The light of the last update().
  const SkyLight& light() const { return light_; }
  // The caustics map made by the last update(), or null.
  const FloorCaustics* caustics() const { return causticsMade_ ? &caustics_ : nullptr; }
  // The baked sky, for what reads it outside a SkyLight (bakes: a test's count).
  const SkyCube& skyCube() const { return skyCube_; }

 private:
  LightingParts parts_;
  SkyCube skyCube_;
  SunShadow shadow_;
  FloorCaustics caustics_;
  SkyLight light_;
  bool causticsMade_ = false;
};

}  // namespace tp
