// The GPU flock's layout, read by C++ (src/sim/boids/flock_gpu.*) and GLSL
// (flock_step.comp, and the planet's fish_instances.comp, which reads the
// boids). Only #define here: GLSL and C++ share the C preprocessor subset.
//
// A boid in a storage buffer is three vec4 (std430, 48 bytes): position,
// velocity, wander direction, each .xyz with .w unused (0). A stimulus is two
// vec4: point and radius, then weight in .x.
#ifndef TIDEPOOL_BOID_LAYOUT_H
#define TIDEPOOL_BOID_LAYOUT_H

// Storage buffer binding points of the step: the flock as it was at the start
// of the step (every boid reads it), the flock after it, the stimuli.
#define TP_BOID_SSBO_BEFORE 0
#define TP_BOID_SSBO_AFTER 1
#define TP_BOID_SSBO_STIMULI 2

// Boids a work group, and boids a shared-memory tile of the all-pairs loop.
// 64: a 10,000-fish school is 157 groups, enough to fill an H100's 132 SMs;
// a tile is 64 positions and velocities (1.5 KB of shared memory).
#define TP_BOID_GROUP 64

// ShellVolume::kMinRoom (src/sim/boids/shell_volume.hpp): where the floor
// comes within this of the ceiling, the floor gives way.
#define TP_SHELL_MIN_ROOM 0.04

#endif
