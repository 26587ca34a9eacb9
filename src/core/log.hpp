#pragma once
// A tiny logger: printf-style lines to stderr, also kept in a ring buffer so
// the UI can show recent warnings and errors (shader reload failures, GL debug).
#include <cstdarg>
#include <string>
#include <string_view>
#include <vector>

namespace tp::log {

enum class Level { Debug, Info, Warn, Error };

// printf-style; the compiler checks each format against its arguments.
#define TP_PRINTF_LIKE(format_index) __attribute__((format(printf, format_index, format_index + 1)))
void write(Level level, const char* format, ...) TP_PRINTF_LIKE(2);
void debug(const char* format, ...) TP_PRINTF_LIKE(1);
void info(const char* format, ...) TP_PRINTF_LIKE(1);
void warn(const char* format, ...) TP_PRINTF_LIKE(1);
void error(const char* format, ...) TP_PRINTF_LIKE(1);
#undef TP_PRINTF_LIKE

struct Entry {
  Level level;
  std::string text;
};
// The newest entries last; at most `kKeep` of them.
std::vector<Entry> recent();
inline constexpr size_t kKeep = 200;

// Outside text made safe for one log line: control bytes (a newline, an
// escape), DEL and bytes that are not UTF-8 become \xNN, so a corrupt file's
// bytes or an odd argument quoted in a message cannot break the line or the
// terminal; UTF-8 text (a path in any language) is kept.
std::string printable(std::string_view text);

// Messages below this level are not printed (still kept). Default Info;
// TIDEPOOL_LOG=debug lowers it, --quiet raises it to Warn.
void setPrintLevel(Level level);

}  // namespace tp::log
