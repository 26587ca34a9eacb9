#include "render/obj_model.hpp"

#include <tiny_obj_loader.h>

#include <cmath>
#include <filesystem>

namespace tp {
namespace {

std::string oneLine(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

glm::vec3 colourOf(const std::string& group, std::span<const GroupColour> palette, const glm::vec3& other) {
  for (const GroupColour& entry : palette)
    if (group == entry.group) return entry.colour;
  return other;
}

}  // namespace

ObjModel loadObjModel(const std::string& path, std::span<const GroupColour> palette, const glm::vec3& otherColour) {
  ObjModel model;
  std::error_code ignored;
  if (!std::filesystem::is_regular_file(path, ignored)) {
    model.error = path + ": no such file";
    return model;
  }
  tinyobj::ObjReaderConfig config;
  config.triangulate = true;
  config.vertex_color = false;
  config.mtl_search_path = "";  // our models carry no materials
  tinyobj::ObjReader reader;
  if (!reader.ParseFromFile(path, config)) {
    model.error = path + ": not a readable OBJ (" + oneLine(reader.Error()) + ")";
    return model;
  }
  model.warning = oneLine(reader.Warning());
  const tinyobj::attrib_t& attrib = reader.GetAttrib();
  const size_t vertexCount = attrib.vertices.size() / 3;
  for (const tinyobj::shape_t& shape : reader.GetShapes()) {
    const glm::vec3 colour = colourOf(shape.name, palette, otherColour);
    const std::vector<tinyobj::index_t>& indices = shape.mesh.indices;
    size_t first = 0;
    for (const unsigned char corners : shape.mesh.num_face_vertices) {
      if (corners == 3) {
        glm::vec3 p[3];
        for (int k = 0; k < 3; ++k) {
          const int index = indices[first + size_t(k)].vertex_index;
          if (index < 0 || size_t(index) >= vertexCount) {
            model.error = path + ": a face refers to vertex " + std::to_string(index + 1) + " of " +
                          std::to_string(vertexCount);
            model.mesh = {};
            return model;
          }
          const float* v = &attrib.vertices[3 * size_t(index)];
          p[k] = glm::vec3(v[0], v[1], v[2]);
        }
        addTriangle(model.mesh, p[0], p[1], p[2], colour);
      }
      first += corners;
    }
  }
  for (const LitVertex& v : model.mesh.vertices)
    if (!std::isfinite(v.position.x) || !std::isfinite(v.position.y) || !std::isfinite(v.position.z)) {
      model.error = path + ": a vertex is not a finite number";
      model.mesh = {};
      return model;
    }
  if (model.mesh.vertices.empty()) {
    model.error = path + ": no faces (is it an OBJ model?)";
    return model;
  }
  model.mesh.updateBounds();
  return model;
}

}  // namespace tp
