#version 450
// One step of the GPU flock (src/sim/boids/flock_gpu.hpp): one invocation a
// boid, the rules of the CPU Flock (src/sim/boids/flock.hpp states them; the
// code below follows flock.cpp line for line, in the same float operations).
// Every boid reads the flock as it was at the start of the step (`before`)
// and writes its next state to `after`, so the result does not depend on the
// order in which invocations run.
//
// Neighbours: all pairs, in tiles of TP_BOID_GROUP boids that the group loads
// into shared memory once and all its invocations read, instead of the CPU's
// grid. On a GPU that is the simple fast choice for thousands (10,000 boids
// are 10^8 distance tests a step, spread over every core); the sums run in
// index order where the grid's run cell by cell, so they differ in the last
// bits from the CPU twin's.
#include "boid_layout.h"
#include "shell_volume.glsl"
#include "wander_noise.h"

layout(local_size_x = TP_BOID_GROUP) in;

struct GpuBoid {
  vec4 position;  // .xyz
  vec4 velocity;  // .xyz
  vec4 wander;    // .xyz, unit
};
struct GpuStimulus {
  vec4 pointRadius;  // point, radius
  vec4 weight;       // .x weight, .y 1 = round the centre (BoidStimulus)
};

// As stimulusDirection in src/sim/boids/flock.cpp, in the same order.
vec3 stimulusDirection(vec3 point, bool roundTheCentre, vec3 position, vec3 toPoint, float reach) {
  vec3 straight = toPoint / reach;
  if (!roundTheCentre) return straight;
  float fromCentre = length(position);
  if (fromCentre < 1e-6) return straight;
  vec3 outward = position / fromCentre;
  vec3 along = toPoint - dot(toPoint, outward) * outward;  // tangent at the boid
  vec3 pull = along + (length(point) - fromCentre) * outward;
  float pullLength = length(pull);
  return pullLength > 1e-6 ? pull / pullLength : straight;
}

layout(std430, binding = TP_BOID_SSBO_BEFORE) readonly buffer FlockBefore { GpuBoid before[]; };
layout(std430, binding = TP_BOID_SSBO_AFTER) writeonly buffer FlockAfter { GpuBoid after[]; };
layout(std430, binding = TP_BOID_SSBO_STIMULI) readonly buffer Stimuli { GpuStimulus stimuli[]; };

uniform int u_count;
uniform int u_stimulusCount;
uniform float u_dt;     // s
uniform uint u_randomSeed;    // BoidParams::randomSeed
uniform uint u_step;    // steps since the reset: the wander kick's counter
// BoidParams, as named there.
uniform float u_minSpeed, u_maxSpeed, u_maxAcceleration, u_perceptionRadius, u_separationRadius;
uniform float u_separation, u_alignment, u_cohesion, u_wallMargin, u_containment, u_leveling;
uniform float u_wander, u_wanderRate;

shared vec3 tilePosition[TP_BOID_GROUP];
shared vec3 tileVelocity[TP_BOID_GROUP];

vec3 clampLength(vec3 v, float maxLength) {
  float len = length(v);
  return len > maxLength && len > 0.0 ? v * (maxLength / len) : v;
}

void main() {
  int i = int(gl_GlobalInvocationID.x);
  int lane = int(gl_LocalInvocationID.x);
  bool isBoid = i < u_count;  // the last group's spare invocations still load tiles
  vec3 selfPosition = isBoid ? before[i].position.xyz : vec3(0);
  vec3 selfVelocity = isBoid ? before[i].velocity.xyz : vec3(0);
  float perception2 = u_perceptionRadius * u_perceptionRadius;
  float maxSpeed = max(u_maxSpeed, 1e-6);

  vec3 separation = vec3(0), velocitySum = vec3(0), positionSum = vec3(0);
  int neighbours = 0;
  for (int tileStart = 0; tileStart < u_count; tileStart += TP_BOID_GROUP) {
    int load = tileStart + lane;
    if (load < u_count) {
      tilePosition[lane] = before[load].position.xyz;
      tileVelocity[lane] = before[load].velocity.xyz;
    }
    barrier();
    int tileCount = min(TP_BOID_GROUP, u_count - tileStart);
    for (int k = 0; isBoid && k < tileCount; ++k) {
      if (tileStart + k == i) continue;
      vec3 otherPosition = tilePosition[k];
      vec3 away = selfPosition - otherPosition;
      float distance2 = dot(away, away);
      if (distance2 > perception2) continue;
      ++neighbours;
      velocitySum += tileVelocity[k];
      positionSum += otherPosition;
      float gap = sqrt(distance2);
      if (gap < u_separationRadius && gap > 1e-6) separation += away / gap * (1.0 - gap / u_separationRadius);
    }
    barrier();  // the tile is read by all before the next one overwrites it
  }
  if (!isBoid) return;

  vec3 steer = u_separation * clampLength(separation, 1.0);
  if (neighbours > 0) {
    float n = float(neighbours);
    steer += u_alignment * (velocitySum / n - selfVelocity) / maxSpeed;
    steer += u_cohesion * (positionSum / n - selfPosition) / max(u_perceptionRadius, 1e-6);
  }
  steer.y -= u_leveling * selfVelocity.y / maxSpeed;

  // The wander direction's random walk: a step of rate·√dt (Brownian scaling).
  vec3 wander = before[i].wander.xyz + u_wanderRate * sqrt(u_dt) * wanderKick(u_randomSeed, uint(i), u_step);
  float wanderLength = length(wander);
  wander = wanderLength > 1e-6 ? wander / wanderLength : vec3(1, 0, 0);
  steer += u_wander * wander;

  for (int s = 0; s < u_stimulusCount; ++s) {
    vec3 toPoint = stimuli[s].pointRadius.xyz - selfPosition;
    float radius = stimuli[s].pointRadius.w;
    float reach = length(toPoint);
    if (reach >= radius || reach < 1e-6) continue;
    steer += stimuli[s].weight.x * (1.0 - reach / radius) *
             stimulusDirection(stimuli[s].pointRadius.xyz, stimuli[s].weight.y > 0.5, selfPosition, toPoint, reach);
  }

  vec3 acceleration = clampLength(steer * u_maxAcceleration, u_maxAcceleration);
  float depth = shellDepthInside(selfPosition);
  if (depth < u_wallMargin) {
    float push = u_wallMargin > 0.0 ? (u_wallMargin - depth) / u_wallMargin : 1.0;
    acceleration += u_containment * u_maxAcceleration * push * shellInward(selfPosition);
  }

  // Semi-implicit Euler with the speed held in [minSpeed, maxSpeed].
  float minSpeed = min(u_minSpeed, u_maxSpeed);
  vec3 velocity = selfVelocity + acceleration * u_dt;
  float speed = length(velocity);
  if (speed < 1e-6) {  // no heading left: keep the old one
    velocity = selfVelocity;
    speed = length(velocity);
  }
  if (speed > 1e-6) velocity *= clamp(speed, minSpeed, u_maxSpeed) / speed;
  vec3 position = selfPosition + velocity * u_dt;

  // Back inside, face by face, sliding along the wall.
  for (int attempt = 0; attempt < 3; ++attempt) {
    float depthNow = shellDepthInside(position);
    if (depthNow >= 0.0) break;
    vec3 inward = shellInward(position);
    position += inward * (-depthNow);
    float inwardSpeed = dot(velocity, inward);
    if (inwardSpeed < 0.0) velocity -= inwardSpeed * inward;
  }
  after[i].position = vec4(position, 0);
  after[i].velocity = vec4(velocity, 0);
  after[i].wander = vec4(wander, 0);
}
