#pragma once
// The spring step's shapes worth comparing on a new machine: the benchmark
// times them all beside the app's two defaults (defaultSpringStepKernel), and
// the GL tests hold each one against the CPU twin.
#include <string>
#include <vector>

#include "sim/spring_surface/spring_surface_step_kernel.hpp"

namespace tp::bench {

struct NamedSpringStepKernel {
  std::string name;  // the benchmark design's suffix: "ours_<name>"
  SpringStepKernel kernel;
};

const std::vector<NamedSpringStepKernel>& springStepKernelVariants();

}  // namespace tp::bench
