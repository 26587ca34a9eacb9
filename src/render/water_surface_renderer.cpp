#include "render/water_surface_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "gl/conditional_render.hpp"
#include "gl/shader_library.hpp"
#include "shaders/common/optics.h"
#include "render/frame_compute_pass.hpp"
#include "shaders/common/shared_layout.h"
#include "render/wind_sea_uniforms.hpp"
#include "sim/wind_sea/whitecaps.hpp"

namespace tp {
namespace {
constexpr float kSeaLevel = 0.0f;  // m: the water at rest, where the heights are measured from

// The look's under-water visibility, kept off zero: the extinction divides by it.
float underWaterVisibility(const WaterLook& look) { return std::max(look.underWaterVisibility, 0.1f); }
}  // namespace

void WaterSurfaceRenderer::init(gl::ShaderLibrary& shaders) {
  const std::vector<std::string> stages{"render/water_surface.vert", "render/water_surface.frag"};
  perPixelPrograms_.load(shaders, stages, "#define WATER_PER_VERTEX 0\n#define WATER_FAR_SEA 0\n");
  farPerPixelPrograms_.load(shaders, stages, "#define WATER_PER_VERTEX 0\n#define WATER_FAR_SEA 1\n");
  for (int under = 0; under < 2; ++under) {
    const std::string eyeSide = "#define WATER_EYE_UNDER " + std::to_string(under) + "\n";
    perVertexPrograms_[under].load(shaders, stages, "#define WATER_PER_VERTEX 1\n#define WATER_FAR_SEA 0\n" + eyeSide);
    farPerVertexPrograms_[under].load(shaders, stages, "#define WATER_PER_VERTEX 1\n#define WATER_FAR_SEA 1\n" + eyeSide);
  }
  deferredProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 0\n#define WATER_FAR_SEA 0\n#define WATER_DEFERRED 1\n");
  farDeferredProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 0\n#define WATER_FAR_SEA 1\n#define WATER_DEFERRED 1\n");
  shadeProgram_ = &shaders.load({"render/water_shade.comp"});
  underWaterProgram_ = &shaders.load({"render/under_water.comp"}, "#define FRAME_MULTISAMPLED 1\n");
  underWaterSingleProgram_ = &shaders.load({"render/under_water.comp"}, "#define FRAME_MULTISAMPLED 0\n");
  waterlineProgram_ = &shaders.load({"render/near_plane_waterline.comp"});
  aboveWaterProgram_ = &shaders.load({"render/view_above_water.vert", "render/nothing.frag"});
  eyeUnderWaterProgram_ = &shaders.load({"render/eye_under_water.vert", "render/nothing.frag"});
  eyeUnderWater_ = gl::Query::create(GL_ANY_SAMPLES_PASSED);
  noVertices_ = gl::VertexArray::create();
  const float deep = -1e4f, calm = 0.0f;
  noFloor_ = gl::Texture::create2D(GL_R32F, 1, 1);
  noFloor_.upload(GL_RED, GL_FLOAT, &deep);
  noMask_ = gl::Texture::create2D(GL_R32F, 1, 1);
  noMask_.upload(GL_RED, GL_FLOAT, &calm);
}

namespace {

// The open sea's grid: vertex i of `vertices` a side lies at |2·uv − 1| =
// |2i − (vertices − 1)|/(vertices − 1). The patch's edge (about a fifth of
// the way out) must fall on a row of them, or the triangles across it, one
// corner sunk under the patch and one not, leave a strip outside the patch
// sloping down, which shows as a line round it: numerators are even for an
// odd count of vertices and odd for an even one.
int openSeaInnerSteps(int vertices) { return std::max(1, int(std::lround(0.2 * std::max((vertices - 1) / 2, 1)))); }
float openSeaInner(int vertices) {
  const int intervals = std::max(vertices - 1, 1);
  return float(2 * openSeaInnerSteps(vertices) + intervals % 2) / float(intervals);
}
// Cells whose corners all sink under the patch (water_surface.vert's
// kSunkInsidePatch) are left out of the mesh: the patch's own mesh covers
// them, and drawn they would only be rasterised to be discarded.
constexpr float kSunkMargin = 1e-4f;  // as the vertex shader's

WaterSurfaceRenderer::OpenSeaGrid openSeaGrid(glm::vec2 extent, float reach, int vertices) {
  const int innerSteps = openSeaInnerSteps(vertices);
  const float halfExtent = 0.5f * std::min(extent.x, extent.y);
  WaterSurfaceRenderer::OpenSeaGrid grid;
  grid.inner = openSeaInner(vertices);
  grid.growth = std::log(std::max(reach / halfExtent, 1.0f)) / (1.0f - grid.inner);
  grid.keepInside = 0.5f / float(innerSteps);
  grid.edgeSpacing = halfExtent * grid.growth * 2.0f / float(std::max(vertices - 1, 1));  // the mapping's slope × the uv step
  return grid;
}

}  // namespace

void WaterSurfaceRenderer::setGrid(int columns, int rows) {
  if (!grid_ || grid_.columns() != columns || grid_.rows() != rows) grid_ = GridMesh::create(columns, rows);
  if (!farGrid_ || farGrid_.columns() != columns)
    farGrid_ = GridMesh::create(columns, columns, openSeaInner(columns) - kSunkMargin);
}

void WaterSurfaceRenderer::draw(const RenderView& view, const gl::Texture& heights, const WaterPatch& patch,
                                const SkyLight& light, const WaterLook& look,
                                const WaterSurroundings& around, const MultisampledFrame* target) const {
  if (!waterlineFound_) findWaterline(view, heights, patch, light, look, around);
  waterlineFound_ = false;  // the next frame's is found afresh
  // Per-pixel shading into the app's multisampled frame goes through compute.
  const MultisampledFrame* frame = !perVertex_ && !look.wireframe ? target : nullptr;
  shadedByCompute_ = frame != nullptr;
  // Deferred, the meshes write depth alone: the compute pass finds the water
  // as the samples nearer than the clear.
  if (frame) glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
  if (frame) {
    drawGrids(*deferredProgram_, *farDeferredProgram_, view, heights, patch, light, look, around, frame);
  } else if (!perVertex_) {
    drawGrids(perPixelPrograms_.forLight(light), farPerPixelPrograms_.forLight(light), view, heights, patch, light,
              look, around, nullptr);
  } else if (!eyeSideCounted_) {  // the eye high above the water
    drawGrids(perVertexPrograms_[0].forLight(light), farPerVertexPrograms_[0].forLight(light), view, heights, patch,
              light, look, around, nullptr);
  } else {
    // Once a vertex the look is worked out for one side of the water, and
    // the GPU draws the side the eye is on (findWaterline counted it): the
    // frame does not wait for the answer, and each vertex pays for one side.
    for (int under = 0; under < 2; ++under) {
      const gl::ConditionalRender ifThisSide(&eyeUnderWater_, under == 1);
      drawGrids(perVertexPrograms_[under].forLight(light), farPerVertexPrograms_[under].forLight(light), view,
                heights, patch, light, look, around, nullptr);
    }
  }
}

void WaterSurfaceRenderer::drawGrids(gl::ShaderProgram& near, gl::ShaderProgram& far, const RenderView& view,
                                     const gl::Texture& heights, const WaterPatch& patch, const SkyLight& light,
                                     const WaterLook& look, const WaterSurroundings& around,
                                     const MultisampledFrame* frame) const {
  const bool openSea = look.openSeaReach > 0 && around.windSea && around.windSea->active();
  if (!openSea) {
    drawGrid(grid_, near, view, heights, patch, light, look, around, {});
    if (frame) shade(*frame, view, heights, patch, light, look, around, {}, false);
    return;
  }
  const OpenSeaGrid sea = openSeaGrid(patch.extent, look.openSeaReach, farGrid_.columns());
  setOpenSeaUniforms(far, sea);
  // The patch first: the open sea's ring sunk under its edge then fails the depth test before it is shaded.
  const GridRole patchRole{false, sea.edgeSpacing};
  drawGrid(grid_, near, view, heights, patch, light, look, around, patchRole);
  WaterLook farLook = look;
  farLook.flattenEdge = true;  // the patch's textures are stand-ins out there
  drawGrid(farGrid_, far, view, noMask_, patch, light, farLook,
           {.floorHeights = around.floorHeights, .floorExtent = around.floorExtent, .windSea = around.windSea},
           {true, sea.edgeSpacing});
  if (frame) shade(*frame, view, heights, patch, light, look, around, patchRole, true);
}

bool WaterSurfaceRenderer::viewerNearWater(const RenderView& view, const WaterSurroundings& around) {
  // The simulated waves' crests (splashes, wakes) stay within a couple of
  // metres; a wind sea's highest reach about twice its significant height.
  constexpr float kSimulatedCrests = 3.0f;  // m
  const float windSea = around.windSea && around.windSea->active() ? 2.0f * float(around.windSea->significantHeight()) : 0.0f;
  return view.eye.y < kSeaLevel + kSimulatedCrests + windSea;
}

void WaterSurfaceRenderer::drawUnderWater(const RenderView& view, const gl::Texture& heights, const WaterPatch& patch,
                                          const SkyLight& light, const WaterLook& look,
                                          const WaterSurroundings& around, const MultisampledFrame& frame) const {
  if (!viewerNearWater(view, around)) return;
  gl::ShaderProgram& program = frame.samples > 1 ? *underWaterProgram_ : *underWaterSingleProgram_;
  // The grid's role sets only how the colour fades at the patch's edge, which the fog does not read.
  setLookUniforms(program, view, patch, light, look, around, {});
  const glm::mat4 inverseViewProjection = glm::inverse(view.projection * view.view);
  glProgramUniformMatrix4fv(program.id(), program.uniform("inverseViewProjection"), 1, GL_FALSE,
                            glm::value_ptr(inverseViewProjection));
  bindSurroundings(heights, around);
  dispatchOverFrame(program, frame, GL_READ_WRITE);
}

void WaterSurfaceRenderer::findWaterline(const RenderView& view, const gl::Texture& heights,
                                         const WaterPatch& patch, const SkyLight& light, const WaterLook& look,
                                         const WaterSurroundings& around) const {
  eyeSideCounted_ = false;
  if (!viewerNearWater(view, around)) return;
  // Over the view's own pixels, from the frame's corner: each side of a
  // comparison is drawn into a frame of its own (FrameTarget).
  // A node at every tile's first pixel, and one past the last pixel's tile.
  const int columns = view.width / TP_WATERLINE_TILE + 2, rows = view.height / TP_WATERLINE_TILE + 2;
  if (!waterline_ || waterline_.width() != columns || waterline_.height() != rows)
    waterline_ = gl::Texture::create2D(GL_R32F, columns, rows);
  gl::ShaderProgram& program = *waterlineProgram_;
  setLookUniforms(program, view, patch, light, look, around, {});
  const GLuint id = program.id();
  const glm::mat4 inverseViewProjection = glm::inverse(view.projection * view.view);
  glProgramUniformMatrix4fv(id, program.uniform("inverseViewProjection"), 1, GL_FALSE,
                            glm::value_ptr(inverseViewProjection));
  glProgramUniform2i(id, program.uniform("viewSize"), view.width, view.height);
  program.use();
  bindSurroundings(heights, around);
  glBindImageTexture(TP_IMAGE_EXTRA, waterline_.id(), 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_R32F);
  glDispatchCompute(GLuint(columns + TP_GROUP_2D - 1) / TP_GROUP_2D, GLuint(rows + TP_GROUP_2D - 1) / TP_GROUP_2D, 1);
  glBindImageTexture(TP_IMAGE_EXTRA, 0, 0, GL_FALSE, 0, GL_WRITE_ONLY, GL_R32F);
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT);  // the water's shaders and the fog sample it
  // Which side of the water the eye is on, for the per-vertex look (draw()).
  const gl::ShaderProgram& eyeProgram = *eyeUnderWaterProgram_;
  setWaterlineUniforms(eyeProgram, &waterline_, {view.width, view.height}, true);
  countPoints(eyeProgram, 1, eyeUnderWater_);
  eyeSideCounted_ = true;
}

