/* Python binding shared by the project's own tree-sitter grammars (grammars/<name>).
 * setup.py compiles it once per grammar with -DGRAMMAR=<name>, giving the module
 * cass_lsp.syntax._<name> whose language() returns the capsule py-tree-sitter expects. */
#include <Python.h>

typedef struct TSLanguage TSLanguage;

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define STR_(a) #a
#define STR(a) STR_(a)

TSLanguage *CAT(tree_sitter_, GRAMMAR)(void);

static PyObject *binding_language(PyObject *Py_UNUSED(self), PyObject *Py_UNUSED(args)) {
    return PyCapsule_New(CAT(tree_sitter_, GRAMMAR)(), "tree_sitter.Language", NULL);
}

static PyMethodDef methods[] = {
    {"language", binding_language, METH_NOARGS, "The tree-sitter language of this grammar."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_" STR(GRAMMAR),
    .m_doc = NULL,
    .m_size = 0,
    .m_methods = methods,
};

PyMODINIT_FUNC CAT(PyInit__, GRAMMAR)(void) { return PyModule_Create(&module); }
