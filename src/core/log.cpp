#include "core/log.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>

namespace tp::log {
namespace {
std::mutex g_mutex;
std::deque<Entry> g_entries;
Level g_printLevel = [] {
  const char* env = std::getenv("TIDEPOOL_LOG");
  return env && std::strcmp(env, "debug") == 0 ? Level::Debug : Level::Info;
}();
const char* prefix(Level level) {
  switch (level) {
    case Level::Debug: return "debug: ";
    case Level::Info: return "";
    case Level::Warn: return "warning: ";
    case Level::Error: return "error: ";
  }
  return "";
}
}  // namespace

namespace {
void writeList(Level level, const char* format, va_list args) {
  char buffer[4096];
  std::vsnprintf(buffer, sizeof buffer, format, args);
  std::lock_guard lock(g_mutex);
  if (level >= g_printLevel) std::fprintf(stderr, "tidepool: %s%s\n", prefix(level), buffer);
  g_entries.push_back({level, buffer});
  if (g_entries.size() > kKeep) g_entries.pop_front();
}
}  // namespace

#define TP_LOG_AT(level)          \
  va_list args;                   \
  va_start(args, format);         \
  writeList(level, format, args); \
  va_end(args)
void write(Level level, const char* format, ...) { TP_LOG_AT(level); }
void debug(const char* format, ...) { TP_LOG_AT(Level::Debug); }
void info(const char* format, ...) { TP_LOG_AT(Level::Info); }
void warn(const char* format, ...) { TP_LOG_AT(Level::Warn); }
void error(const char* format, ...) { TP_LOG_AT(Level::Error); }
#undef TP_LOG_AT

std::vector<Entry> recent() {
  std::lock_guard lock(g_mutex);
  return {g_entries.begin(), g_entries.end()};
}

void setPrintLevel(Level level) { g_printLevel = level; }

namespace {

// The length of the valid UTF-8 sequence starting at text[i] (2 to 4), or 0.
size_t utf8SequenceLength(std::string_view text, size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  const size_t length = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xc0) != 0x80) return 0;
  return length;
}

}  // namespace

std::string printable(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x20 && byte < 0x7f) {
      out += text[i++];
    } else if (const size_t length = byte >= 0x80 ? utf8SequenceLength(text, i) : 0; length > 0) {
      out.append(text.substr(i, length));  // a name in any language stays readable
      i += length;
    } else {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", unsigned(byte));
      out += escaped;
      ++i;
    }
  }
  return out;
}

}  // namespace tp::log
