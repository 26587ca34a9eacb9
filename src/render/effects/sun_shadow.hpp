#pragma once
// The sun's shadow map: what stands in the sunlight (islands, boats, crates,
// buoys) drawn once more as seen from the sun, depth only, through an
// orthographic box round the scene; everything lit then asks it whether
// the sun reaches its point (shaders/render/effects/sun_shadow.glsl, through
// sky_light.glsl, so every lit shader of a scene that has one gets shadows:
// the water, the floor under it, the terrain, boats and buoys).
//
// One map over the whole scene, not cascades: the harbor's basin is 50 m
// across (76 m with the buoys), so 1024 texels put 7.4 cm in a texel, about
// the width of a crate's edge.
#include <cstdint>
#include <optional>

#include <glm/glm.hpp>

#include "core/view_types.hpp"
#include "gl/objects.hpp"
#include "gl/saved_draw_target.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

// The sun's view of a sphere of `radius` metres round `centre`: an
// orthographic projection along −sunDirection, its near plane outside the
// sphere. Its projection·view takes a world point to the map's clip space.
RenderView sunView(glm::vec3 sunDirection, glm::vec3 centre, float radius);

class SunShadow {
 public:
  // Binds the map (texels a side: `size`), clears it, and turns on a depth
  // bias against acne; returns the view to draw the shadow casters with
  // (their colour is not written). end() puts back what was bound before.
  RenderView begin(glm::vec3 sunDirection, glm::vec3 centre, float radius, int size);
  void end();
  // The whole pass: begin(), `drawCasters(fromSun)` with the view begin()
  // returns, end().
  template <class DrawCasters>
  void draw(glm::vec3 sunDirection, glm::vec3 centre, float radius, int size, DrawCasters&& drawCasters) {
    const RenderView fromSun = begin(sunDirection, centre, radius, size);
    drawCasters(fromSun);
    end();
  }

  // The same pass for casters of which some stand still (islands): those are
  // drawn by `drawStill` once into a map of their own, kept while the sun,
  // the map's place and size and `stillKey` (the caller's word for how they
  // are drawn: a mesh's resolution, say) stay the same; each pass starts
  // from a copy of it, and `drawMoving` adds what moves. On a compute part
  // the raster path is narrow, and a copy is not drawn through it.
  template <class DrawStill, class DrawMoving>
  void drawKeepingStill(glm::vec3 sunDirection, glm::vec3 centre, float radius, int size, uint64_t stillKey,
                        DrawStill&& drawStill, DrawMoving&& drawMoving) {
    const StillCasters wanted{sunDirection, centre, radius, size, stillKey};
    const bool kept = still_ && *still_ == wanted;
    const RenderView fromSun = begin(sunDirection, centre, radius, size, kept);
    if (!kept) {
      drawStill(fromSun);
      keepStill(wanted);
    }
    drawMoving(fromSun);
    end();
  }

  // The depth texture (nearest texels, compared in sun_shadow.glsl), with a
  // border of 1: outside it everything is lit.
  const gl::Texture& depth() const { return depth_; }
  // World position -> (map u, v, depth), each in [0, 1].
  const glm::mat4& worldToMap() const { return worldToMap_; }
  // How far (world units) a point that asks is pushed along its normal so a
  // lit face does not shadow itself: 0.4 of a texel, whatever the map spans.
  float normalOffset() const { return normalOffset_; }
  bool drawn() const { return drawn_; }

 private:
  struct StillCasters {
    glm::vec3 sunDirection, centre;
    float radius;
    int size;
    uint64_t key;
    bool operator==(const StillCasters&) const = default;
  };
  // `fromStill`: start from the kept still casters' depth instead of a clear.
  RenderView begin(glm::vec3 sunDirection, glm::vec3 centre, float radius, int size, bool fromStill);
  void keepStill(const StillCasters& drawn);

  gl::Texture depth_, stillDepth_;
  std::optional<StillCasters> still_;  // what stillDepth_ holds
  gl::Framebuffer framebuffer_;
  int size_ = 0;
  glm::mat4 worldToMap_{1};
  float normalOffset_ = 0;
  gl::SavedDrawTarget previous_;
  bool drawn_ = false;
};

// Sets sun_shadow.glsl's uniforms of `program` (sunShadowOn, and with a map
// drawn this frame its transform) and binds the map to its texture unit;
// `shadow` null or not drawn: nothing casts a shadow. A program without
// sunShadowOn is left alone.
void setSunShadowUniforms(const gl::ShaderProgram& program, const SunShadow* shadow);

}  // namespace tp
