#include "scenes/harbor/harbor_picture.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>

#include "gl/conditional_render.hpp"
#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "scenes/harbor/harbor_fleet.hpp"
#include "scenes/harbor/harbor_look.hpp"
#include "scenes/harbor/harbor_models.hpp"
#include "shaders/common/optics.h"

namespace tp {
namespace {

// Your tug's marker: a yellow flag on a pole above it, bobbing gently, so
// the boat you steer is found at a glance among the others (linear RGB, m).
const glm::vec3 kMarkerColour{1.0f, 0.62f, 0.02f};
constexpr float kMarkerHeight = 3.4f, kMarkerBob = 0.2f;
constexpr glm::vec2 kExtent = HarborSettings::kPatchExtent;
constexpr float kFarSeaReach = 4000.0f;     // m: the open sea drawn round the basin (the haze hides its end)
constexpr float kSeaLevel = HarborSettings::kSeaLevel;
// The mirror image's size as a share of the frame's: the waves blur it by
// more than a pixel anyway, and the pass draws everything above the water again.
constexpr float kMirrorScale = 0.5f;
// The sun's shadow map covers a sphere round the patch's centre reaching
// its corners and the buoys (half-diagonal 35 m), 1024 texels a side: the
// map is drawn every frame and its fill is most of its cost, so it is no
// finer than a crate's edge needs (BENCHMARKS.md, "Shadows", compares sizes).
constexpr float kShadowRadius = 38.0f;
constexpr int kShadowMapSize = 1024;
// The caustics' map over the 50 m patch: 10 cm texels, the width of the
// finest threads of light the grid (every second texel) resolves.
constexpr int kCausticsMapSize = 512;

}  // namespace

void HarborPicture::init(gl::ShaderLibrary& shaders) {
  terrainRenderer_.init(shaders);
  meshes_.init(shaders);
  buoyRenderer_.init(shaders);
  water_.init(shaders);
  lighting_.init(shaders, {.sky = true, .caustics = true});
  sky_.init(shaders);
  viewAboveWater_ = gl::Query::create(GL_ANY_SAMPLES_PASSED);
}

void HarborPicture::render(const FrameContext& context, const HarborFrame& frame) {
  const RenderView& view = context.view;
  gl::GpuTimers& timers = context.timers;
  const HarborParams& p = frame.settings.params;
  terrainRenderer_.setGrid(p.terrainMesh);  // before the first pass that draws it
  LightingWish wish{.sky = frame.settings.sky(frame.time)};
  if (p.shadows) {
    // The casters are drawn with the sky's light alone (the rig's, before the map).
    // The islands stand still: drawn again only when the sun, the patch or the terrain's mesh moves.
    wish.shadow = ShadowWish{
        .centre = glm::vec3(frame.patchCentre.x, 0.0f, frame.patchCentre.y), .radius = kShadowRadius,
        .mapSize = kShadowMapSize,
        .drawMoving = [&](const RenderView& fromSun) { drawStandingThings(fromSun, frame, lighting_.light()); },
        .drawStill = [&](const RenderView& fromSun) { drawTerrain(fromSun, frame, lighting_.light()); },
        .stillKey = uint64_t(p.terrainMesh)};
  }
  // Shown per pixel only: the map is made only when the water is shaded so.
  const bool caustics = p.caustics && p.perPixelWater;
  if (caustics)
    wish.caustics = CausticsWish{{.heights = &frame.heights, .centre = frame.patchCentre, .extent = kExtent,
                                  .seaLevel = kSeaLevel, .floorHeights = &frame.floor,
                                  .floorExtent = frame.floorExtent, .windSea = &frame.windSea,
                                  .choppiness = p.choppiness},
                                 kCausticsMapSize};
  WaterLook look = harborWaterLook(p, frame.time);
  // With a wind sea the open sea round the basin carries it on to the horizon.
  look.openSeaReach = kFarSeaReach;
  const WaterPatch patch{frame.patchCentre, kExtent};
  const bool mirrored = p.reflections && p.perPixelWater;
  WaterSurroundings around{.floorHeights = &frame.floor, .floorExtent = frame.floorExtent,
                           .calmMask = &frame.calmMask, .foam = &frame.foam, .windSea = &frame.windSea};
  // From under the water, in a frame drawn by raster alone, each program
  // mixes the water between the eye and what it draws into its colour;
  // into the app's multisampled frame, whose water is shaded by compute,
  // the fog is a pass over the finished frame (drawUnderWater, last).
  const bool nearWater = WaterSurfaceRenderer::viewerNearWater(view, around);
  const bool fogWhileDrawing = nearWater && !context.target;
  // From under the water nothing sees the surface from above, nor the sky:
  // the mirror is drawn only if some of the view starts above the water, and
  // where none does the fogged background is one flat colour. Asked before
  // the lighting's passes, so that the GPU has the answer by the time the
  // mirror needs it and does not wait. (The waterline does not read the
  // light: last frame's will do for the uniforms it shares with the water.)
  // Otherwise it is found all the same before anything is drawn, for the
  // programs that fog what they draw by it.
  bool aboveWaterCounted = false;
  timers.begin("waterline");
  if (mirrored || fogWhileDrawing)
    aboveWaterCounted =
        water_.countViewAboveWater(view, frame.heights, patch, lighting_.light(), look, around, viewAboveWater_);
  else
    water_.findWaterlineFor(view, frame.heights, patch, lighting_.light(), look, around);
  timers.end();
  const gl::Query* aboveWaterCount = aboveWaterCounted ? &viewAboveWater_ : nullptr;
  const SkyLight& light = lighting_.update(timers, wish);
  std::optional<UnderWaterFog> fog;
  SkyLight seen = light;  // as the view sees it: the mirror and the shadows take `light`
  if (fogWhileDrawing) {
    fog = water_.underWaterFog(view, light, look);
    seen.underWaterFog = &*fog;
  }
  around.mirror = mirrored ? &mirror_ : nullptr;
  around.caustics = lighting_.caustics();
  if (mirrored) {  // before the water, which looks it up
    timers.begin("reflection");
    {
      const gl::ConditionalRender ifAnyAbove(aboveWaterCount);
      const RenderView mirror = mirror_.begin(view, kSeaLevel, kMirrorScale);  // its clears too are left out
      drawTerrain(mirror, frame, light);
      drawStandingThings(mirror, frame, light);
      mirror_.end();
    }
    timers.end();
  }
  timers.begin("water");
  water_.setGrid(p.waterMesh, p.waterMesh);
  water_.setPerVertexShading(!p.perPixelWater);
  water_.draw(view, frame.heights, patch, seen, look, around, context.computeTarget());
  timers.end();
  // From low over the water, or under it, the floor too: seen through the
  // water from below it is what the view runs into, as far as the fog lets
  // it show (the clearest colour down to e^−kUnderWaterHiddenFolds).
  const float hiddenBeyond = optics::underWaterHiddenBeyond(look.underWaterVisibility);
  timers.begin("terrain");
  terrainRenderer_.draw(view, {frame.floor, frame.floorSlopes}, kExtent, seen,
                        {.hideBelow = kHideTerrainBelow, .keepWithin = nearWater ? hiddenBeyond : 0.0f},
                        {.map = nearWater ? lighting_.caustics() : nullptr, .seaLevel = kSeaLevel},
                        aboveWaterCount);
  timers.end();
  timers.begin("boats");
  drawStandingThings(view, frame, seen);
  timers.end();
  timers.begin("sky");
  sky_.draw(view, seen, mirrored ? &mirror_ : nullptr, context.computeTarget(),
            fogWhileDrawing ? aboveWaterCount : nullptr);
  timers.end();
  if (nearWater && !fogWhileDrawing && context.textures) {
    timers.begin("under water");
    water_.drawUnderWater(view, frame.heights, patch, light, look, around, *context.textures);
    timers.end();
  }
}

void HarborPicture::drawTerrain(const RenderView& view, const HarborFrame& frame, const SkyLight& light,
                                TerrainCut cut) const {
  terrainRenderer_.draw(view, {frame.floor, frame.floorSlopes}, kExtent, light, cut);
}

void HarborPicture::drawStandingThings(const RenderView& view, const HarborFrame& frame, const SkyLight& light) const {
  const HarborFleet& fleet = frame.fleet;
  for (size_t i = 0; i < fleet.bodies().size(); ++i) {
    const FleetMember& member = fleet.members()[i];
    meshes_.draw(view, frame.models.mesh(member.kind, member.livery), fleet.bodies()[i].body.modelMatrix(), light);
  }
  drawPlayerMarker(view, frame, light);
  drawBuoys(view, light);
}

// The buoys straddle the basin's edge, and beyond it a calm sea is the
// sky's lower half, not drawn water that would hide what floats below the
// surface: they are cut at the waterline.
void HarborPicture::drawBuoys(const RenderView& view, const SkyLight& light) const {
  RenderView cut = view;
  cut.clipPlane = glm::vec4(0.0f, 1.0f, 0.0f, -kSeaLevel);
  const bool clipping = glIsEnabled(GL_CLIP_DISTANCE0);
  glEnable(GL_CLIP_DISTANCE0);
  for (size_t first = 0; first < buoys_.size(); first += BoxRenderer::kMaxBoxes) {
    const size_t count = std::min<size_t>(BoxRenderer::kMaxBoxes, buoys_.size() - first);
    buoyRenderer_.draw(cut, std::span(buoys_).subspan(first, count), light);
  }
  if (!clipping) glDisable(GL_CLIP_DISTANCE0);
}

void HarborPicture::drawPlayerMarker(const RenderView& view, const HarborFrame& frame, const SkyLight& light) const {
  const glm::vec3 above = frame.fleet.bodies().front().body.position +
                          glm::vec3(0, kMarkerHeight + kMarkerBob * float(std::sin(2.0 * frame.time)), 0);
  const Box marker[] = {{above, glm::vec3(0.45f, 0.45f, 0.45f), kMarkerColour},
                        {above - glm::vec3(0, 1.1f, 0), glm::vec3(0.06f, 0.65f, 0.06f), kMarkerColour}};
  buoyRenderer_.draw(view, marker, light);
}

}  // namespace tp
