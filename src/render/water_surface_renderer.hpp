#pragma once
// Draws a height-field water surface (shaders/render/water_surface.*): a grid
// mesh lifted by an R32F height texture in metres, whose texels are cell
// centres over a patch of the world (WaterPatch: where, and how many metres). Meant for every grid
// scene: the demo, the harbor. Optional inputs (WaterSurroundings): the
// floor under the water, for a depth tint that shows sand in the shallows,
// and a mask of cells where the water is held flat (inside hulls, so waves
// do not show through boats); a wind sea added to the heights, and then an
// open sea round the patch to the horizon.

#include <glm/glm.hpp>

#include <array>

#include "gl/objects.hpp"
#include "render/frame_compute_pass.hpp"
#include "render/grid_mesh.hpp"
#include "core/view_types.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/floor_caustics.hpp"
#include "render/effects/planar_reflection.hpp"
#include "render/effects/sky_light.hpp"
#include "render/lit_programs.hpp"
#include "render/under_water_fog.hpp"
#include "sim/wind_sea/wind_sea_cascades.hpp"

namespace tp::gl {
class ShaderProgram;
class Texture;
}  // namespace tp::gl

namespace tp {

struct WaterLook {
  glm::vec3 deepColour{0.004f, 0.03f, 0.06f};    // linear RGB
  glm::vec3 scatterColour{0.0f, 0.16f, 0.17f};   // linear RGB
  float crestHeight = 0.3f;                      // metres for full scatter colour
  float hazeDistance = 70.0f;                    // metres
  bool wireframe = false;
  // Edge falloff: over this share of the patch from each edge the colour
  // fades into the far sea (the sky's lower half)...
  float edgeFadeWidth = 0.3f;
  // ...and, when set, the waves flatten out too (the seed's vertex-colour falloff).
  bool flattenEdge = false;
  // With an active wind sea, the open sea round the patch out to this many
  // metres from its centre (the haze hides its end), drawn by the same call
  // on a grid whose spacing grows outwards; the patch's colour then runs on
  // across its edge instead of fading. 0: no open sea.
  float openSeaReach = 0;
  // Depth tint, with a floor (WaterSurroundings::floorHeights): the floor's
  // colour shows through the water per channel, exp(−absorption·path), the
  // path being the light's way down to the floor and back up to the eye.
  glm::vec3 floorColour{0.46f, 0.40f, 0.24f};  // linear RGB, lit by the sun
  // 1/m for red, green, blue (680, 550, 440 nm): clear coastal water. Pure
  // water's absorption (Pope & Fry 1997, Applied Optics 36(33): 0.45, 0.057,
  // 0.007) plus what plankton and dissolved matter add near a coast, most in
  // the blue (Jerlov 1976's coastal types): red goes within a few metres,
  // green and blue last, so sand under shallow water turns turquoise.
  glm::vec3 absorption{0.6f, 0.16f, 0.13f};
  // Surf along the shore, with a floor and a wind sea: white water's cover
  // where every wave breaks (0: none); where a share of them does, that
  // share of it (depth_share.h's breaking criterion).
  float shoreSurf = 0;
  // Of the swash's run-up up the beaches (Stockdon et al. 2006, swash.h)
  // drawn with a wind sea: 1 as measured, 0 none.
  float swash = 0;
  // Seen from under the water (water_from_below.glsl): metres at which the
  // view's clearest colour has faded to 5 % (three extinction lengths); the
  // other colours fade faster in the ratio of absorption plus scattering.
  float underWaterVisibility = 20.0f;
  // The wind sea, when one is given (WaterSurroundings::windSea): a point is
  // drawn at x + choppiness·D (0: heights only; 1 and above: crests sharpen
  // and, past folding, loop); whitecaps cover the share of it observed at
  // its wind (sim/wind_sea/whitecaps.hpp).
  float choppiness = 1.0f;
  // The sun's glitter from waves too short to draw (render/effects/
  // common/optics.h): their mean square slope; 0 mirrors the sun's disc instead.
  float glintSlopeVariance = 0.0f;
  float time = 0.0f;  // s: the glints sparkle with it
};

// Where the simulated heights lie: `extent` metres in x and z centred on
// `centre` (world x, z). A patch that travels with a boat moves its centre
// (harbor); the floor and the wind sea stay put in the world.
struct WaterPatch {
  glm::vec2 centre{0.0f};
  glm::vec2 extent{1.0f};
};

// Optional textures over the patch (any resolution, sampled bilinearly),
// except the floor, which lies over its own fixed square; nullptr = none.
struct WaterSurroundings {
  // R32F, metres (sea level 0), over floorExtent metres centred on the world's
  // origin; beyond its edge the floor shelves on down (common/floor_at.glsl).
  const gl::Texture* floorHeights = nullptr;
  glm::vec2 floorExtent{0.0f};  // 0: the patch's extent
  const gl::Texture* calmMask = nullptr;      // .r = 1 where the water is held flat
  const gl::Texture* foam = nullptr;          // .r in [0, 1]: white water carried on the surface; .g: a hull's churn (a slick)
  const WindSeaCascades* windSea = nullptr;   // added to the heights where it is active
  // What stands on the water, drawn mirrored this frame; reflected per pixel
  // only (shaded once a vertex, a mirror image would smear over whole triangles).
  const PlanarReflection* mirror = nullptr;
  // The sunlight the waves focus onto the floor, drawn this frame; shown per
  // pixel only (once a vertex it would smear into a blur).
  const FloorCaustics* caustics = nullptr;
};

class WaterSurfaceRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Rebuilds the grid if its vertex count changed (structural parameters);
  // the open sea's grid has `columns` vertices a side too.
  void setGrid(int columns, int rows);
  // Light quality (software GL): the look worked out once a vertex instead
  // of once a pixel (WATER_PER_VERTEX in water_surface.*). On llvmpipe at
  // 1280x720 per-pixel shading dominates the frame; per vertex its cost
  // follows the mesh. Glints and ripples finer than the mesh are lost.
  void setPerVertexShading(bool perVertex) { perVertex_ = perVertex; }
  // Whether the last draw was deferred (see draw()).
  bool shadedByCompute() const { return shadedByCompute_; }

