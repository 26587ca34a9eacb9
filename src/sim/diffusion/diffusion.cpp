#include "sim/diffusion/diffusion.hpp"

#include <algorithm>
#include <cmath>

#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {

const ParamList<DiffusionParams>& diffusionParamList() {
  static const ParamList<DiffusionParams> list = [] {
    ParamList<DiffusionParams> table;
    table.addFloat("rate", &DiffusionParams::rate, 0.0, 0.25, "1/step",
                   "Diffusion per step, k in u' = u + k·Laplacian(u). Above 0.25 the explicit "
                   "scheme is unstable (FTCS limit), so the range stops there.");
    return table;
  }();
  return list;
}

void addDiffusionSplash(std::vector<float>& field, int size, double cx, double cy, double amount,
                        double radius) {
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      const double d = std::hypot(x + 0.5 - cx, y + 0.5 - cy);
      if (d < radius) field[size_t(y * size + x)] += float(amount * (1.0 - d / radius));
    }
}

void diffusionStepCpu(const DiffusionParams& params, int size, std::vector<float>& field,
                      std::vector<float>& scratch) {
  scratch.resize(field.size());
  auto at = [&](int x, int y) {
    return field[size_t(std::clamp(y, 0, size - 1) * size + std::clamp(x, 0, size - 1))];
  };
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      const float u = at(x, y);
      const float laplacian = at(x + 1, y) + at(x - 1, y) + at(x, y + 1) + at(x, y - 1) - 4.0f * u;
      scratch[size_t(y * size + x)] = u + params.rate * laplacian;
    }
  field.swap(scratch);
}

DiffusionGpu::DiffusionGpu(gl::ShaderLibrary& shaders, int size)
    : program_(shaders.load({"sim/diffusion/step.comp"})),
      field_(gl::Texture::create2D(GL_R32F, size, size), gl::Texture::create2D(GL_R32F, size, size)),
      size_(size) {
  writeState(std::vector<float>(size_t(size) * size_t(size), 0.0f));
}

void DiffusionGpu::step(int count) {
  program_.use();
  glUniform1f(program_.uniform("u_rate"), params_.rate);
  const GLuint groups = GLuint((size_ + TP_GROUP_2D - 1) / TP_GROUP_2D);
  for (int i = 0; i < count; ++i) {
    field_.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
    field_.write().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    glDispatchCompute(groups, groups, 1);
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT |
                    GL_TEXTURE_UPDATE_BARRIER_BIT);
    field_.swap();
  }
}

void DiffusionGpu::writeState(const std::vector<float>& field) {
  field_.read().upload(GL_RED, GL_FLOAT, field.data());
}

std::vector<float> DiffusionGpu::readState() const {
  std::vector<float> field(size_t(size_) * size_t(size_));
  field_.read().download(GL_RED, GL_FLOAT, field.size() * sizeof(float), field.data());
  return field;
}

}  // namespace tp
