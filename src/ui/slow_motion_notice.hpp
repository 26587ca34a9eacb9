#pragma once
// When the machine cannot keep up, the world runs slower than real time (the
// clock caps the steps a frame so a slow frame does not snowball). A player
// sees only slow water, so the app says so at the top of the scene, with what
// to lower, instead of leaving it to a number in the stats strip.
#include <string>

namespace tp {

// Below this share of real time the notice shows: a tenth of slack, so the
// stats window's jitter at full pace never shows it.
constexpr double kSlowMotionBelow = 0.9;

// The share of real time the simulation keeps: steps taken a second against
// the steps the clock asks for (rate × speed). 1 when paused or with no rate.
double realTimeShare(double stepsPerSecond, double rateHz, double speed, bool paused);

// "" at full pace, else one line: "running at 0.3x real time: ...", with
// light quality among the remedies only when it is not on already.
std::string slowMotionNotice(double share, bool lightQuality);

// Drawn centred over the top of the scene's area (pixels), above the panel.
void drawSlowMotionNotice(const std::string& notice, float areaLeft, float areaRight);

}  // namespace tp