bool WaterSurfaceRenderer::findWaterlineFor(const RenderView& view, const gl::Texture& heights,
                                            const WaterPatch& patch, const SkyLight& light, const WaterLook& look,
                                            const WaterSurroundings& around) const {
  if (!viewerNearWater(view, around)) return false;
  findWaterline(view, heights, patch, light, look, around);
  waterlineFound_ = true;
  return true;
}

UnderWaterFog WaterSurfaceRenderer::underWaterFog(const RenderView& view, const SkyLight& light,
                                                  const WaterLook& look) const {
  // The view's axis is the view matrix's third row, negated (it looks down −z).
  const glm::vec3 forward = -glm::vec3(view.view[0][2], view.view[1][2], view.view[2][2]);
  return {.eye = view.eye,
          .forward = glm::normalize(forward),
          .nearPlane = perspectiveNearPlane(view.projection),
          .colourAtSurface =
              optics::underWaterBodyColour(look.deepColour, look.scatterColour, light.sunDirection, light.waterLight),
          .absorption = look.absorption,
          .extinction = optics::underWaterExtinction(look.absorption, underWaterVisibility(look)),
          .waterline = &waterline_,
          .waterlineViewSize = {view.width, view.height}};
}

bool WaterSurfaceRenderer::countViewAboveWater(const RenderView& view, const gl::Texture& heights,
                                               const WaterPatch& patch, const SkyLight& light, const WaterLook& look,
                                               const WaterSurroundings& around, const gl::Query& query) const {
  if (!findWaterlineFor(view, heights, patch, light, look, around)) return false;
  // A point a node above the water.
  countPoints(*aboveWaterProgram_, waterline_.width() * waterline_.height(), query);
  return true;
}

