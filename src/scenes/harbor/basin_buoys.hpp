#pragma once
// The line of buoys that marks the harbor's basin: the 50 m square the
// solver's waves and the boats live in. A boat that runs at it is pushed back
// softly (HarborFleet::keepInsideBasin), so a player sees where the edge is
// before meeting it. Red and white by turns, one every kSpacing metres.
#include <vector>

#include "render/box_renderer.hpp"

namespace tp {

// The buoys round a square basin `side` metres wide centred on the origin.
std::vector<Box> basinBuoys(float side);

}  // namespace tp
