#include "gl/gpu_timer.hpp"

#include <utility>

namespace tp::gl {

void GpuTimers::begin(const std::string& pass) {
  int index = -1;
  for (size_t i = 0; i < passes_.size(); ++i)
    if (passes_[i].name == pass) index = static_cast<int>(i);
  if (index < 0) {
    passes_.push_back({pass});
    rings_.emplace_back();
    index = static_cast<int>(passes_.size()) - 1;
  }
  if (wallClock_) {
    glFinish();  // what was queued before this pass is not its cost
    wallStart_ = std::chrono::steady_clock::now();
    active_ = index;
    return;
  }
  Ring& ring = rings_[static_cast<size_t>(index)];
  Slot& slot = ring.slots[static_cast<size_t>(ring.next)];
  if (slot.pending) {  // ring full: the oldest result is dropped rather than waited for
    active_ = -1;
    return;
  }
  if (!slot.query) slot.query = Query::create(GL_TIME_ELAPSED);
  glBeginQuery(GL_TIME_ELAPSED, slot.query.id());
  slot.pending = true;
  ring.next = (ring.next + 1) % kRing;
  active_ = index;
}

void GpuTimers::end() {
  if (wallClock_ && active_ >= 0) {
    glFinish();
    Pass& pass = passes_[static_cast<size_t>(active_)];
    pass.lastMilliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart_).count();
    pass.milliseconds = pass.milliseconds == 0 ? pass.lastMilliseconds
                                               : 0.9 * pass.milliseconds + 0.1 * pass.lastMilliseconds;
    pass.collectedMilliseconds += pass.lastMilliseconds;
  } else if (active_ >= 0) {
    glEndQuery(GL_TIME_ELAPSED);
  }
  active_ = -1;
}

void GpuTimers::collect() {
  for (size_t p = 0; p < rings_.size(); ++p)
    for (Slot& slot : rings_[p].slots) {
      if (!slot.pending) continue;
      GLint available = 0;
      glGetQueryObjectiv(slot.query.id(), GL_QUERY_RESULT_AVAILABLE, &available);
      if (!available) continue;
      GLuint64 nanoseconds = 0;
      glGetQueryObjectui64v(slot.query.id(), GL_QUERY_RESULT, &nanoseconds);
      slot.pending = false;
      Pass& pass = passes_[p];
      pass.lastMilliseconds = static_cast<double>(nanoseconds) * 1e-6;
      pass.collectedMilliseconds += pass.lastMilliseconds;
      pass.milliseconds = pass.milliseconds == 0 ? pass.lastMilliseconds
                                                 : 0.9 * pass.milliseconds + 0.1 * pass.lastMilliseconds;
    }
}

std::vector<double> GpuTimers::takeCollected() {
  std::vector<double> taken;
  for (auto& pass : passes_) taken.push_back(std::exchange(pass.collectedMilliseconds, 0.0));
  return taken;
}

double GpuTimers::totalMilliseconds() const {
  double total = 0;
  for (const auto& pass : passes_) total += pass.milliseconds;
  return total;
}

}  // namespace tp::gl
