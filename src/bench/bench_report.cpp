#include "bench/bench_report.hpp"

#include <cstdio>
#include <fstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "bench/bench_math.hpp"

namespace tp::bench {
namespace {

using nlohmann::json;

std::string percent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f%%", 100.0 * fraction);
  return text;
}

// Rates in G cell-steps/s with three significant digits (llvmpipe's are small).
std::string giga(double perSecond) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", perSecond * 1e-9);
  return text;
}

std::string ratio(const std::optional<double>& value) {
  if (!value) return "-";
  char text[32];
  std::snprintf(text, sizeof text, "%.3gx", *value);
  return text;
}

json measurementJson(const Measurement& m) {
  return {{"timer", timerName(m.timer)},
          {"ms_per_step_median", m.secondsPerStep * 1e3},
          {"ms_per_step_min", m.minSecondsPerStep * 1e3},
          {"ms_per_step_max", m.maxSecondsPerStep * 1e3},
          {"batches", m.batches},
          {"steps_per_batch", m.stepsPerBatch}};
}

json optionalJson(const std::optional<double>& value) { return value ? json(*value) : json(nullptr); }

}  // namespace

CaseSummary summarise(const CaseResult& c, const BenchReport& report) {
  CaseSummary s;
  const DesignResult* ours = c.find("ours");
  const double rate = ours ? ours->cellStepsPerSecond : 0.0;
  s.arithmeticBound = c.model.operationsPerCell > 0;
  s.limitCellStepsPerSecond = s.arithmeticBound
                                  ? arithmeticRoofline(report.arithmetic.fmaPerSecond, c.model.operationsPerCell)
                                  : memoryRoofline(report.memory.bytesPerSecond, c.model.bytesPerCell);
  s.fractionOfLimit = fractionOf(rate, s.limitCellStepsPerSecond);
  if (report.nominalBytesPerSecond && !s.arithmeticBound) {
    s.nominalLimitCellStepsPerSecond = memoryRoofline(*report.nominalBytesPerSecond, c.model.bytesPerCell);
    s.fractionOfNominal = fractionOf(rate, *s.nominalLimitCellStepsPerSecond);
  }
  s.methodMinimumLimit = memoryRoofline(report.memory.bytesPerSecond, c.model.methodMinimumBytes);
  if (const DesignResult* seed = c.find("seed"); seed && ours && seed->cellStepsPerSecond > 0)
    s.oursOverSeed = rate / seed->cellStepsPerSecond;
  if (const DesignResult* kernel = c.find("seed_kernel"); kernel && ours && kernel->cellStepsPerSecond > 0)
    s.oursOverSeedKernel = rate / kernel->cellStepsPerSecond;
  return s;
}

void printReport(const BenchReport& r) {
  const BenchEnvironment& e = r.environment;
  std::printf("tidepool-bench %s (%s build), %s\n", TIDEPOOL_VERSION, e.buildType.c_str(), e.date.c_str());
  std::printf("command:  %s\n", e.command.c_str());
  std::printf("GL:       %s (%s), OpenGL %s via %s\n", e.renderer.c_str(), e.vendor.c_str(), e.version.c_str(),
              e.platform.c_str());
  std::printf("timer:    %s, median of timed batches after warm-up (seed designs that read back to the CPU "
              "every step: glFinish+steady_clock)\n",
              timerName(r.timer));
  std::printf("memory:   %.4g GB/s measured (vec4 compute copy, %d vec4/invocation, 2 x %lld MiB, read + written)",
              r.memory.bytesPerSecond * 1e-9, r.memory.vec4PerInvocation,
              static_cast<long long>(r.memory.bufferBytes >> 20));
  if (r.nominalBytesPerSecond) std::printf("; card figure %.4g GB/s", *r.nominalBytesPerSecond * 1e-9);
  std::printf("\narith:    %.4g G FMA/s measured (FMA chains) = %.4g GFLOP/s\n\n", r.arithmetic.fmaPerSecond * 1e-9,
              2e-9 * r.arithmetic.fmaPerSecond);

  std::printf("Rates in G cell-steps/s (sphere: vertex-steps). limit: memory roofline = measured copy rate / B per "
              "cell;\nfluid: FMA rate / FP32 instructions per cell. card: the same against the card's figure.\n");
  std::printf("%-7s %-9s %10s %10s %9s %11s %9s %7s %7s %9s %9s %9s %9s\n", "solver", "size", "cells", "ms/step",
              "ours", "model", "limit", "%limit", "%card", "seed", "ours/seed", "seed-kern", "ours/kern");
  for (const CaseResult& c : r.cases) {
    const CaseSummary s = summarise(c, r);
    const DesignResult* ours = c.find("ours");
    const DesignResult* seed = c.find("seed");
    const DesignResult* kernel = c.find("seed_kernel");
    char model[32];
    if (s.arithmeticBound) std::snprintf(model, sizeof model, "%.0f op", c.model.operationsPerCell);
    else std::snprintf(model, sizeof model, "%.0f B", c.model.bytesPerCell);
    std::printf("%-7s %-9s %10lld %10.4g %9s %11s %9s %7s %7s %9s %9s %9s %9s\n", c.solver.c_str(),
                c.sizeLabel.c_str(), static_cast<long long>(c.cells), ours ? ours->measurement.secondsPerStep * 1e3 : 0.0,
                ours ? giga(ours->cellStepsPerSecond).c_str() : "-", model, giga(s.limitCellStepsPerSecond).c_str(),
                percent(s.fractionOfLimit).c_str(), s.fractionOfNominal ? percent(*s.fractionOfNominal).c_str() : "-",
                seed ? giga(seed->cellStepsPerSecond).c_str() : "-", ratio(s.oursOverSeed).c_str(),
                kernel ? giga(kernel->cellStepsPerSecond).c_str() : "-", ratio(s.oursOverSeedKernel).c_str());
  }
  std::printf("\nseed = the seed's design as shipped (grid, sphere: 8-bit fragment step + readback and re-upload "
              "every step, wall clock);\nseed-kern = the same fragment step alone on the GPU. Models: "
              "src/bench/bench_models.hpp.\n");
  std::fflush(stdout);
}

