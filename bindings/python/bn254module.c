/* SPDX-License-Identifier: MIT */
/*
 * bn254module.c: the CPython extension module `bn254_precompiles._bn254` (the
 * package bn254_precompiles re-exports it), Ethereum's BN254
 * precompiles for Python callers such as the execution specs and test
 * fillers: ecadd (0x06, EIP-196), ecmul (0x07, EIP-196) and ecpairing (0x08,
 * EIP-197) on any bytes-like object, returning bytes; the gas functions of
 * both schedules; one exception class per C status, all subclasses of
 * bn254_precompiles.Error, itself a ValueError. The GIL is released while
 * the C library computes (it has no mutable state, so calls from several threads run in
 * parallel); it reads bytes in place and a copy of any other buffer, made
 * before the release (bn254_py_call). Written against the limited API of Python 3.11 (the buffer
 * protocol entered it then), so on 3.11+ setup.py builds an abi3 module;
 * older Pythons get the same source against the full API.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

#include "bn254.h"

/* Exception classes indexed by bn254_status; [BN254_OK] is the base class. */
static PyObject *bn254_py_errors[5];

static const struct {
    const char *name;
    const char *doc;
} bn254_py_error_specs[5] = {
    {"bn254_precompiles.Error",
     "A BN254 precompile call failed (any reason): an EVM failure of the call."},
    {"bn254_precompiles.InputLengthError",
     "ecpairing: the input length is not a multiple of 192 bytes (EIP-197)."},
    {"bn254_precompiles.NotInFieldError", "A 32-byte coordinate word is >= p (EIP-196/197)."},
    {"bn254_precompiles.NotOnCurveError",
     "A point is neither on its curve (G1, or the G2 twist) nor all zero (infinity)."},
    {"bn254_precompiles.NotInSubgroupError",
     "A G2 point is on the twist but not in the order-r subgroup (EIP-197)."},
};

static PyObject *bn254_py_raise(bn254_status st) {
    /* The C API returns only its enumerated values; anything else still
       fails the call, as the base class, rather than crash the caller. */
    PyObject *cls = (unsigned)st < 5 ? bn254_py_errors[st] : bn254_py_errors[0];
    PyErr_SetString(cls, bn254_status_str(st));
    return NULL;
}

typedef bn254_status (*bn254_py_fn)(uint8_t *out, const uint8_t *in, size_t in_len);

/* Copies of at most this many bytes live on the stack (ecadd and ecmul read
   at most 128, a pairing input of up to 5 pairs fits), longer ones on the
   heap. */
#define BN254_PY_STACK_COPY 1024

/*
 * Calls fn on data without the GIL. The library must see one fixed state of
 * the input: another thread may write into a bytearray, a
 * writable memoryview or any other exporter while the GIL is released, and a
 * pairing that reads a pair once to validate it and again to compute could
 * then answer for no state the input was ever in (OK with result 0 for an
 * input whose states give 1 or not-on-curve). So:
 *  - exactly bytes (immutable, its buffer is the object itself) is read in
 *    place: no copy;
 *  - everything else (bytearray, memoryview, array, mmap, a bytes subclass,
 *    which may export another object's buffer through __buffer__) is copied
 *    while the GIL is held and the copy is read. A read-only memoryview does
 *    not make its base immutable, so the readonly flag is not trusted.
 * ecadd and ecmul read at most max_read bytes (128, 96: bn254.h reads longer
 * inputs as truncated), so only those are copied and passed; pairing inputs
 * are copied whole (max_read < 0).
 */
static PyObject *bn254_py_call(PyObject *data, bn254_py_fn fn, Py_ssize_t out_len,
                               Py_ssize_t max_read) {
    Py_buffer view;
    uint8_t out[BN254_POINT_LEN];
    uint8_t small[BN254_PY_STACK_COPY];
    uint8_t *heap = NULL;
    const uint8_t *in;
    Py_ssize_t len;
    int in_place = PyBytes_CheckExact(data);
    bn254_status st;

    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) != 0) return NULL;
    len = view.len;
    if (in_place) {
        /* The caller's reference keeps the bytes alive during the call. */
        in = (const uint8_t *)view.buf;
    } else {
        uint8_t *copy = small;
        if (max_read >= 0 && len > max_read) len = max_read;
        if (len > BN254_PY_STACK_COPY) {
            heap = (uint8_t *)PyMem_Malloc((size_t)len);
            if (heap == NULL) {
                PyBuffer_Release(&view);
                return PyErr_NoMemory();
            }
            copy = heap;
        }
        if (len > 0) memcpy(copy, view.buf, (size_t)len);
        in = copy;
        /* The copy is ours: the exporter is no longer needed. */
        PyBuffer_Release(&view);
    }
    Py_BEGIN_ALLOW_THREADS st = fn(out, in, (size_t)len);
    Py_END_ALLOW_THREADS
        /* bytes: the export, held until now, pinned the buffer. */
        if (in_place) PyBuffer_Release(&view);
    PyMem_Free(heap);
    if (st != BN254_OK) return bn254_py_raise(st);
    return PyBytes_FromStringAndSize((const char *)out, out_len);
}

