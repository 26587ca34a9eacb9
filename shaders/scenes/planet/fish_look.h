// How the planet's fish look and beat their tails, read by C++
// (src/scenes/planet/planet_fish.cpp, the CPU path) and GLSL
// (fish_instances.comp, the GPU path), so the two draw the same school.
// Only #define here: GLSL and C++ share the C preprocessor subset.
#ifndef TIDEPOOL_FISH_LOOK_H
#define TIDEPOOL_FISH_LOOK_H

// Bright toy colours, as the seed's school (linear RGB); fish i takes colour i mod 5.
#define PLANET_FISH_PALETTE_SIZE 5
#define PLANET_FISH_PINK 0.95, 0.18, 0.45
#define PLANET_FISH_GREEN 0.25, 0.85, 0.15
#define PLANET_FISH_BLUE 0.15, 0.45, 1.0
#define PLANET_FISH_YELLOW 1.0, 0.8, 0.1
#define PLANET_FISH_ORANGE 1.0, 0.4, 0.08

// Radians between neighbours' starting tail phases: they beat out of step.
#define PLANET_FISH_GOLDEN_ANGLE 2.399963
// Tail beats a second: idling, and added at full speed (1.5 to 5).
#define PLANET_FISH_BEATS_IDLE 1.5
#define PLANET_FISH_BEATS_AT_FULL_SPEED 3.5
// The phase wraps at 64 turns, so it stays precise in a float.
#define PLANET_FISH_PHASE_WRAP_TURNS 64.0
// Sideways tail swing as a fraction of the length: idling, and added at full speed.
#define PLANET_FISH_WIGGLE_IDLE 0.06
#define PLANET_FISH_WIGGLE_AT_FULL_SPEED 0.06
// Lengths vary ±15 % (not clones): length · (0.85 + 0.3 · ((i · 7919) mod 101) / 100).
#define PLANET_FISH_LENGTH_HASH 7919u
#define PLANET_FISH_LENGTH_STEPS 101u

// Storage buffer bindings of fish_instances.comp (the GPU path).
#define PLANET_FISH_SSBO_BOIDS 0
#define PLANET_FISH_SSBO_INSTANCES 1

#endif
