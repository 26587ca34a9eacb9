#pragma once
// How SpringSurfaceGpu carries out a step: the shape of its one fused compute
// kernel (shaders/sim/spring_surface/step.comp). Every shape gives the same
// numbers bit for bit (they follow the CPU twin's operation order under
// `precise`); they differ in speed, which differs by GPU and between a GPU and
// Mesa's software renderer. The app runs the two defaults below; the benchmark
// times more shapes side by side (src/bench/spring_step_variants.hpp) and the
// GL tests hold each one against the CPU twin.
#include <string>

namespace tp {

struct SpringStepKernel {
  // Neighbours through texelFetch on a sampler instead of imageLoad.
  bool texelFetch = false;
  // An invocation updates a block of `columns` × `strip` cells,
  // walking down its rows with a 3-row window in registers:
  // (columns + 2)(strip + 2) / (columns · strip) state loads a cell, not 9.
  int columns = 1;
  int strip = 1;
  // Invocations per work group (x along rows, y down columns).
  int groupWidth = 16, groupHeight = 16;
  // The group first copies its cells and a one-cell halo into
  // shared memory (one barrier), and the windows read from there.
  bool shared = false;
  // Blocks whose cells and halo are all water (all but those along
  // the rim or the grid's edge) run a copy of the walk with no water or
  // tile-end tests. Helps the GPU, hurts llvmpipe (twice the code to run).
  bool interiorPath = false;

  bool operator==(const SpringStepKernel&) const = default;
  // The #defines that select this shape in step.comp.
  std::string defines() const;
  // One line for logs and the benchmark: "fused, imageLoad, strip 8, group 32x4".
  std::string describe() const;
};

// What step() runs unless told otherwise: the variant the benchmark found
// fastest on a GPU (BENCHMARKS.md), or, when `softwareRenderer`, the fastest
// on Mesa's llvmpipe (no shared memory: barrier() is dear there).
SpringStepKernel defaultSpringStepKernel(bool softwareRenderer);

}  // namespace tp