static PyObject *bn254_py_ecadd(PyObject *self, PyObject *data) {
    (void)self;
    return bn254_py_call(data, bn254_ecadd, BN254_POINT_LEN, 128);
}

static PyObject *bn254_py_ecmul(PyObject *self, PyObject *data) {
    (void)self;
    return bn254_py_call(data, bn254_ecmul, BN254_POINT_LEN, 96);
}

static PyObject *bn254_py_ecpairing(PyObject *self, PyObject *data) {
    (void)self;
    return bn254_py_call(data, bn254_ecpairing, BN254_PAIRING_OUTPUT_LEN, -1);
}

/* Reads an optional revision argument (default ISTANBUL); -1 on error. */
static int bn254_py_revision(int rev, bn254_revision *out) {
    if (rev != BN254_BYZANTIUM && rev != BN254_ISTANBUL) {
        PyErr_Format(PyExc_ValueError, "revision must be BYZANTIUM (%d) or ISTANBUL (%d), not %d",
                     (int)BN254_BYZANTIUM, (int)BN254_ISTANBUL, rev);
        return -1;
    }
    *out = (bn254_revision)rev;
    return 0;
}

static PyObject *bn254_py_ecadd_gas(PyObject *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"revision", NULL};
    int rev = BN254_ISTANBUL;
    bn254_revision r;
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|i:ecadd_gas", keywords, &rev)) return NULL;
    if (bn254_py_revision(rev, &r) != 0) return NULL;
    return PyLong_FromUnsignedLongLong(bn254_ecadd_gas(r));
}

static PyObject *bn254_py_ecmul_gas(PyObject *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"revision", NULL};
    int rev = BN254_ISTANBUL;
    bn254_revision r;
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|i:ecmul_gas", keywords, &rev)) return NULL;
    if (bn254_py_revision(rev, &r) != 0) return NULL;
    return PyLong_FromUnsignedLongLong(bn254_ecmul_gas(r));
}

static PyObject *bn254_py_ecpairing_gas(PyObject *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"input_len", "revision", NULL};
    Py_ssize_t len;
    int rev = BN254_ISTANBUL;
    bn254_revision r;
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "n|i:ecpairing_gas", keywords, &len, &rev)) {
        return NULL;
    }
    if (len < 0) {
        PyErr_SetString(PyExc_ValueError, "input_len must be >= 0");
        return NULL;
    }
    if (bn254_py_revision(rev, &r) != 0) return NULL;
    return PyLong_FromUnsignedLongLong(bn254_ecpairing_gas(r, (size_t)len));
}

static PyObject *bn254_py_backend(PyObject *self, PyObject *unused) {
    (void)self, (void)unused;
    return PyUnicode_FromString(bn254_backend());
}

