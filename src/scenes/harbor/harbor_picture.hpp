#pragma once
// Draws a harbor frame from what the scene simulated, pass by pass: the sky
// baked for the hour, the sun's shadow map of what stands in the sunlight,
// the mirror image of it, the caustics on the floor, then the water (depth
// tint from the terrain, flat inside hulls, foam, surf, the mirror), the
// terrain, the boats, crates, marker and buoys, and the sky. The scene keeps
// the simulation (harbor_scene.cpp); this keeps the renderers and their
// order.
#include <vector>

#include <glm/glm.hpp>

#include "core/view_types.hpp"
#include "render/frame_context.hpp"
#include "render/box_renderer.hpp"
#include "render/effects/lighting_rig.hpp"
#include "render/effects/planar_reflection.hpp"
#include "render/effects/sky_renderer.hpp"
#include "render/lit_mesh.hpp"
#include "render/terrain_renderer.hpp"
#include "render/water_surface_renderer.hpp"
#include "scenes/harbor/basin_buoys.hpp"
#include "scenes/harbor/harbor_params.hpp"

namespace tp::gl {
class GpuTimers;
class ShaderLibrary;
class Texture;
}  // namespace tp::gl

namespace tp {

class HarborFleet;
class HarborModels;
class WindSeaCascades;

// What one frame shows, as the scene simulated it.
struct HarborFrame {
  const HarborSettings& settings;
  double time = 0;                  // s of simulated time: the sky's hour, the marker's bob
  glm::vec2 patchCentre{0};         // m: the simulated water's centre (x, z)
  const gl::Texture& heights;       // the water over the patch (harbor_waves.hpp)
  const gl::Texture& floor;         // the terrain's heights, m
  const gl::Texture& floorSlopes;   // and their slopes (render/terrain_slopes.hpp)
  glm::vec2 floorExtent{0};         // m the terrain covers
  const gl::Texture& calmMask;      // the hulls' footprint (WakeMask): flat water inside them
  const gl::Texture& foam;          // FoamField's cover
  const WindSeaCascades& windSea;
  const HarborFleet& fleet;
  const HarborModels& models;
};

class HarborPicture {
 public:
  void init(gl::ShaderLibrary& shaders);
  void render(const FrameContext& context, const HarborFrame& frame);

 private:
  // Seen from above the water covers the floor deeper than this (m); seen
  // from under it, the floor shows out to where the fog hides it.
  static constexpr float kHideTerrainBelow = -0.6f;
  void drawTerrain(const RenderView& view, const HarborFrame& frame, const SkyLight& light,
                   TerrainCut cut = {.hideBelow = kHideTerrainBelow}) const;
  // The boats and crates, your tug's marker and the buoys round the basin.
  void drawStandingThings(const RenderView& view, const HarborFrame& frame, const SkyLight& light) const;
  void drawBuoys(const RenderView& view, const SkyLight& light) const;
  void drawPlayerMarker(const RenderView& view, const HarborFrame& frame, const SkyLight& light) const;

  TerrainRenderer terrainRenderer_;
  LitMeshRenderer meshes_;
  BoxRenderer buoyRenderer_;
  const std::vector<Box> buoys_ = basinBuoys(HarborSettings::kBasinMetres);
  WaterSurfaceRenderer water_;
  SkyRenderer sky_;
  LightingRig lighting_;  // the sky, the sun's shadow and the caustics
  PlanarReflection mirror_;
  gl::Query viewAboveWater_;  // whether the mirror is needed (WaterSurfaceRenderer::countViewAboveWater)
};

}  // namespace tp