  // The open sea's grid (water_surface.vert, WATER_FAR_SEA): |2·uv − 1| below
  // `inner` is the patch, put on a whole vertex a fifth of the way out; beyond
  // it the spacing grows as e^(growth·(|2·uv − 1| − inner)) to the reach.
  struct OpenSeaGrid {
    float inner = 0, growth = 0;
    float keepInside = 0;   // uv: the sunk ring kept inside the patch's edge, one inner step
    float edgeSpacing = 0;  // metres between vertices at the patch's edge
  };
  // The patch, and round it the open sea when look.openSeaReach and an active
  // wind sea ask for one (its floor: the patch's, shelving on outwards).
  // Per-pixel shading into `frame` (the app's multisampled frame, from the
  // FrameContext) is deferred: the meshes write only depth and a compute
  // pass shades every sample nearer than the clear (water_shade.comp); the
  // raster path's fragment stage and colour writes are narrow on a compute
  // part. So the water is the first pass after the clear to write depth
  // (render/frame_plan.cpp). Null: shaded by the fragment shader.
  void draw(const RenderView& view, const gl::Texture& heights, const WaterPatch& patch,
            const SkyLight& light, const WaterLook& look, const WaterSurroundings& around = {},
            const MultisampledFrame* frame = nullptr) const;
  // The water between the eye and what it sees where the view starts under
  // the surface (under_water.comp), over everything drawn into `frame` (its
  // textures, any sample count), with the same arguments as draw(): the last
  // pass of the scene. Nothing while the eye is high above the water.
  void drawUnderWater(const RenderView& view, const gl::Texture& heights, const WaterPatch& patch,
                      const SkyLight& light, const WaterLook& look, const WaterSurroundings& around,
                      const MultisampledFrame& frame) const;
  // Whether some of the view from `view` may lie under the water: the eye is
  // below the highest a wave there may stand (the simulated waves' and the
  // wind sea's, with a margin).
  static bool viewerNearWater(const RenderView& view, const WaterSurroundings& around);
  // Whether any of the view starts above the water, for a pass only that
  // part needs (a planar reflection: from under the water nothing sees the
  // surface from above), counted on the GPU into `query`
  // (GL_ANY_SAMPLES_PASSED) for glBeginConditionalRender, so the frame does
  // not wait on it. False, and nothing counted, while the eye is high above
  // the water (then all of it is). Finds the waterline (findWaterline) over
  // the viewport bound now, for the draw() that follows with the same view.
  bool countViewAboveWater(const RenderView& view, const gl::Texture& heights, const WaterPatch& patch,
                           const SkyLight& light, const WaterLook& look, const WaterSurroundings& around,
                           const gl::Query& query) const;
  // Finds the waterline over the viewport bound now for the draw() that
  // follows with the same view, as countViewAboveWater does, so that what
  // is drawn can be fogged by it (underWaterFog). False, and nothing found,
  // while the eye is high above the water.
  bool findWaterlineFor(const RenderView& view, const gl::Texture& heights, const WaterPatch& patch,
                        const SkyLight& light, const WaterLook& look, const WaterSurroundings& around) const;
  // The water between the eye and what it sees, for the raster programs
  // that mix it in (render/under_water_fog.hpp): `look`'s water in `light`,
  // over the waterline found for `view` (findWaterlineFor or countViewAboveWater).
  UnderWaterFog underWaterFog(const RenderView& view, const SkyLight& light, const WaterLook& look) const;

