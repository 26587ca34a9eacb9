#include "render/frame_plan.hpp"

#include <algorithm>

namespace tp {
namespace {

constexpr uint32_t kFrame = kFrameColour | kFrameDepth;

// The order matters where a row reads what a row above it wrote, and at one
// more place: the deferred water (render/water_surface_renderer.*) finds its
// samples as those nearer than the clear, so it is the first pass after the
// clear that writes the frame's depth. Passes that prepare data (sky bake,
// shadow, reflection, caustics) come before any that draws into the frame.
constexpr FramePassSpec kPlan[] = {
    {"clear", "app/compare/side_set.cpp (render/frame_target.*)", 0, kFrame},
    // Solver fields brought up to date for drawing (a paused scene's changed parameters).
    {"wind sea", "scenes/harbor_scene.cpp", kSimFields, kSimFields},
    {"demo heights", "scenes/demo_scene.cpp", 0, kSimFields},
    {"planet normals", "scenes/planet_scene.cpp", kSimFields, kSimFields},
    // Where the harbor's view starts under the water, before the mirror that
    // is drawn only if some of it does not (elsewhere the water finds it itself).
    {"waterline", "scenes/harbor/harbor_picture.cpp (render/water_surface_renderer.*)", kSimFields, kWaterline},
    // What the passes that draw look up: the lighting rig's three
    // (render/effects/lighting_rig.*), then the harbor's mirror.
    {"sky bake", "render/effects/sky_cube.cpp", 0, kSkyCube},
    {"shadow", "render/effects/sun_shadow.cpp", kSimFields, kShadowMap},
    {"caustics", "render/effects/floor_caustics.cpp", kSimFields, kCausticsMap},
    {"reflection", "scenes/harbor/harbor_picture.cpp (render/effects/planar_reflection.*)",
     kSimFields | kSkyCube | kShadowMap | kWaterline, kMirror},
    // The harbor's and the demo's open water: the water first, then what stands in it, then the sky.
    // (The water finds the waterline itself where no waterline pass did.)
    {"water", "render/water_surface_renderer.cpp",
     kSimFields | kSkyCube | kShadowMap | kMirror | kCausticsMap | kFrameDepth | kWaterline, kFrame | kWaterline},
    {"terrain", "render/terrain_renderer.cpp", kSkyCube | kShadowMap, kFrame},
    {"boats", "scenes/harbor/harbor_picture.cpp", kSimFields | kSkyCube | kShadowMap, kFrame},
    {"sky", "render/effects/sky_renderer.cpp", kSkyCube | kMirror | kFrameDepth, kFrameColour},
  // The water between the eye and all of the above where the view starts under the surface.
  {"under water", "render/water_surface_renderer.cpp", kSimFields | kFrame | kWaterline, kFrameColour},
    // The bowl: what stands behind the water drawn first, then seen through it.
    {"bowl opaque", "scenes/bowl_scene.cpp", kSimFields | kSkyCube | kShadowMap | kCausticsMap, kFrame},
    {"bowl water", "scenes/bowl/bowl_renderer.cpp", kSimFields | kSkyCube | kFrame, kSceneCopy | kFrame},
    {"bowl glass", "scenes/bowl/bowl_renderer.cpp", kSimFields | kSkyCube | kSceneCopy | kFrame,
     kSceneCopy | kFrame},
    // The planet: the core, fish, crates and the backdrop, then the ball of water that bends them.
    {"planet opaque", "scenes/planet_scene.cpp", kSimFields | kShadowMap, kFrame},
    {"planet water", "scenes/planet/planet_renderer.cpp", kSimFields | kShadowMap | kFrame, kSceneCopy | kFrame},
    // The ocean look's cloud deck and the haze over it, blended over everything.
    {"planet air", "scenes/planet/planet_renderer.cpp", kFrameColour, kFrameColour},
    // The fluid's tank, and the totals its panel plots.
    {"fluid view", "scenes/fluid_scene.cpp", kSimFields | kSkyCube | kShadowMap | kCausticsMap | kFrameDepth,
     kFrame},
    {"fluid totals", "scenes/fluid_scene.cpp", kSimFields, kReadback},
    // After the scene: one image, then what is drawn over it.
    {"resolve", "render/frame_target.cpp", kFrameColour, kResolvedColour},
    {"compose", "app/compare/side_set.cpp", kResolvedColour, kResolvedColour},
    {"captions", "app/app.cpp", kResolvedColour, kResolvedColour},
    {"ui", "ui/imgui_layer.cpp", kResolvedColour, kResolvedColour},
};

constexpr std::string_view kResourceNames[] = {"solver fields", "sky cube",     "shadow map",  "mirror",
                                               "caustics map",  "frame colour", "frame depth", "scene copy",
                                               "resolved colour", "readback", "waterline"};

}  // namespace

std::span<const FramePassSpec> framePlan() { return kPlan; }

const FramePassSpec* findFramePass(std::string_view name) {
  const auto* found = std::find_if(std::begin(kPlan), std::end(kPlan), [&](const FramePassSpec& p) { return p.name == name; });
  return found == std::end(kPlan) ? nullptr : found;
}

std::string frameResourceNames(uint32_t set) {
  std::string names;
  for (size_t bit = 0; bit < std::size(kResourceNames); ++bit) {
    if (!(set & (1u << bit))) continue;
    if (!names.empty()) names += ", ";
    names += kResourceNames[bit];
  }
  return names;
}

std::string checkFrameOrder(std::span<const std::string> ran) {
  const FramePassSpec* last = nullptr;
  for (const std::string& name : ran) {
    const FramePassSpec* pass = findFramePass(name);
    if (!pass)
      return "the frame ran the pass \"" + name + "\", which the frame plan does not list (src/render/frame_plan.cpp)";
    if (pass->name == "clear") last = nullptr;
    if (last && pass < last)
      return "the frame ran \"" + name + "\" after \"" + std::string(last->name) +
             "\", but the frame plan (src/render/frame_plan.cpp) puts it before";
    last = pass;
  }
  return {};
}

}  // namespace tp