void writeJsonReport(const BenchReport& r, const std::string& path) {
  const BenchEnvironment& e = r.environment;
  json root;
  root["tool"] = "tidepool-bench";
  root["version"] = TIDEPOOL_VERSION;
  root["build_type"] = e.buildType;
  root["date"] = e.date;
  root["command"] = e.command;
  root["gl"] = {{"renderer", e.renderer}, {"vendor", e.vendor}, {"version", e.version}, {"platform", e.platform}};
  root["timer"] = timerName(r.timer);
  root["limits"] = {
      {"memory_bytes_per_s", r.memory.bytesPerSecond},
      {"memory_probe", {{"kernel", "bench/copy_vec4.comp"},
                        {"buffer_bytes", r.memory.bufferBytes},
                        {"vec4_per_invocation", r.memory.vec4PerInvocation},
                        {"measurement", measurementJson(r.memory.measurement)}}},
      {"nominal_memory_bytes_per_s", optionalJson(r.nominalBytesPerSecond)},
      {"fma_per_s", r.arithmetic.fmaPerSecond},
      {"flops_per_s", 2.0 * r.arithmetic.fmaPerSecond},
      {"arithmetic_probe", {{"kernel", "bench/fma_chain.comp"},
                            {"fma_per_dispatch", r.arithmetic.fmaPerDispatch},
                            {"measurement", measurementJson(r.arithmetic.measurement)}}}};
  json results = json::array();
  for (const CaseResult& c : r.cases) {
    const CaseSummary s = summarise(c, r);
    json designs = json::object();
    for (const DesignResult& d : c.designs)
      designs[d.design] = {{"description", d.description},
                           {"cell_steps_per_s", d.cellStepsPerSecond},
                           {"measurement", measurementJson(d.measurement)}};
    json model = {{"kernel", c.model.kernel},
                  {"bytes_per_cell", c.model.bytesPerCell},
                  {"method_minimum_bytes_per_cell", c.model.methodMinimumBytes},
                  {"operations_per_cell", c.model.operationsPerCell},
                  {"note", c.model.note}};
    if (c.solver == "fluid") model["seed_operations_per_cell"] = kSeedSplatFluidOperations;
    results.push_back({{"solver", c.solver},
                       {"size", c.size},
                       {"size_label", c.sizeLabel},
                       {"cells", c.cells},
                       {"model", model},
                       {"limit", {{"kind", s.arithmeticBound ? "arithmetic (FMA rate)" : "memory (measured copy)"},
                                  {"cell_steps_per_s", s.limitCellStepsPerSecond},
                                  {"fraction", s.fractionOfLimit},
                                  {"nominal_cell_steps_per_s", optionalJson(s.nominalLimitCellStepsPerSecond)},
                                  {"nominal_fraction", optionalJson(s.fractionOfNominal)},
                                  {"method_minimum_cell_steps_per_s", s.methodMinimumLimit}}},
                       {"designs", designs},
                       {"ratio_ours_over_seed", optionalJson(s.oursOverSeed)},
                       {"ratio_ours_over_seed_kernel", optionalJson(s.oursOverSeedKernel)}});
  }
  root["results"] = results;
  std::ofstream out(path);
  out << root.dump(2) << "\n";
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace tp::bench
