#include "gl/software_renderer.hpp"

#include "gl/gl.hpp"

namespace tp::gl {

bool isSoftwareRenderer(std::string_view renderer) {
  return renderer.find("llvmpipe") != std::string_view::npos || renderer.find("softpipe") != std::string_view::npos;
}

bool currentRendererIsSoftware() {
  const auto* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
  return renderer != nullptr && isSoftwareRenderer(renderer);
}

}  // namespace tp::gl
