#include "render/orbit_camera.hpp"

#include <algorithm>
#include <cmath>
#include <glm/gtc/matrix_transform.hpp>

namespace tp {
namespace {
constexpr float kDegreesPerPixel = 0.18f;
constexpr float kZoomStep = 0.9f;
}  // namespace

void OrbitCamera::start(const CameraStart& start) {
  target_ = start.target;
  distance_ = std::clamp(start.distance, kMinDistance, kMaxDistance);
  yawDegrees_ = start.yawDegrees;
  // Never quite ±90°: looking straight along the up axis has no defined yaw.
  minPitch_ = std::max(start.minPitchDegrees, -89.0f);
  maxPitch_ = std::clamp(start.maxPitchDegrees, minPitch_, 89.0f);
  pitchDegrees_ = std::clamp(start.pitchDegrees, minPitch_, maxPitch_);
}

void OrbitCamera::setPose(const CameraPose& pose) {
  target_ = pose.target;
  distance_ = std::clamp(pose.distance, kMinDistance, kMaxDistance);
  yawDegrees_ = pose.yawDegrees;
  pitchDegrees_ = std::clamp(pose.pitchDegrees, minPitch_, maxPitch_);
}

void OrbitCamera::follow(const glm::vec3& point, double seconds) {
  const float share = float(1.0 - std::exp(-std::max(seconds, 0.0) / kFollowSeconds));
  target_ += (point - target_) * share;
}

void OrbitCamera::orbit(glm::vec2 pixels) {
  yawDegrees_ = std::fmod(yawDegrees_ - pixels.x * kDegreesPerPixel, 360.0f);
  pitchDegrees_ = std::clamp(pitchDegrees_ + pixels.y * kDegreesPerPixel, minPitch_, maxPitch_);
}

void OrbitCamera::pan(glm::vec2 pixels, int viewportHeight) {
  // World metres per pixel at the target's depth.
  const float metresPerPixel = 2.0f * distance_ * std::tan(glm::radians(kFovYDegrees) * 0.5f) /
                               float(std::max(viewportHeight, 1));
  const glm::mat4 v = view();
  const glm::vec3 right(v[0][0], v[1][0], v[2][0]);
  const glm::vec3 up(v[0][1], v[1][1], v[2][1]);
  target_ += (-pixels.x * right + pixels.y * up) * metresPerPixel;
}

void OrbitCamera::zoom(float clicks) {
  distance_ = std::clamp(distance_ * std::pow(kZoomStep, clicks), kMinDistance, kMaxDistance);
}

glm::vec3 OrbitCamera::eye() const { return eyeOf(pose()); }

glm::vec3 eyeOf(const CameraPose& pose) {
  const float yaw = glm::radians(pose.yawDegrees), pitch = glm::radians(pose.pitchDegrees);
  const glm::vec3 offset(std::cos(pitch) * std::sin(yaw), std::sin(pitch), std::cos(pitch) * std::cos(yaw));
  return pose.target + pose.distance * offset;
}

std::optional<CameraPose> keptAboveFloor(const CameraPose& pose, const std::function<float(float, float)>& floorAt,
                                         float clearance) {
  auto clear = [&](const CameraPose& p) {
    const glm::vec3 eye = eyeOf(p);
    return eye.y >= floorAt(eye.x, eye.z) + clearance;
  };
  if (clear(pose)) return std::nullopt;
  CameraPose pulled = pose;
  constexpr float kStep = 0.95f;  // each try 5 % nearer: the view barely jumps
  for (; pulled.distance > OrbitCamera::kMinDistance; pulled.distance *= kStep)
    if (clear(pulled)) return pulled;
  pulled = pose;
  pulled.pitchDegrees = std::max(pose.pitchDegrees, 0.0f);
  return pulled;
}

CameraPose diveOrSurface(const CameraPose& now, float seaLevel) {
  CameraPose next = now;
  if (eyeOf(now).y < seaLevel) {
    next.pitchDegrees = kSurfacePitchDegrees;
    return next;
  }
  // The eye at kDiveDepth under: sin(pitch) = (seaLevel − kDiveDepth − target's height) / distance,
  // the distance long enough to reach that far down.
  const float drop = seaLevel - kDiveDepth - now.target.y;
  next.distance = std::max(std::min(now.distance, kDiveDistance), 2.0f * std::abs(drop));
  next.pitchDegrees = glm::degrees(std::asin(std::clamp(drop / next.distance, -1.0f, 1.0f)));
  return next;
}

glm::mat4 OrbitCamera::view() const { return glm::lookAt(eye(), target_, glm::vec3(0, 1, 0)); }

glm::mat4 OrbitCamera::projection(float aspect) const {
  // Near and far follow the distance so depth precision suits close-ups and overviews.
  const float nearPlane = std::max(0.01f, distance_ * 0.01f);
  return glm::perspective(glm::radians(kFovYDegrees), aspect, nearPlane, distance_ * 200.0f);
}

glm::vec2 pixelFromWorld(const glm::mat4& view, const glm::mat4& projection, const glm::vec3& world,
                         glm::ivec2 framebufferSize) {
  const glm::vec4 clip = projection * view * glm::vec4(world, 1);
  const glm::vec2 ndc = glm::vec2(clip) / clip.w;
  return {(ndc.x * 0.5f + 0.5f) * float(framebufferSize.x), (0.5f - ndc.y * 0.5f) * float(framebufferSize.y)};
}

Ray rayFromPixel(const glm::mat4& view, const glm::mat4& projection, glm::vec2 pixel,
                 glm::ivec2 framebufferSize) {
  const glm::vec2 size = glm::max(glm::vec2(framebufferSize), glm::vec2(1));
  // Pixel (top-left origin) to normalised device coordinates (y up).
  const glm::vec2 ndc(2.0f * pixel.x / size.x - 1.0f, 1.0f - 2.0f * pixel.y / size.y);
  const glm::mat4 inverse = glm::inverse(projection * view);
  glm::vec4 nearPoint = inverse * glm::vec4(ndc, -1, 1);
  glm::vec4 farPoint = inverse * glm::vec4(ndc, 1, 1);
  nearPoint /= nearPoint.w;
  farPoint /= farPoint.w;
  return {glm::vec3(nearPoint), glm::normalize(glm::vec3(farPoint - nearPoint))};
}

bool intersectHorizontalPlane(const Ray& ray, float height, glm::vec3& hit) {
  if (std::abs(ray.direction.y) < 1e-6f) return false;
  const float t = (height - ray.origin.y) / ray.direction.y;
  if (t < 0) return false;
  hit = ray.origin + t * ray.direction;
  return true;
}

}  // namespace tp
