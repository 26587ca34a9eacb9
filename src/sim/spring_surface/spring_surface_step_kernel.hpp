#pragma once
// How SpringSurfaceGpu carries out a step: which compute kernel, and its shape.
// Every variant but summedNeighbours gives the same numbers bit for bit (they
// follow the CPU twin's operation order under `precise`); they differ in speed, which differs
// by GPU and between a GPU and Mesa's software renderer. The
// benchmark (src/bench/bench_case_spring.cpp) times the named variants side by
// side and the GL tests hold each one against the CPU twin.
#include <string>
#include <vector>

namespace tp {

struct SpringStepKernel {
  // Two dispatches a step as first written: velocity.comp, then position.comp,
  // each reading the R8 water mask (34 bytes a cell-step). Otherwise one fused
  // dispatch (step.comp: 16 bytes a cell-step, the rim computed, not read).
  bool twoPass = false;
  // Fused only: neighbours through texelFetch on a sampler instead of imageLoad.
  bool texelFetch = false;
  // Fused only: an invocation updates a block of `columns` × `strip` cells,
  // walking down its rows with a 3-row window in registers:
  // (columns + 2)(strip + 2) / (columns · strip) state loads a cell, not 9.
  int columns = 1;
  int strip = 1;
  // Fused only: invocations per work group (x along rows, y down columns).
  int groupWidth = 16, groupHeight = 16;
  // Fused only: the group first copies its cells and a one-cell halo into
  // shared memory (one barrier), and the windows read from there.
  bool shared = false;
  // Fused only: blocks whose cells and halo are all water (all but those along
  // the rim or the grid's edge) run a copy of the walk with no water or
  // tile-end tests. Helps the GPU, hurts llvmpipe (twice the code to run).
  bool interiorPath = false;
  // Fused only: the n water neighbours are summed first,
  // acc = (Σh_n − n·h)·stiffness + (Σv_n − n·v)·damping: about 27 operations
  // a cell instead of 52 (still under `precise`, in one order on every path,
  // so the result does not depend on the work-group order or tiling). Not bit
  // for bit the twin's order (the seed's Σ(h_n − h)·k + (v_n − v)·c): it
  // agrees within the tests' tolerance instead.
  bool summedNeighbours = false;

  bool operator==(const SpringStepKernel&) const = default;
  // The #defines that select this variant in step.comp ("" for two passes).
  std::string defines() const;
  // One line for logs and the benchmark: "fused, imageLoad, strip 8, group 32x4".
  std::string describe() const;
};

struct NamedSpringStepKernel {
  std::string name;  // the benchmark design's suffix: "ours_<name>"
  SpringStepKernel kernel;
};

// The variants worth comparing on a new machine (the benchmark runs them all;
// the GL tests check each against the CPU twin).
const std::vector<NamedSpringStepKernel>& springStepKernelVariants();

// What step() runs unless told otherwise: the variant the benchmark found
// fastest on a GPU (BENCHMARKS.md), or, when `softwareRenderer`, the fastest
// on Mesa's llvmpipe (no shared memory: barrier() is dear there).
SpringStepKernel defaultSpringStepKernel(bool softwareRenderer);

}  // namespace tp
