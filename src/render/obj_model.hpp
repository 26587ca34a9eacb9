#pragma once
// Reads a Wavefront OBJ model (tinyobjloader) into a flat-shaded LitMeshData,
// painting each face by its group name (`g hull`): one colour per group, from
// a small palette the caller gives. Faces of more than three corners are
// triangulated; normals are rebuilt per face from the winding (the files of
// scripts/make_assets.py have none).
#include <span>
#include <string>

#include "render/lit_mesh.hpp"

namespace tp {

struct GroupColour {
  const char* group;
  glm::vec3 colour;  // linear RGB
};

struct ObjModel {
  LitMeshData mesh;
  // Empty when the model loaded; else one line that names the file and what
  // went wrong (missing, unreadable, not an OBJ, no faces, bad numbers).
  std::string error;
  std::string warning;  // tinyobjloader's warnings, if any
};

ObjModel loadObjModel(const std::string& path, std::span<const GroupColour> palette,
                      const glm::vec3& otherColour = glm::vec3(0.6f));

}  // namespace tp
