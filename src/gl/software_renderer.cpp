#include "gl/software_renderer.hpp"

namespace tp::gl {

bool isSoftwareRenderer(std::string_view renderer) {
  return renderer.find("llvmpipe") != std::string_view::npos || renderer.find("softpipe") != std::string_view::npos;
}

}  // namespace tp::gl
