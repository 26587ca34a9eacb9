#pragma once
// What stands on the water, mirrored in it: the scene above the water level
// drawn once more from the camera mirrored through that level, into an image
// of its own; the water then looks it up at its own pixel, pushed aside by
// the wave's tilt (water_surface.frag, effects/planar_reflection.glsl), and
// shows the baked sky where the image holds nothing.
//
// Why planar and not screen-space: a screen-space reflection can only mirror
// what the camera already sees, so an island's far side, the underside of a
// hull, or a boat cut off by the frame's edge would leave holes that fill
// with sky as the camera moves. The harbor's water lies about one level, the
// case a planar mirror is exact for; the waves only bend it, which the
// normal-offset lookup stands in for. Its cost is one more draw of the
// things above the water, at a fraction of the frame's pixels.
#include <glm/glm.hpp>

#include "core/view_types.hpp"
#include "gl/objects.hpp"
#include "gl/saved_draw_target.hpp"

namespace tp::gl {
class ShaderProgram;
}

namespace tp {

// `view` seen in a mirror lying at height `level`: the camera and its eye
// reflected through the plane y = level, clipping away what lies below it
// (less `belowTolerance` metres, so a hull's waterline meets its mirror
// image without a gap). The projection and the pixel size stay.
RenderView mirroredView(const RenderView& view, float level, float belowTolerance = 0.05f);

class PlanarReflection {
 public:
  // Binds the mirror's image (its size a `scale` of the view's, at least
  // 1x1), clears it to nothing (alpha 0: the sky shows there) and turns on
  // the clip plane; returns the view to draw the mirrored things with. The
  // framebuffer and viewport bound before are put back by end().
  RenderView begin(const RenderView& view, float level, float scale);
  void end();

  const gl::Texture& image() const { return colour_; }
  // The view the image was drawn with: the water projects into it.
  const RenderView& view() const { return mirrored_; }
  float level() const { return level_; }  // metres: the plane it mirrors through
  bool drawn() const { return drawn_; }

 private:
  void resize(int width, int height);

  gl::Texture colour_, depth_;
  gl::Framebuffer framebuffer_;
  int width_ = 0, height_ = 0;
  RenderView mirrored_;
  float level_ = 0;
  gl::SavedDrawTarget previous_;
  bool drawn_ = false;
};

// Sets planar_reflection.glsl's uniforms on `program` and binds the image:
// `mirror` drawn this frame, or nullptr (or not drawn): the sky alone.
void setMirrorUniforms(gl::ShaderProgram& program, const PlanarReflection* mirror);

}  // namespace tp
