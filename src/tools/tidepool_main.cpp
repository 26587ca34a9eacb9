// tidepool: the interactive app (and its headless, scripted mode). All of it
// lives in tidepool_core (src/app/app.cpp) so the tests can reach every part.
#include "app/app.hpp"

int main(int argc, char** argv) { return tp::runTidepool(argc, argv); }
