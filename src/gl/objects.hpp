#pragma once
// Move-only RAII owners for OpenGL objects, DSA only (GL 4.5: glCreate*, glNamed*).
// A default-constructed object is empty (id 0) and may exist before any context;
// destroying an empty object makes no GL call. Every live name is counted, so
// tests can check that scenes and solvers release what they create.
#include <cstddef>
#include <string>
#include <utility>

#include "gl/gl.hpp"

namespace tp::gl {

// Number of GL objects currently owned by wrappers of this process.
int liveObjectCount();

// The shared base: owns one GL name and the function that deletes it.
class Object {
 public:
  using Deleter = void (*)(GLuint);
  Object() = default;
  Object(GLuint id, Deleter deleter);
  ~Object();
  Object(Object&& other) noexcept;
  Object& operator=(Object&& other) noexcept;
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;

  GLuint id() const { return id_; }
  explicit operator bool() const { return id_ != 0; }
  void reset();
  // Attaches a name shown by GL debug output and graphics debuggers.
  void setLabel(GLenum identifier, const std::string& label) const;

 private:
  GLuint id_ = 0;
  Deleter deleter_ = nullptr;
};

class Buffer : public Object {
 public:
  Buffer() = default;
  // Immutable storage of `bytes` bytes; `flags` as for glNamedBufferStorage.
  static Buffer create(GLsizeiptr bytes, const void* data = nullptr,
                       GLbitfield flags = GL_DYNAMIC_STORAGE_BIT);
  void upload(GLintptr offset, GLsizeiptr bytes, const void* data) const;
  void download(GLintptr offset, GLsizeiptr bytes, void* out) const;
  void bindBase(GLenum target, GLuint index) const;  // SSBO / UBO binding points
  GLsizeiptr size() const { return size_; }

 private:
  GLsizeiptr size_ = 0;
};

class Texture : public Object {
 public:
  Texture() = default;
  // A 2D texture with immutable storage; linear filtering, clamped to edge.
  static Texture create2D(GLenum internalFormat, int width, int height, int levels = 1);
  // A cube map of six size×size faces with immutable storage; trilinear
  // filtering across `levels`, seamless where faces meet (as every cube map
  // here is sampled: GL_TEXTURE_CUBE_MAP_SEAMLESS is set when one is made).
  static Texture createCube(GLenum internalFormat, int size, int levels = 1);
  // A size×size field of zeros (R32F, or the float format given), labelled
  // for GL debug output (a solver's height, a foam cover).
  static Texture zeroField(int size, const char* label, GLenum internalFormat = GL_R32F);
  void upload(GLenum format, GLenum type, const void* data, int level = 0) const;
  // Reads the whole level back (glGetTextureImage); `bytes` is the size of `out`.
  void download(GLenum format, GLenum type, size_t bytes, void* out, int level = 0) const;
  void bindUnit(GLuint unit) const;
  void bindImage(GLuint unit, GLenum access, int level = 0) const;
  // All layers at once (a cube map's six faces as an imageCube).
  void bindLayeredImage(GLuint unit, GLenum access, int level = 0) const;
  void setFilter(GLenum minFilter, GLenum magFilter) const;
  void setWrap(GLenum wrap) const;
  int width() const { return width_; }
  int height() const { return height_; }
  GLenum internalFormat() const { return internalFormat_; }

 private:
  static Texture createWithStorage(GLenum target, GLenum internalFormat, int width, int height, int levels);

  int width_ = 0, height_ = 0;
  GLenum internalFormat_ = 0;
};

class VertexArray : public Object {
 public:
  VertexArray() = default;
  static VertexArray create();
  // Binds `buffer` to binding slot `binding` with the given stride.
  void setVertexBuffer(GLuint binding, const Buffer& buffer, GLintptr offset, GLsizei stride) const;
  void setIndexBuffer(const Buffer& buffer) const;
  // Float attribute `location` of `components` floats at `offset` within binding `binding`.
  void setFloatAttribute(GLuint location, GLuint binding, int components, GLuint offset) const;
  void bind() const;
};

class Framebuffer : public Object {
 public:
  Framebuffer() = default;
  static Framebuffer create();
  void attach(GLenum attachment, const Texture& texture, int level = 0) const;
  // Empty string when complete, otherwise the status in words.
  std::string checkStatus() const;
  void bind(GLenum target = GL_FRAMEBUFFER) const;
};

class Query : public Object {
 public:
  Query() = default;
  static Query create(GLenum target);  // GL_TIME_ELAPSED, GL_TIMESTAMP, ...
};

// A linked program. Usually obtained from the ShaderLibrary, which owns and
// hot-reloads programs; `Program` itself only owns the name.
class Program : public Object {
 public:
  Program() = default;
  explicit Program(GLuint id);
  void use() const;
  GLint uniformLocation(const char* name) const;
};

}  // namespace tp::gl
