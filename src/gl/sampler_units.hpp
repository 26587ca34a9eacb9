#pragma once
// Which texture and image units a linked program's samplers and images are
// bound to (their `layout(binding = N)`, or what was set since), so that two
// of them on one unit, which GL reads as the same texture without a word,
// are found: the shared units are named in shaders/common/shared_layout.h,
// a scene's own in shaders/scenes/<scene>/*_layout.h.
#include <string>
#include <vector>

#include "gl/gl.hpp"

namespace tp::gl {

struct UnitBinding {
  std::string uniform;  // the sampler's or image's name (an array's first element)
  bool image = false;   // an image unit, else a texture unit
  int unit = 0;
};

// Every active sampler and image uniform of `program` (linked) with its unit.
std::vector<UnitBinding> unitBindings(GLuint program);

// One line for each pair of `bindings` on the same unit of the same kind
// ("sceneDepth and shadowMap on texture unit 3"); none when every unit is
// its own. Also a line for a texture unit at or past `textureUnits` (GL 4.5
// guarantees 16 to a fragment shader).
std::vector<std::string> unitCollisions(const std::vector<UnitBinding>& bindings, int textureUnits = 16);

}  // namespace tp::gl
