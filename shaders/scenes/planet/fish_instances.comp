#version 450
// The planet's fish as FishRenderer instances, written on the GPU from the GPU
// flock's boids (src/scenes/planet/planet_fish_gpu.*) after every step, so
// drawing them reads no boid back. What PlanetFish::step and ::instances do
// on the CPU path (planet_fish.cpp), with fish_look.h's constants: the tail
// phase, kept in the instance itself (heading.w), advances by 2π·beats·dt with
// beats rising with speed; length, colour and wiggle follow the fish's index
// and speed. Fish from index u_keptCount on are new (or all after a reset):
// their phase starts at index × the golden angle.
#include "fish_look.h"
#include "sim/boids/boid_layout.h"

layout(local_size_x = TP_BOID_GROUP) in;

struct GpuBoid {
  vec4 position;
  vec4 velocity;
  vec4 wander;
};
// FishInstance (src/render/fish_renderer.hpp): placement (position, length),
// heading (forward, tail phase), look (colour, wiggle).
struct FishInstance {
  vec4 placement;
  vec4 heading;
  vec4 look;
};

layout(std430, binding = PLANET_FISH_SSBO_BOIDS) readonly buffer Boids { GpuBoid boids[]; };
layout(std430, binding = PLANET_FISH_SSBO_INSTANCES) buffer Instances { FishInstance instances[]; };

uniform int u_count;
uniform int u_keptCount;   // fish whose phase carries on
uniform float u_dt;        // s; 0 right after a reset: phases only start
uniform float u_maxSpeed;  // BoidParams::maxSpeed
uniform float u_fishLength;

const float kTwoPi = 6.2831853;
const vec3 kPalette[PLANET_FISH_PALETTE_SIZE] = vec3[](vec3(PLANET_FISH_PINK), vec3(PLANET_FISH_GREEN),
    vec3(PLANET_FISH_BLUE), vec3(PLANET_FISH_YELLOW), vec3(PLANET_FISH_ORANGE));

void main() {
  int i = int(gl_GlobalInvocationID.x);
  if (i >= u_count) return;
  vec3 velocity = boids[i].velocity.xyz;
  float pace = length(velocity) / max(u_maxSpeed, 1e-4);
  float phase = i < u_keptCount ? instances[i].heading.w : PLANET_FISH_GOLDEN_ANGLE * float(i);
  if (u_dt > 0.0) {
    float beats = PLANET_FISH_BEATS_IDLE + PLANET_FISH_BEATS_AT_FULL_SPEED * pace;
    phase = mod(phase + u_dt * kTwoPi * beats, kTwoPi * PLANET_FISH_PHASE_WRAP_TURNS);
  }
  float variation = float((uint(i) * PLANET_FISH_LENGTH_HASH) % PLANET_FISH_LENGTH_STEPS);
  float wiggle = PLANET_FISH_WIGGLE_IDLE + PLANET_FISH_WIGGLE_AT_FULL_SPEED * min(pace, 1.0);
  instances[i].placement = vec4(boids[i].position.xyz, u_fishLength * (0.85 + 0.3 * variation / 100.0));
  instances[i].heading = vec4(velocity, phase);
  instances[i].look = vec4(kPalette[i % PLANET_FISH_PALETTE_SIZE], wiggle);
}
