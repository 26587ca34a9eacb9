#pragma once
// The one include for OpenGL in tidepool: glad 2's GL 4.5 core loader,
// generated into the build tree at build time (see CMakeLists.txt).
#include <glad/gl.h>
