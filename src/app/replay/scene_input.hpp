#pragma once
// Everything that changes a scene other than its fixed steps, as data: a
// pointer press/drag/release (with the ray it made), a key, a scene command
// from a panel button, a parameter edit, a reset, a camera move, a new
// simulation rate. The app sends every one through one function that gives
// it to every side of a comparison and, when recording, writes it down with
// the step it happened before; --replay feeds them back at those steps.
#include <cstdint>
#include <string>

#include "render/orbit_camera.hpp"
#include "scenes/scene.hpp"

namespace tp {

struct SceneInput {
  enum class Kind { Press, Drag, Release, KeyDown, KeyUp, Command, Set, Reset, Camera, Rate };
  Kind kind = Kind::Press;
  // Steps taken since the run (or the recording) began, before this input:
  // it is applied after that many steps and before the next one.
  uint64_t step = 0;
  Ray ray;                  // pointer: the world ray, exactly as the scene got it
  glm::vec2 pixel{0};       // pointer: pixel inside the tile, origin top-left
  int key = 0;              // GLFW key code
  std::string text;         // Command: its text; Set: "name=value"
  int side = -1;            // Set: which side (0 = A), -1 = every side
  CameraPose camera;        // Camera
  double rateHz = 0;        // Rate

  PointerEvent pointerEvent() const;
};

}  // namespace tp
