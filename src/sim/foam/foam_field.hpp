#pragma once
// A foam field (the harbor's): a cover of white water (0 .. 1 a cell) on the simulation
// grid, stepped with the waves (shaders/sim/foam/foam_step.comp): made
// where the surface is steep or converging, carried with the surface water,
// spreading, gone over `lifetime` seconds. The water renderer draws it as
// foam (WaterSurroundings::foam, shaders/render/effects/foam_pattern.h), so
// wakes and splashes read at a glance and linger a while after the steep
// waves have spread, for either water model. Its second channel is a
// hull's churn: stamped by moving boats, carried and spread as the cover is,
// lasting `churnLifetime`; the renderer draws it as a slick (the ripples the
// turbulence damps), the lane that marks a boat's track long after its foam.
#include <vector>

#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "gl/shader_library.hpp"
#include "gl/shift_contents.hpp"
#include "shaders/sim/foam/foam_layout.h"

namespace tp {

struct FoamSettings {
  float lifetime = 3.0f;     // s: the cover falls to 1/e
  float slopeStart = 0.12f;  // tan(tilt): steeper than this makes foam...
  float slopeFull = 0.35f;   // ...at the full rate from this
  // 1/s: how fast the cover rises towards the share of the surface that
  // breaks (1 at full steepness): within about 0.4 s.
  float makeRate = 2.5f;
  // The wind sea's slope along any one direction, its deviation: added to
  // the simulated waves', it breaks their crests more readily
  // (shaders/sim/foam/breaking_in_wind.h); 0: no wind sea.
  float windSlopeDeviation = 0.0f;
  float convergence = 0.1f;  // cover a second per 1/s of the surface water converging
  // m²/s: how fast the cover spreads, as a wake's turbulence widens its white
  // trail (a metre or so over its lifetime). Grids too fine to spread it
  // that fast in one explicit step spread it less.
  float spreading = 0.15f;
  float churnLifetime = 40.0f;  // s: a hull's churn falls to 1/e; 0: none lingers
  // 1/s: cover made a second where a wave breaks over a shallow floor (FoamShore); 0: none.
  float breakingRate = 4.0f;
};

// The floor under the field, so that waves break over shallows: its heights
// (m, the sea at 0) over `floorExtent` metres centred on the world's origin,
// and where the field's grid lies in the world (its centre and extent, m).
// A wave breaks once it is 0.78 of the depth high (McCowan 1894), its crest
// about half of that above the still water: foam is made where the surface
// stands from 0.3 to 0.39 of the depth above it, at the full breakingRate
// from 0.39 (depth_share.h breaks the wind sea alike).
struct FoamShore {
  const gl::Texture* floor = nullptr;  // none: no shore
  glm::vec2 floorExtent{0.0f}, gridCentre{0.0f}, gridExtent{0.0f};
};

class FoamField {
 public:
  void init(gl::ShaderLibrary& shaders);
  void clear();
  // White water at the next step where something splashed: `cover` (0 .. 1)
  // out to half `radius` from `centre`, none at `radius` (both in the grid's
  // uv units, 0 .. 1); and `churn` (0 .. 1) alike, where a hull stirs the water.
  // At most kMaxStamps a step; more are dropped.
  void stamp(glm::vec2 centre, float radius, float cover, float churn = 0.0f);
  static constexpr size_t kMaxStamps = FOAM_MAX_STAMPS;
  // One step of `dt` s over `surface` (r: height in m, g: velocity potential
  // in m²/s or 0), whose cells are `cellSize` m; the cover follows its size.
  // The cover's texture: r the white water's cover, g the churn (RG32F).
  void step(const gl::Texture& surface, float cellSize, float dt, const FoamSettings& settings,
            const FoamShore& shore = {});
  const gl::Texture& cover() const { return cover_.read(); }
  // The cover moved by whole cells with the surface under it (a travelling
  // patch: gl/shift_contents.hpp); none flows in.
  void shiftContents(glm::ivec2 by) { gl::shiftTextureContents(cover_.read(), by); }

 private:
  void allocate(int size);
  gl::ShaderProgram* program_ = nullptr;
  gl::PingPong<gl::Texture> cover_;
  int size_ = 0;
  std::vector<glm::vec4> stamps_;
  std::vector<float> stampChurn_;
};

}  // namespace tp
