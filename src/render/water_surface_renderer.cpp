#include "render/water_surface_renderer.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "sim/wind_sea/whitecaps.hpp"

namespace tp {

void WaterSurfaceRenderer::init(gl::ShaderLibrary& shaders) {
  const std::vector<std::string> stages{"render/water_surface.vert", "render/water_surface.frag"};
  perPixelProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 0\n#define WATER_FAR_SEA 0\n");
  perVertexProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 1\n#define WATER_FAR_SEA 0\n");
  farPerPixelProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 0\n#define WATER_FAR_SEA 1\n");
  farPerVertexProgram_ = &shaders.load(stages, "#define WATER_PER_VERTEX 1\n#define WATER_FAR_SEA 1\n");
  const float deep = -1e4f, calm = 0.0f;
  noFloor_ = gl::Texture::create2D(GL_R32F, 1, 1);
  noFloor_.upload(GL_RED, GL_FLOAT, &deep);
  noMask_ = gl::Texture::create2D(GL_R32F, 1, 1);
  noMask_.upload(GL_RED, GL_FLOAT, &calm);
}

void WaterSurfaceRenderer::setGrid(int columns, int rows) {
  if (!grid_ || grid_.columns() != columns || grid_.rows() != rows) grid_ = GridMesh::create(columns, rows);
}

void WaterSurfaceRenderer::draw(const RenderView& view, const gl::Texture& heights, glm::vec2 extent,
                                const glm::vec3& sunDirection, const WaterLook& look,
                                const WaterSurroundings& around) const {
  drawGrid(grid_, perVertex_ ? *perVertexProgram_ : *perPixelProgram_, view, heights, extent, sunDirection, look,
           around);
}

void WaterSurfaceRenderer::drawFarSea(const RenderView& view, glm::vec2 extent, float reachMetres, int vertices,
                                      const glm::vec3& sunDirection, const WaterLook& look,
                                      const WindSeaCascades& windSea, const gl::Texture* floorHeights) {
  if (!windSea.active()) return;
  if (!farGrid_ || farGrid_.columns() != vertices) farGrid_ = GridMesh::create(vertices, vertices);
  gl::ShaderProgram& program = perVertex_ ? *farPerVertexProgram_ : *farPerPixelProgram_;
  // The patch's edge on a whole vertex: a fifth of the grid's half-width inside it.
  const int half = (vertices - 1) / 2;
  const int innerSteps = std::max(1, int(std::lround(0.2 * half)));
  const float inner = float(innerSteps) / float(half);
  const float growth = std::log(reachMetres / (0.5f * std::min(extent.x, extent.y))) / (1.0f - inner);
  glProgramUniform1f(program.id(), program.uniform("farInner"), inner);
  glProgramUniform1f(program.id(), program.uniform("farGrowth"), growth);
  // The ring of triangles inside the edge is one inner grid step wide.
  glProgramUniform1f(program.id(), program.uniform("farKeepInside"), 0.5f / float(innerSteps));
  farEdgeSpacing_ = 0.5f * std::min(extent.x, extent.y) * growth * 2.0f / float(vertices - 1);
  WaterLook far = look;
  far.fadeEdgeColour = false;
  far.sunDiscInReflection = !perVertex_;
  far.flattenEdge = true;
  drawGrid(farGrid_, program, view, noMask_, extent, sunDirection, far, {floorHeights, nullptr, nullptr, &windSea});
}

void WaterSurfaceRenderer::drawGrid(const GridMesh& grid, gl::ShaderProgram& shader, const RenderView& view,
                                    const gl::Texture& heights, glm::vec2 extent, const glm::vec3& sunDirection,
                                    const WaterLook& look, const WaterSurroundings& around) const {
  gl::ShaderProgram* const program = &shader;
  const GLuint id = program->id();
  const glm::mat4 viewProjection = view.projection * view.view;
  glProgramUniformMatrix4fv(id, program->uniform("viewProjection"), 1, GL_FALSE,
                            glm::value_ptr(viewProjection));
  glProgramUniform2fv(id, program->uniform("extent"), 1, glm::value_ptr(extent));
  glProgramUniform1f(id, program->uniform("seaLevel"), 0.0f);
  glProgramUniform3fv(id, program->uniform("eye"), 1, glm::value_ptr(view.eye));
  glProgramUniform3fv(id, program->uniform("sunDirection"), 1, glm::value_ptr(sunDirection));
  glProgramUniform3fv(id, program->uniform("deepColour"), 1, glm::value_ptr(look.deepColour));
  glProgramUniform3fv(id, program->uniform("scatterColour"), 1, glm::value_ptr(look.scatterColour));
  glProgramUniform1f(id, program->uniform("crestHeight"), look.crestHeight);
  glProgramUniform1f(id, program->uniform("hazeDistance"), look.hazeDistance);
  glProgramUniform1f(id, program->uniform("edgeFadeWidth"), look.edgeFadeWidth);
  glProgramUniform1i(id, program->uniform("flattenEdge"), look.flattenEdge ? 1 : 0);
  glProgramUniform1i(id, program->uniform("fadeEdgeColour"), look.fadeEdgeColour ? 1 : 0);
  glProgramUniform1f(id, program->uniform("sunDiscInReflection"), look.sunDiscInReflection ? 1.0f : 0.0f);
  glProgramUniform1f(id, program->uniform("windSeaEdgeSpacing"), look.fadeEdgeColour ? 0.0f : farEdgeSpacing_);
  glProgramUniform3fv(id, program->uniform("floorColour"), 1, glm::value_ptr(look.floorColour));
  glProgramUniform1f(id, program->uniform("clarity"), look.clarity);
  glProgramUniform2f(id, program->uniform("foamSlope"), look.foamStart, look.foamFull);
  const glm::vec2 meshStep(1.0f / float(std::max(grid.columns() - 1, 1)), 1.0f / float(std::max(grid.rows() - 1, 1)));
  glProgramUniform2fv(id, program->uniform("meshStep"), 1, glm::value_ptr(meshStep));
  const bool windy = around.windSea && around.windSea->active();
  glProgramUniform1i(id, program->uniform("windSeaOn"), windy ? 1 : 0);
  if (windy) {
    glProgramUniform2f(id, program->uniform("windSeaPatch"), float(around.windSea->patchMetres(0)),
                       float(around.windSea->patchMetres(1)));
    glProgramUniform1f(id, program->uniform("choppiness"), look.choppiness);
    const WindSeaCascades& sea = *around.windSea;
    const WhitecapThreshold whitecaps = whitecapThreshold(sea.windSpeed(), look.choppiness, sea.divergenceVariance());
    glProgramUniform2f(id, program->uniform("windSeaWhitecap"), float(whitecaps.begin), float(whitecaps.full));
    glProgramUniform1f(id, program->uniform("windSeaHeight"), float(sea.significantHeight()));
    // A wind sea's crests light up as the simulated waves' do, scaled so its
    // significant height reaches the scatter colour no sooner than crestHeight.
    glProgramUniform1f(id, program->uniform("windSeaCrestShare"),
                       look.crestHeight / std::max(look.crestHeight, float(sea.significantHeight())));
  }
  program->use();
  heights.bindUnit(TP_TEX_HEIGHT);
  (around.floorHeights ? *around.floorHeights : noFloor_).bindUnit(TP_TEX_FLOOR);
  (around.calmMask ? *around.calmMask : noMask_).bindUnit(TP_TEX_CALM_MASK);
  (around.foam ? *around.foam : noMask_).bindUnit(TP_TEX_FOAM);
  const GLuint windUnits[2][2] = {{TP_TEX_WIND_SEA_DISPLACEMENT_0, TP_TEX_WIND_SEA_SLOPE_0},
                                  {TP_TEX_WIND_SEA_DISPLACEMENT_1, TP_TEX_WIND_SEA_SLOPE_1}};
  for (int i = 0; i < WindSeaCascades::kCascades; ++i) {
    (windy ? around.windSea->cascade(i).displacementTexture() : noMask_).bindUnit(windUnits[i][0]);
    (windy ? around.windSea->cascade(i).slopeTexture() : noMask_).bindUnit(windUnits[i][1]);
  }
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  if (look.wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
  grid.draw();
  if (look.wireframe) glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
}

}  // namespace tp