void WaterSurfaceRenderer::countPoints(const gl::ShaderProgram& program, int points, const gl::Query& query) const {
  // Counted and never seen: nothing is written, nothing is tested against
  // the depth drawn so far.
  const GLboolean depthTest = glIsEnabled(GL_DEPTH_TEST);
  glDisable(GL_DEPTH_TEST);
  glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
  glDepthMask(GL_FALSE);
  program.use();
  waterline_.bindUnit(TP_TEX_WATERLINE);
  noVertices_.bind();
  glBeginQuery(GL_ANY_SAMPLES_PASSED, query.id());
  glDrawArrays(GL_POINTS, 0, points);
  glEndQuery(GL_ANY_SAMPLES_PASSED);
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  glDepthMask(GL_TRUE);
  if (depthTest) glEnable(GL_DEPTH_TEST);
}

void WaterSurfaceRenderer::setOpenSeaUniforms(const gl::ShaderProgram& program, const OpenSeaGrid& sea) {
  glProgramUniform1f(program.id(), program.uniform("farInner"), sea.inner);
  glProgramUniform1f(program.id(), program.uniform("farGrowth"), sea.growth);
  glProgramUniform1f(program.id(), program.uniform("farKeepInside"), sea.keepInside);
}

void WaterSurfaceRenderer::shade(const MultisampledFrame& frame, const RenderView& view, const gl::Texture& heights,
                                 const WaterPatch& patch, const SkyLight& light, const WaterLook& look,
                                 const WaterSurroundings& around, GridRole patchRole, bool openSea) const {
  glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);  // the meshes drew depth alone
  gl::ShaderProgram& program = *shadeProgram_;
  setLookUniforms(program, view, patch, light, look, around, patchRole);
  glProgramUniform1i(program.id(), program.uniform("openSea"), openSea ? 1 : 0);
  const glm::mat4 inverseViewProjection = glm::inverse(view.projection * view.view);
  glProgramUniformMatrix4fv(program.id(), program.uniform("inverseViewProjection"), 1, GL_FALSE,
                            glm::value_ptr(inverseViewProjection));
  bindSurroundings(heights, around);
  dispatchOverFrame(program, frame, GL_WRITE_ONLY);  // the frame's colour: only the water's samples are written
}

