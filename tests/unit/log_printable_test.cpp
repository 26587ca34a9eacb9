// Outside text quoted in a log line stays one line and harmless to a terminal,
// and UTF-8 (a path in any language) stays readable.
#include <gtest/gtest.h>

#include "core/log.hpp"

TEST(LogPrintable, ControlAndNonUtf8BytesAreEscaped) {
  EXPECT_EQ(tp::log::printable("plain text, 1.5 m/s"), "plain text, 1.5 m/s");
  EXPECT_EQ(tp::log::printable("a\nb\r\t\x1b[31m\x7f"), "a\\x0ab\\x0d\\x09\\x1b[31m\\x7f");
  EXPECT_EQ(tp::log::printable(std::string("nul\0end", 7)), "nul\\x00end");
  EXPECT_EQ(tp::log::printable("\xff\xfe"), "\\xff\\xfe");
  EXPECT_EQ(tp::log::printable("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8c\x8a"), "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8c\x8a");
  EXPECT_EQ(tp::log::printable("cut \xc3"), "cut \\xc3") << "a sequence cut short is not UTF-8";
  EXPECT_EQ(tp::log::printable("\xc0\xaf"), "\\xc0\\xaf") << "an overlong encoding is not UTF-8";
}
