#pragma once
// The tidepool application: parses the command line, opens a window (or a
// headless EGL context), and runs the frame loop in app.cpp.
namespace tp {

// The whole program behind main(); returns the process exit code
// (0 ok, 1 failure, 2 bad command line).
int runTidepool(int argc, char** argv);

}  // namespace tp