void WaterSurfaceRenderer::drawGrid(const GridMesh& grid, gl::ShaderProgram& program, const RenderView& view,
                                    const gl::Texture& heights, const WaterPatch& patch, const SkyLight& light,
                                    const WaterLook& look, const WaterSurroundings& around, GridRole role) const {
  setLookUniforms(program, view, patch, light, look, around, role);
  const GLuint id = program.id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program.uniform("viewProjection"), 1, GL_FALSE, glm::value_ptr(viewProjection));
  const glm::vec2 meshStep(1.0f / float(std::max(grid.columns() - 1, 1)), 1.0f / float(std::max(grid.rows() - 1, 1)));
  glProgramUniform2fv(id, program.uniform("meshStep"), 1, glm::value_ptr(meshStep));
  glProgramUniform1f(id, program.uniform("windSeaEdgeSpacing"), role.openSea ? 0.0f : role.openSeaSpacing);
  program.use();
  bindSurroundings(heights, around);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  if (look.wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
  grid.draw();
  if (look.wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
}

void WaterSurfaceRenderer::bindSurroundings(const gl::Texture& heights, const WaterSurroundings& around) const {
  heights.bindUnit(TP_TEX_HEIGHT);
  (around.floorHeights ? *around.floorHeights : noFloor_).bindUnit(TP_TEX_FLOOR);
  (around.calmMask ? *around.calmMask : noMask_).bindUnit(TP_TEX_CALM_MASK);
  (around.foam ? *around.foam : noMask_).bindUnit(TP_TEX_FOAM);
}

void WaterSurfaceRenderer::setLookUniforms(gl::ShaderProgram& program, const RenderView& view,
                                           const WaterPatch& patch, const SkyLight& light, const WaterLook& look,
                                           const WaterSurroundings& around, GridRole role) const {
  const GLuint id = program.id();
  glProgramUniform2fv(id, program.uniform("extent"), 1, glm::value_ptr(patch.extent));
  glProgramUniform2fv(id, program.uniform("patchCentre"), 1, glm::value_ptr(patch.centre));
  const glm::vec2 floorExtent = around.floorExtent.x > 0 ? around.floorExtent : patch.extent;
  glProgramUniform2fv(id, program.uniform("floorExtent"), 1, glm::value_ptr(floorExtent));
  glProgramUniform1f(id, program.uniform("seaLevel"), kSeaLevel);
  glProgramUniform3fv(id, program.uniform("eye"), 1, glm::value_ptr(view.eye));
  setSkyLightUniforms(program, light);
  glProgramUniform3fv(id, program.uniform("deepColour"), 1, glm::value_ptr(look.deepColour));
  glProgramUniform3fv(id, program.uniform("scatterColour"), 1, glm::value_ptr(look.scatterColour));
  glProgramUniform1f(id, program.uniform("crestHeight"), look.crestHeight);
  glProgramUniform1f(id, program.uniform("hazeDistance"), look.hazeDistance);
  glProgramUniform1f(id, program.uniform("edgeFadeWidth"), look.edgeFadeWidth);
  glProgramUniform1i(id, program.uniform("flattenEdge"), look.flattenEdge ? 1 : 0);
  // With an open sea round it the patch's colour runs on across its edge.
  glProgramUniform1i(id, program.uniform("fadeEdgeColour"), role.openSeaSpacing > 0 ? 0 : 1);
  // Shaded per vertex, one vertex catching the sun's disc lights its whole
  // fan of triangles, a white star: that water shows the sun's glow only.
  glProgramUniform1f(id, program.uniform("sunDiscInReflection"), perVertex_ ? 0.0f : 1.0f);
  glProgramUniform3fv(id, program.uniform("floorColour"), 1, glm::value_ptr(look.floorColour));
  glProgramUniform3fv(id, program.uniform("absorption"), 1, glm::value_ptr(look.absorption));
  // The glitter is drawn per pixel only: shaded once a vertex, its mean spread
  // over whole triangles reads as a milky sheet, not as points of light.
  glProgramUniform1f(id, program.uniform("glintSlopeVariance"), perVertex_ ? 0.0f : look.glintSlopeVariance);
  // Where a hull's churn has damped those waves (the foam's second channel,
  // FoamField), a slick keeps only still water's ripples.
  glProgramUniform1f(id, program.uniform("glintSlickVariance"), optics::kStillRippleSlopeVariance);
  glProgramUniform1f(id, program.uniform("glintTime"), look.time);
  // Radians a pixel spans at the screen's middle: the projection's 2·tan(fov/2) over the rows.
  glProgramUniform1f(id, program.uniform("pixelSpread"), 2.0f / (view.projection[1][1] * float(std::max(view.height, 1))));
  glProgramUniform1f(id, program.uniform("shoreSurf"), look.shoreSurf);
  glProgramUniform1f(id, program.uniform("swashScale"), look.swash);
  setWaterlineUniforms(program, &waterline_, {view.width, view.height}, viewerNearWater(view, around));
  glProgramUniform1f(id, program.uniform("underWaterVisibility"), underWaterVisibility(look));
  const bool windy = around.windSea && around.windSea->active();
  setWindSeaSampleUniforms(program, around.windSea, look.choppiness, noMask_);
  if (windy) {
    const WindSeaCascades& sea = *around.windSea;
    const WhitecapThreshold whitecaps = whitecapThreshold(sea.windSpeed(), look.choppiness, sea.divergenceVariance());
    glProgramUniform2f(id, program.uniform("windSeaWhitecap"), float(whitecaps.begin), float(whitecaps.full));
    // A wind sea's crests light up as the simulated waves' do, scaled so its
    // significant height reaches the scatter colour no sooner than crestHeight.
    glProgramUniform1f(id, program.uniform("windSeaCrestShare"),
                       look.crestHeight / std::max(look.crestHeight, float(sea.significantHeight())));
  }
  setMirrorUniforms(program, perVertex_ ? nullptr : around.mirror);
  setCausticsUniforms(program, perVertex_ ? nullptr : around.caustics);
}

}  // namespace tp
