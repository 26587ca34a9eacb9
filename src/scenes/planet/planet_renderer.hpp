#pragma once
// Draws the water planet of the sphere solver (seed 000): the
// icosphere displaced along each vertex's direction by amplitude·height, with
// normals rebuilt every frame from the displaced neighbour rings by a compute
// pass (shaders/scenes/planet/planet_normals.comp: once per vertex, into the
// vertex buffer the draw reads; a vertex shader gathering its ring from the
// solver's textures would do it three times a vertex, slowly), shaded as
// refracting, reflecting water; around it the backdrop of the chosen look and,
// for the ocean look, a rocky core and an atmosphere rim.
//
// A frame: updateNormals(); the opaque things (drawCore(), fish, crates);
// drawBackdrop() (from a cube map baked once per look); drawWater() (copies
// the frame so far, then draws the water over it, looking through it);
// drawAtmosphere().
#include <glm/glm.hpp>
#include <vector>

#include "core/view_types.hpp"
#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/sky_light.hpp"
#include "render/frame_compute_pass.hpp"
#include "render/scene_copy.hpp"
#include "sim/sphere_wave/icosphere.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

class SphereWaveGpu;
class SunShadow;

struct PlanetLighting {
  int look = 0;  // PLANET_LOOK_SKY or PLANET_LOOK_OCEAN (planet_layout.h)
  // The sun (sunDirection: unit, towards it) and its shadow map drawn this
  // frame (null: none), from the lighting rig (render/effects/lighting_rig.*).
  SkyLight light;
  float crestHeight = 0.6f;         // height units at which a crest is fully white (0 = never)
  float windWaves = 0.0f;           // 0..1: the wind's ripples (planet_wind_waves.glsl)
  float time = 0.0f;                // s: the ripples run with it
  float cloudCover = 0.0f;          // 0..1: the ocean look's cloud deck (planet_clouds.glsl); 0: none
  float cloudTurn = 0.0f;           // radians the deck has drifted round the axis
};

class PlanetRenderer {
 public:
  void init(gl::ShaderLibrary& shaders);
  // The water's triangles (per-vertex data stays in the solver's textures);
  // call again after the solver's level changes. Below kDisplayLevel the
  // water is drawn on that level's mesh instead, its vertices taken from the
  // solver's by the refine pass (planet_refine.comp), so a coarse solver's
  // faces do not show.
  void setMesh(const IcosphereMesh& mesh);
  static constexpr int kDisplayLevel = 5;
  // Normals of the displaced surface from the solver's current heights.
  void updateNormals(const SphereWaveGpu& solver, float amplitude);
  // The solver mesh's vertices, in its order, as the normals pass wrote them.
  struct SurfaceVertex {
    glm::vec4 positionHeight;  // displaced position, height
    glm::vec4 normalRadius;    // unit normal, displaced radius
  };
  std::vector<SurfaceVertex> downloadSurface() const;

  void drawCore(const RenderView& view, const PlanetLighting& lighting) const;
  // Bakes the backdrop cube for the lighting's look and sun the first time and
  // whenever they change (a few hundred ms on llvmpipe, then one lookup a pixel).
  // Into `frame` (the app's multisampled frame) it fills the samples the
  // clear left by compute (planet_backdrop_fill.comp); null: drawn as a
  // triangle at the far plane.
  void drawBackdrop(const RenderView& view, const PlanetLighting& lighting, const MultisampledFrame* frame);
  // The surface as the last updateNormals() left it.
  void drawWater(const RenderView& view, const PlanetLighting& lighting);
  void drawAtmosphere(const RenderView& view, const PlanetLighting& lighting) const;
  // The ocean look's cloud deck over the frame (nothing with no cover).
  void drawClouds(const RenderView& view, const PlanetLighting& lighting) const;

 private:
  void buildCore();
  void bakeBackdrop(const PlanetLighting& lighting);

  gl::ShaderProgram* normalsProgram_ = nullptr;
  gl::ShaderProgram* waterProgram_ = nullptr;
  gl::ShaderProgram* coreProgram_ = nullptr;
  gl::ShaderProgram* backdropFillProgram_ = nullptr;
  gl::ShaderProgram* backdropProgram_ = nullptr;
  gl::ShaderProgram* atmosphereProgram_ = nullptr;
  gl::ShaderProgram* cloudsProgram_ = nullptr;
  // The water: its triangles and the vertex buffer the normals pass writes.
  gl::Buffer surfaceIndices_, surfaceVertices_;
  gl::VertexArray surfaceArray_;
  int surfaceIndexCount_ = 0;
  int vertexCount_ = 0;  // the solver's
  // Below kDisplayLevel: the display mesh's stencils and the vertices the
  // refine pass writes from surfaceVertices_ (the draw reads these instead).
  gl::ShaderProgram* refineProgram_ = nullptr;
  gl::Buffer displayStencils_, displayVertices_;
  int displayVertexCount_ = 0;  // 0: the solver's mesh is drawn
  // The ocean look's core.
  gl::Buffer coreVertices_, coreIndices_;
  gl::VertexArray coreArray_;
  int coreIndexCount_ = 0;
  gl::ShaderProgram* bakeProgram_ = nullptr;
  // The backdrop, baked: RGBA16F (the sun is brighter than 1), kBackdropSize² a face.
  gl::Object backdrop_;
  int bakedLook_ = -1;
  glm::vec3 bakedSun_{0};
  gl::VertexArray emptyArray_;  // full-screen passes
  SceneCopy behindWater_;
};

}  // namespace tp
