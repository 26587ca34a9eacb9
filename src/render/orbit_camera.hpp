#pragma once
// An orbit camera: it circles a target point at a distance, at a yaw (around
// +y) and a pitch (above the horizon). Right-drag orbits, middle-drag pans,
// the wheel zooms, a double-click moves the target to the picked point.
// World convention: y up, metres.
#include <glm/glm.hpp>

#include <functional>
#include <optional>

#include "core/view_types.hpp"

namespace tp {

// Where the camera is, as four numbers a recording can store and restore.
struct CameraPose {
  glm::vec3 target{0};
  float distance = 5, yawDegrees = 30, pitchDegrees = 30;
  bool operator==(const CameraPose&) const = default;
};

class OrbitCamera {
 public:
  void start(const CameraStart& start);

  CameraPose pose() const { return {target_, distance_, yawDegrees_, pitchDegrees_}; }
  // Restores a pose (a replay's camera); distance and pitch are kept within limits.
  void setPose(const CameraPose& pose);

  // Drag by `pixels` (x right, y down): degrees per pixel are fixed so a
  // drag across a 1000-pixel window turns half a circle.
  void orbit(glm::vec2 pixels);
  // Moves the target in the view plane so the point under the cursor follows it.
  void pan(glm::vec2 pixels, int viewportHeight);
  // Wheel clicks: each multiplies the distance by 0.9 (in) or 1/0.9 (out).
  void zoom(float clicks);
  void focus(const glm::vec3& point) { target_ = point; }
  // Moves the target towards `point` over `seconds`: a lag of kFollowSeconds
  // (exponential), so a following view glides instead of jerking with every
  // bump of what it follows. Distance, yaw and pitch stay the player's.
  void follow(const glm::vec3& point, double seconds);
  static constexpr double kFollowSeconds = 0.3;

  glm::mat4 view() const;
  glm::mat4 projection(float aspect) const;
  glm::vec3 eye() const;
  glm::vec3 target() const { return target_; }
  float distance() const { return distance_; }

  static constexpr float kFovYDegrees = 45;
  static constexpr float kMinDistance = 0.05f, kMaxDistance = 5000;

 private:
  glm::vec3 target_{0};
  float distance_ = 5, yawDegrees_ = 30, pitchDegrees_ = 30;
  float minPitch_ = -85, maxPitch_ = 89;  // from the scene's CameraStart
};

// Where the eye of `pose` lies (OrbitCamera::eye() for that pose).
glm::vec3 eyeOf(const CameraPose& pose);

// A key's dive: from above the water at `seaLevel` (m), the same target and
// heading with the eye kDiveDepth under the surface, looking a little up,
// no farther out than kDiveDistance so what it looked at stays in sight;
// from under it, back up to kSurfacePitch. Yaw and target are kept.
CameraPose diveOrSurface(const CameraPose& now, float seaLevel);
constexpr float kDiveDepth = 1.5f;         // m under the surface
constexpr float kDiveDistance = 14.0f;     // m
constexpr float kSurfacePitchDegrees = 20.0f;

// The pose with the eye pulled in along its line to the target until it is
// `clearance` metres above the floor that `floorAt(x, z)` gives (a camera
// under the water kept out of the sea floor); where no distance does, the
// pitch raised to level instead. None when the eye is clear already.
std::optional<CameraPose> keptAboveFloor(const CameraPose& pose, const std::function<float(float, float)>& floorAt,
                                         float clearance);

// The world-space ray through a framebuffer pixel (origin top-left, pixel
// centres at +0.5), starting on the near plane.
Ray rayFromPixel(const glm::mat4& view, const glm::mat4& projection, glm::vec2 pixel,
                 glm::ivec2 framebufferSize);

// Where a world point lands in the framebuffer (pixels, origin top-left):
// rayFromPixel's inverse.
glm::vec2 pixelFromWorld(const glm::mat4& view, const glm::mat4& projection, const glm::vec3& world,
                         glm::ivec2 framebufferSize);

// Where `ray` meets the plane y = `height`, if in front of its origin.
bool intersectHorizontalPlane(const Ray& ray, float height, glm::vec3& hit);

}  // namespace tp