static PyMethodDef bn254_py_methods[] = {
    {"ecadd", bn254_py_ecadd, METH_O,
     "ecadd(data) -> bytes\n\nPrecompile 0x06 (EIP-196): the sum of two G1 points, 64 bytes "
     "x || y.\ndata is read as if zero-padded or truncated to 128 bytes."},
    {"ecmul", bn254_py_ecmul, METH_O,
     "ecmul(data) -> bytes\n\nPrecompile 0x07 (EIP-196): a G1 point times a 256-bit scalar, "
     "64 bytes.\ndata is read as if zero-padded or truncated to 96 bytes."},
    {"ecpairing", bn254_py_ecpairing, METH_O,
     "ecpairing(data) -> bytes\n\nPrecompile 0x08 (EIP-197): 32 bytes, the integer 1 if the "
     "product of\nthe pairings of the 192-byte pairs of data is 1 (also for no pairs), else 0."},
    {"ecadd_gas", (PyCFunction)(void (*)(void))bn254_py_ecadd_gas, METH_VARARGS | METH_KEYWORDS,
     "ecadd_gas(revision=ISTANBUL) -> int: 500 (BYZANTIUM) or 150 (ISTANBUL, EIP-1108)."},
    {"ecmul_gas", (PyCFunction)(void (*)(void))bn254_py_ecmul_gas, METH_VARARGS | METH_KEYWORDS,
     "ecmul_gas(revision=ISTANBUL) -> int: 40000 (BYZANTIUM) or 6000 (ISTANBUL)."},
    {"ecpairing_gas", (PyCFunction)(void (*)(void))bn254_py_ecpairing_gas,
     METH_VARARGS | METH_KEYWORDS,
     "ecpairing_gas(input_len, revision=ISTANBUL) -> int\n\nbase + per_pair * (input_len // "
     "192): 100000 + 80000 k (BYZANTIUM) or\n45000 + 34000 k (ISTANBUL)."},
    {"backend", bn254_py_backend, METH_NOARGS,
     "backend() -> str: the field arithmetic in use (x86_64, x86_64-noadx, aarch64, c64, c32)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef bn254_py_module = {
    PyModuleDef_HEAD_INIT,
    "bn254_precompiles._bn254",
    "Ethereum's BN254 (alt_bn128) precompiles ecadd, ecmul and ecpairing, and their gas,\n"
    "backed by the bn254 C library. Failures raise subclasses of bn254_precompiles.Error\n"
    "(a ValueError).",
    -1,
    bn254_py_methods,
    NULL,
    NULL,
    NULL,
    NULL,
};

/* PyModule_AddObject steals a reference only on success. */
static int bn254_py_add(PyObject *module, const char *name, PyObject *value) {
    if (value == NULL) return -1;
    if (PyModule_AddObject(module, name, value) != 0) {
        Py_DECREF(value);
        return -1;
    }
    return 0;
}

/* setup.py builds with -fvisibility=hidden; PyMODINIT_FUNC exports the
   init function itself only since Python 3.9. */
#if PY_VERSION_HEX < 0x03090000 && (defined(__GNUC__) || defined(__clang__))
__attribute__((visibility("default")))
#endif
PyMODINIT_FUNC
PyInit__bn254(void) {
    static const char *const short_names[5] = {
        "Error", "InputLengthError", "NotInFieldError", "NotOnCurveError", "NotInSubgroupError",
    };
    PyObject *module = PyModule_Create(&bn254_py_module);
    int i;

    if (module == NULL) return NULL;
    for (i = 0; i < 5; i++) {
        PyObject *base = i == 0 ? PyExc_ValueError : bn254_py_errors[0];
        PyObject *token;
        if (bn254_py_errors[i] == NULL) {
            bn254_py_errors[i] = PyErr_NewExceptionWithDoc(bn254_py_error_specs[i].name,
                                                           bn254_py_error_specs[i].doc, base, NULL);
            if (bn254_py_errors[i] == NULL) goto fail;
        }
        /* The C token ("not-on-curve", ...) as a class attribute. */
        token = PyUnicode_FromString(i == 0 ? "" : bn254_status_str((bn254_status)i));
        if (token == NULL) goto fail;
        if (PyObject_SetAttrString(bn254_py_errors[i], "token", token) != 0) {
            Py_DECREF(token);
            goto fail;
        }
        Py_DECREF(token);
        Py_INCREF(bn254_py_errors[i]);
        if (bn254_py_add(module, short_names[i], bn254_py_errors[i]) != 0) goto fail;
    }
    if (bn254_py_add(module, "BYZANTIUM", PyLong_FromLong(BN254_BYZANTIUM)) != 0 ||
        bn254_py_add(module, "ISTANBUL", PyLong_FromLong(BN254_ISTANBUL)) != 0 ||
        bn254_py_add(module, "__version__",
                     PyUnicode_FromFormat("%d.%d.%d", BN254_VERSION_MAJOR, BN254_VERSION_MINOR,
                                          BN254_VERSION_PATCH)) != 0) {
        goto fail;
    }
    return module;
fail:
    Py_DECREF(module);
    return NULL;
}
