#include "scenes/probes/probe_sampler.hpp"

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

void ProbeSampler::init(gl::ShaderLibrary& shaders) { program_ = &shaders.load({"scenes/probes/probe_samples.comp"}); }

void ProbeSampler::sample(const gl::Texture& field, const gl::Buffer& points, int count, ProbeAddress address,
                          const gl::Buffer& samples) const {
  if (count <= 0) return;
  glProgramUniform1i(program_->id(), PROBE_LOC_COUNT, count);
  glProgramUniform1i(program_->id(), PROBE_LOC_ADDRESS, int(address));
  program_->use();
  field.bindUnit(TP_TEX_HEIGHT);
  points.bindBase(GL_SHADER_STORAGE_BUFFER, PROBE_SSBO_POINTS);
  samples.bindBase(GL_SHADER_STORAGE_BUFFER, PROBE_SSBO_SAMPLES);
  glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT);
  glDispatchCompute(GLuint((count + PROBE_GROUP - 1) / PROBE_GROUP), 1, 1);
}

}  // namespace tp
