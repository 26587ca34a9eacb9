#include "gl/objects.hpp"

#include <atomic>

namespace tp::gl {
namespace {
std::atomic<int> g_live{0};

void deleteBuffer(GLuint id) { glDeleteBuffers(1, &id); }
void deleteTexture(GLuint id) { glDeleteTextures(1, &id); }
void deleteVertexArray(GLuint id) { glDeleteVertexArrays(1, &id); }
void deleteFramebuffer(GLuint id) { glDeleteFramebuffers(1, &id); }
void deleteQuery(GLuint id) { glDeleteQueries(1, &id); }
void deleteProgram(GLuint id) { glDeleteProgram(id); }
}  // namespace

int liveObjectCount() { return g_live.load(); }

Object::Object(GLuint id, Deleter deleter) : id_(id), deleter_(deleter) {
  if (id_) ++g_live;
}
Object::~Object() { reset(); }
Object::Object(Object&& other) noexcept
    : id_(std::exchange(other.id_, 0)), deleter_(other.deleter_) {}
Object& Object::operator=(Object&& other) noexcept {
  if (this != &other) {
    reset();
    id_ = std::exchange(other.id_, 0);
    deleter_ = other.deleter_;
  }
  return *this;
}
void Object::reset() {
  if (id_) {
    deleter_(id_);
    --g_live;
    id_ = 0;
  }
}
void Object::setLabel(GLenum identifier, const std::string& label) const {
  if (id_) glObjectLabel(identifier, id_, static_cast<GLsizei>(label.size()), label.c_str());
}

// --- Buffer ---
Buffer Buffer::create(GLsizeiptr bytes, const void* data, GLbitfield flags) {
  GLuint id = 0;
  glCreateBuffers(1, &id);
  glNamedBufferStorage(id, bytes, data, flags);
  Buffer buffer;
  static_cast<Object&>(buffer) = Object(id, deleteBuffer);
  buffer.size_ = bytes;
  return buffer;
}
void Buffer::upload(GLintptr offset, GLsizeiptr bytes, const void* data) const {
  glNamedBufferSubData(id(), offset, bytes, data);
}
void Buffer::download(GLintptr offset, GLsizeiptr bytes, void* out) const {
  glGetNamedBufferSubData(id(), offset, bytes, out);
}
void Buffer::bindBase(GLenum target, GLuint index) const { glBindBufferBase(target, index, id()); }

// --- Texture ---
Texture Texture::zeroField(int size, const char* label, GLenum internalFormat) {
  Texture texture = create2D(internalFormat, size, size);
  texture.setLabel(GL_TEXTURE, label);
  const float zero = 0.0f;  // the channels it does not name clear to 0 as well (alpha to 1)
  glClearTexImage(texture.id(), 0, GL_RED, GL_FLOAT, &zero);
  return texture;
}

Texture Texture::createWithStorage(GLenum target, GLenum internalFormat, int width, int height, int levels) {
  GLuint id = 0;
  glCreateTextures(target, 1, &id);
  glTextureStorage2D(id, levels, internalFormat, width, height);
  Texture texture;
  static_cast<Object&>(texture) = Object(id, deleteTexture);
  texture.width_ = width;
  texture.height_ = height;
  texture.internalFormat_ = internalFormat;
  texture.setFilter(levels > 1 ? GL_LINEAR_MIPMAP_LINEAR : GL_LINEAR, GL_LINEAR);
  texture.setWrap(GL_CLAMP_TO_EDGE);
  return texture;
}

Texture Texture::create2D(GLenum internalFormat, int width, int height, int levels) {
  return createWithStorage(GL_TEXTURE_2D, internalFormat, width, height, levels);
}
void Texture::upload(GLenum format, GLenum type, const void* data, int level) const {
  glTextureSubImage2D(id(), level, 0, 0, width_ >> level, height_ >> level, format, type, data);
}
void Texture::download(GLenum format, GLenum type, size_t bytes, void* out, int level) const {
  glGetTextureImage(id(), level, format, type, static_cast<GLsizei>(bytes), out);
}
Texture Texture::createCube(GLenum internalFormat, int size, int levels) {
  glEnable(GL_TEXTURE_CUBE_MAP_SEAMLESS);
  return createWithStorage(GL_TEXTURE_CUBE_MAP, internalFormat, size, size, levels);
}

void Texture::bindUnit(GLuint unit) const { glBindTextureUnit(unit, id()); }
void Texture::bindImage(GLuint unit, GLenum access, int level) const {
  glBindImageTexture(unit, id(), level, GL_FALSE, 0, access, internalFormat_);
}
void Texture::bindLayeredImage(GLuint unit, GLenum access, int level) const {
  glBindImageTexture(unit, id(), level, GL_TRUE, 0, access, internalFormat_);
}
void Texture::setFilter(GLenum minFilter, GLenum magFilter) const {
  glTextureParameteri(id(), GL_TEXTURE_MIN_FILTER, static_cast<GLint>(minFilter));
  glTextureParameteri(id(), GL_TEXTURE_MAG_FILTER, static_cast<GLint>(magFilter));
}
void Texture::setWrap(GLenum wrap) const {
  glTextureParameteri(id(), GL_TEXTURE_WRAP_S, static_cast<GLint>(wrap));
  glTextureParameteri(id(), GL_TEXTURE_WRAP_T, static_cast<GLint>(wrap));
}

// --- VertexArray ---
VertexArray VertexArray::create() {
  GLuint id = 0;
  glCreateVertexArrays(1, &id);
  VertexArray vao;
  static_cast<Object&>(vao) = Object(id, deleteVertexArray);
  return vao;
}
void VertexArray::setVertexBuffer(GLuint binding, const Buffer& buffer, GLintptr offset,
                                  GLsizei stride) const {
  glVertexArrayVertexBuffer(id(), binding, buffer.id(), offset, stride);
}
void VertexArray::setIndexBuffer(const Buffer& buffer) const {
  glVertexArrayElementBuffer(id(), buffer.id());
}
void VertexArray::setFloatAttribute(GLuint location, GLuint binding, int components,
                                    GLuint offset) const {
  glEnableVertexArrayAttrib(id(), location);
  glVertexArrayAttribFormat(id(), location, components, GL_FLOAT, GL_FALSE, offset);
  glVertexArrayAttribBinding(id(), location, binding);
}
void VertexArray::bind() const { glBindVertexArray(id()); }

// --- Framebuffer ---
Framebuffer Framebuffer::create() {
  GLuint id = 0;
  glCreateFramebuffers(1, &id);
  Framebuffer fbo;
  static_cast<Object&>(fbo) = Object(id, deleteFramebuffer);
  return fbo;
}
void Framebuffer::attach(GLenum attachment, const Texture& texture, int level) const {
  glNamedFramebufferTexture(id(), attachment, texture.id(), level);
}
std::string Framebuffer::checkStatus() const {
  switch (glCheckNamedFramebufferStatus(id(), GL_FRAMEBUFFER)) {
    case GL_FRAMEBUFFER_COMPLETE: return {};
    case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: return "incomplete attachment";
    case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: return "no attachments";
    case GL_FRAMEBUFFER_UNSUPPORTED: return "format combination unsupported";
    default: return "incomplete (unknown status)";
  }
}
void Framebuffer::bind(GLenum target) const { glBindFramebuffer(target, id()); }

// --- Query ---
Query Query::create(GLenum target) {
  GLuint id = 0;
  glCreateQueries(target, 1, &id);
  Query query;
  static_cast<Object&>(query) = Object(id, deleteQuery);
  return query;
}

// --- Program ---
Program::Program(GLuint id) : Object(id, deleteProgram) {}
void Program::use() const { glUseProgram(id()); }
GLint Program::uniformLocation(const char* name) const { return glGetUniformLocation(id(), name); }

}  // namespace tp::gl
