// Non-variadic wrappers: Swift cannot call libedit's variadic el_set/history.
// The same on Linux (libedit-dev, found through pkg-config) and macOS (libedit and
// <histedit.h> come with the SDK; the module map links "edit" on both).
#ifndef SCROLLWORK_CLIBEDIT_SHIM_H
#define SCROLLWORK_CLIBEDIT_SHIM_H
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>

typedef char *(*sw_prompt_fn)(EditLine *);
typedef unsigned char (*sw_command_fn)(EditLine *, int);

static inline int sw_el_set_prompt(EditLine *el, sw_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }
static inline int sw_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int sw_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int sw_el_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int sw_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *sw_el_get_clientdata(EditLine *el) { void *d = NULL; el_get(el, EL_CLIENTDATA, &d); return d; }
static inline int sw_el_add_function(EditLine *el, const char *name, const char *help, sw_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int sw_el_bind(EditLine *el, const char *key, const char *name) {
    return el_set(el, EL_BIND, key, name, NULL);
}
/* The character reader, so the REPL can wait on its own file descriptors as well as on the
   terminal; NULL restores libedit's own. Declared here rather than as `el_rfunc_t`: Debian's
   libedit declares that type, the older libedit in macOS's SDK keeps it private (both read
   wide characters, as their EL_GETCFN functions do in a UTF-8 locale). */
typedef int (*sw_getc_fn)(EditLine *, wchar_t *);
static inline int sw_el_set_getcfn(EditLine *el, sw_getc_fn fn) { return el_set(el, EL_GETCFN, fn); }
/* Draws the prompt and the line being typed again, after text was printed over them. */
static inline int sw_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }
static inline int sw_history_setsize(History *h, HistEvent *ev, int size) { return history(h, ev, H_SETSIZE, size); }
static inline int sw_history_setunique(History *h, HistEvent *ev, int on) { return history(h, ev, H_SETUNIQUE, on); }
static inline int sw_history_enter(History *h, HistEvent *ev, const char *line) { return history(h, ev, H_ENTER, line); }
static inline int sw_history_load(History *h, HistEvent *ev, const char *path) { return history(h, ev, H_LOAD, path); }
static inline int sw_history_save(History *h, HistEvent *ev, const char *path) { return history(h, ev, H_SAVE, path); }
#endif
