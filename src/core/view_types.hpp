#pragma once
// Plain types that the renderers, the scenes and the app all speak: a picking
// ray, the view a frame is drawn with, and where a scene's orbit camera starts.
#include <glm/glm.hpp>

namespace tp {

struct Ray {
  glm::vec3 origin{0};
  glm::vec3 direction{0, 0, -1};  // unit length
};

struct RenderView {
  glm::mat4 view{1}, projection{1};
  glm::vec3 eye{0};
  int width = 1, height = 1;  // framebuffer pixels
  double time = 0;            // simulated seconds
  // A world-space plane (normal, offset): where GL_CLIP_DISTANCE0 is on, only
  // points with dot(normal, p) + offset >= 0 are drawn (a mirror's image of
  // what stands above the water). Zero: nothing is clipped.
  glm::vec4 clipPlane{0};
};

struct CameraStart {
  glm::vec3 target{0};
  float distance = 5, yawDegrees = 30, pitchDegrees = 30;
  // How far the orbit may tilt: a water surface seen from below makes no
  // sense in most scenes; a floating ball of water wants the whole range.
  float minPitchDegrees = -85, maxPitchDegrees = 89;
};

}  // namespace tp