 private:
  // What differs between the patch's draw and the open sea's.
  struct GridRole {
    bool openSea = false;        // this grid is the open sea (WATER_FAR_SEA)
    float openSeaSpacing = 0;    // metres between the open sea's vertices at the patch's edge; 0: none drawn
  };
  // The patch's grid with `near`, and round it the open sea's with `far`
  // when the look asks for one; shaded into `frame` if it is deferred.
  void drawGrids(gl::ShaderProgram& near, gl::ShaderProgram& far, const RenderView& view, const gl::Texture& heights,
                 const WaterPatch& patch, const SkyLight& light, const WaterLook& look,
                 const WaterSurroundings& around, const MultisampledFrame* frame) const;
  void drawGrid(const GridMesh& grid, gl::ShaderProgram& program, const RenderView& view, const gl::Texture& heights,
                const WaterPatch& patch, const SkyLight& light, const WaterLook& look,
                const WaterSurroundings& around, GridRole role) const;
  // The deferred shading of the water the grids drew into `frame`'s depth
  // (the patch's role; whether the open sea's grid was drawn round it).
  void shade(const MultisampledFrame& frame, const RenderView& view, const gl::Texture& heights,
             const WaterPatch& patch, const SkyLight& light, const WaterLook& look, const WaterSurroundings& around,
             GridRole patchRole, bool openSea) const;
  // What the look reads, for a grid's program or the deferred pass's.
  void setLookUniforms(gl::ShaderProgram& program, const RenderView& view, const WaterPatch& patch,
                       const SkyLight& light, const WaterLook& look, const WaterSurroundings& around,
                       GridRole role) const;
  static void setOpenSeaUniforms(const gl::ShaderProgram& program, const OpenSeaGrid& sea);
  // Where the view starts under the water, every TP_WATERLINE_TILE pixels of
  // the viewport (near_plane_waterline.comp), for the water's shaders and the
  // fog, which ask it of each pixel or vertex (near_point_under_water.glsl;
  // bindSurroundings puts it on their unit). Nothing while the eye is high
  // above the water. The first thing draw() does, unless countViewAboveWater
  // has done it for this frame.
  void findWaterline(const RenderView& view, const gl::Texture& heights, const WaterPatch& patch,
                     const SkyLight& light, const WaterLook& look, const WaterSurroundings& around) const;
  void bindSurroundings(const gl::Texture& heights, const WaterSurroundings& around) const;
  // Draws `points` points of `program` (its vertices from gl_VertexID, over
  // the waterline) under `query`, writing nothing.
  void countPoints(const gl::ShaderProgram& program, int points, const gl::Query& query) const;

  LitPrograms perPixelPrograms_;
  LitPrograms farPerPixelPrograms_;
  // Once a vertex, [0] seen from above the water and [1] from under it.
  std::array<LitPrograms, 2> perVertexPrograms_;
  std::array<LitPrograms, 2> farPerVertexPrograms_;
  gl::ShaderProgram* deferredProgram_ = nullptr;
  gl::ShaderProgram* farDeferredProgram_ = nullptr;
  gl::ShaderProgram* shadeProgram_ = nullptr;
  gl::ShaderProgram* underWaterProgram_ = nullptr;       // over a multisampled frame
  gl::ShaderProgram* underWaterSingleProgram_ = nullptr;  // over one sample a pixel
  gl::ShaderProgram* waterlineProgram_ = nullptr;
  gl::ShaderProgram* aboveWaterProgram_ = nullptr;  // countViewAboveWater's points
  gl::ShaderProgram* eyeUnderWaterProgram_ = nullptr;  // findWaterline's point for the eye
  gl::Query eyeUnderWater_;  // GL_ANY_SAMPLES_PASSED: whether the eye looks out from under the water
  mutable bool eyeSideCounted_ = false;  // into eyeUnderWater_, by findWaterline for the next draw()
  gl::VertexArray noVertices_;  // its points come from gl_VertexID
  mutable gl::Texture waterline_;  // R32F, m: the level above each node's near point (findWaterline)
  mutable bool waterlineFound_ = false;  // by countViewAboveWater, for the next draw()
  bool perVertex_ = false;
  mutable bool shadedByCompute_ = false;
  GridMesh grid_, farGrid_;
  gl::Texture noFloor_, noMask_;  // 1×1 stand-ins: a floor far down, no calm (and no foam)
};

}  // namespace tp
