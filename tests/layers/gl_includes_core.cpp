// Must build: the gl layer sees core, the layer below it (the control for gl_includes_app.cpp).
#include "core/log.hpp"
#include "gl/gl.hpp"
