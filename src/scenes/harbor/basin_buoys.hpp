#pragma once
// The line of buoys that marks the harbor's basin, the 50 m square round the
// islands where the scene starts. No wall: boats sail out between them to
// the open sea (the simulated water follows your tug), and they show the way
// back in. Red and white by turns, one every kSpacing metres.
#include <vector>

#include "render/box_renderer.hpp"

namespace tp {

// The buoys round a square basin `side` metres wide centred on the origin.
std::vector<Box> basinBuoys(float side);

}  // namespace tp
