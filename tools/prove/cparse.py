# SPDX-License-Identifier: MIT
"""A reader of the library's straight-line field code, for tools/prove/prove.py.

The group law (src/group_law.h), the affine and odd-multiples helpers of
src/g1_impl.h, the Miller-loop steps of src/pairing_impl.h and psi
(src/g2_impl.h) are sequences of calls F(op)(&dst, &a, &b), assignments of
coordinates and points, and if/else on predicates (is_zero, equal, is_one,
an infinity flag). This module reads such a function body from the C source
as it is (comments dropped, #if/#else/#endif resolved for given macro values)
and runs it on symbolic values: each call of a field operation applies the
operation of a value domain (prove.py's), each call of another function of
the same file runs that function's body, pointers are locations (so aliasing,
r == a, behaves as in C), and a condition is decided by the domain (for the
generic inputs of a case: identically zero or not).

Anything else in a body (a loop, an unknown statement or function) is an
error: the proof then fails instead of skipping code.
"""

import re

# ---- source -----------------------------------------------------------------


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def eval_pp_cond(cond, macros):
    cond = cond.strip()
    m = re.fullmatch(r"(!?)\s*(\w+)", cond)
    if m:
        name = m.group(2)
        if name.isdigit():
            v = int(name)
        elif name in macros:
            v = macros[name]
        else:
            raise ValueError(f"#if {cond}: macro {name} has no value given")
        return (not v) if m.group(1) else bool(v)
    m = re.fullmatch(r"(!?)\s*defined\s*\(\s*(\w+)\s*\)", cond)
    if m:
        v = m.group(2) in macros and macros[m.group(2)] is not None
        return (not v) if m.group(1) else v
    raise ValueError(f"#if {cond}: not a condition this reader evaluates")


def preprocess(text, macros):
    """#if NAME / #if !NAME / #if defined(NAME), #else, #endif, for names in
    macros (value None = undefined); other directives are left out."""
    out, stack = [], []  # stack of (this branch active, some branch taken)
    for line in text.split("\n"):
        s = line.strip()
        active = all(a for a, _ in stack)
        m = re.match(r"#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)", s)
        if m:
            kw, rest = m.group(1), m.group(2)
            if kw in ("if", "ifdef", "ifndef"):
                if not active:
                    stack.append((False, True))
                elif kw == "if":
                    try:
                        v = eval_pp_cond(rest, macros)
                    except ValueError:
                        v = None  # include guards and the like: kept as unknown-false
                    stack.append((bool(v), bool(v)))
                else:
                    name = rest.strip()
                    d = name in macros and macros[name] is not None
                    v = d if kw == "ifdef" else not d
                    stack.append((v, v))
            elif kw == "elif":
                a, taken = stack.pop()
                v = (not taken) and all(x for x, _ in stack) and eval_pp_cond(rest, macros)
                stack.append((v, taken or v))
            elif kw == "else":
                a, taken = stack.pop()
                stack.append((not taken, True))
            else:
                stack.pop()
            out.append("")
            continue
        out.append(line if active and not s.startswith("#") else "")
    return "\n".join(out)


def normalise(text, renames):
    """GL(name) -> G_name, GF(name) -> F_name, and the given prefixes."""
    text = re.sub(r"\bGL\((\w+)\)", r"G_\1", text)
    text = re.sub(r"\bGF\((\w+)\)", r"F_\1", text)
    for pat, rep in renames:
        text = re.sub(pat, rep, text)
    return text


def find_functions(text):
    """name -> (parameter names, body text) of every function definition."""
    funcs = {}
    for m in re.finditer(r"\b(\w+)\s*\(([^()]*)\)\s*\{", text):
        name, params = m.group(1), m.group(2)
        if name in ("if", "for", "while", "switch"):
            continue
        i, depth = m.end(), 1
        while depth:
            c = text[i]
            depth += c == "{"
            depth -= c == "}"
            i += 1
        names = []
        for p in params.split(","):
            p = p.strip()
            if not p or p == "void":
                continue
            names.append(re.findall(r"\w+", p.split("[")[0])[-1])
        funcs[name] = (names, text[m.end() : i - 1])
    return funcs


# ---- statements -------------------------------------------------------------

TYPES = {
    "int",
    "size_t",
    "GL_F",
    "GL_JAC",
    "GL_AFF",
    "bn254_fp",
    "bn254_fp2",
    "bn254_line",
    "bn254_line_coeffs",
    "bn254_g1_aff",
    "bn254_g1_jac",
    "bn254_g2_aff",
    "bn254_g2_jac",
    "bn254_g2_proj",
    "const",
}


class Tokens:
    def __init__(self, text):
        self.t = re.findall(r"->|&&|\|\||==|!=|\w+|[^\s\w]", text)
        self.i = 0

    def peek(self, k=0):
        return self.t[self.i + k] if self.i + k < len(self.t) else None

    def next(self):
        tok = self.peek()
        self.i += 1
        return tok

    def expect(self, tok):
        got = self.next()
        if got != tok:
            raise SyntaxError(
                f"expected {tok!r}, got {got!r} near {' '.join(self.t[self.i - 5 : self.i + 5])}"
            )

    def balanced(self):
        """The tokens of a parenthesised group (the '(' is next), as a list."""
        self.expect("(")
        depth, out = 1, []
        while True:
            tok = self.next()
            if tok is None:
                raise SyntaxError("unbalanced parentheses")
            depth += tok == "("
            depth -= tok == ")"
            if depth == 0:
                return out
            out.append(tok)


def parse_block(toks, end=None):
    stmts = []
    while toks.peek() is not None and toks.peek() != end:
        stmts.append(parse_stmt(toks))
    if end:
        toks.expect(end)
    return stmts


def parse_stmt(toks):
    tok = toks.peek()
    if tok == "{":
        toks.next()
        return ("block", parse_block(toks, "}"))
    if tok == ";":
        toks.next()
        return ("block", [])
    if tok == "if":
        toks.next()
        cond = parse_expr(Tokens(" ".join(toks.balanced())))
        then = parse_stmt(toks)
        other = None
        if toks.peek() == "else":
            toks.next()
            other = parse_stmt(toks)
        return ("if", cond, then, other)
    if tok == "return":
        toks.next()
        if toks.peek() == ";":
            toks.next()
            return ("return", None)
        expr = []
        while toks.peek() != ";":
            expr.append(toks.next())
        toks.next()
        return ("return", parse_expr(Tokens(" ".join(expr))))
    if tok in ("VERIFY_CHECK", "BN254_VERIFY_ONLY"):  # compiled out of the library
        toks.next()
        toks.balanced()
        if toks.peek() == ";":
            toks.next()
        return ("block", [])
    if tok in ("for", "while", "do", "switch", "goto"):
        raise SyntaxError(f"{tok}: loops are not read (straight-line code only)")
    words = []
    while toks.peek() != ";":
        words.append(toks.next())
        if toks.peek() == "(":
            words.append(" ".join(["("] + toks.balanced() + [")"]))
    toks.next()
    if words[0] in TYPES:  # declaration, maybe with initialisers
        while words and words[0] in TYPES:
            words = words[1:]
        decls, cur = [], []
        for w in words + [","]:
            if w == ",":
                decls.append(cur)
                cur = []
            else:
                cur.append(w)
        out = []
        for d in decls:
            d = [w for w in d if w != "*"]
            out.append(("decl", d[0]))
            if "=" in d:
                out.append(("assign", d[0], parse_expr(Tokens(" ".join(d[d.index("=") + 1 :])))))
        return ("block", out)
    text = " ".join(words)
    if "=" in words and words[words.index("=") - 1] not in ("=", "!", "<", ">"):
        k = words.index("=")
        return ("assign", " ".join(words[:k]), parse_expr(Tokens(" ".join(words[k + 1 :]))))
    expr = parse_expr(Tokens(text))
    if expr[0] != "call":
        raise SyntaxError(f"statement not read: {text}")
    return ("call", expr)


def parse_expr(toks):
    e = parse_or(toks)
    if toks.peek() is not None:
        raise SyntaxError(f"trailing tokens {toks.t[toks.i :]}")
    return e


def parse_or(toks):
    e = parse_and(toks)
    while toks.peek() == "||":
        toks.next()
        e = ("or", e, parse_and(toks))
    return e


def parse_and(toks):
    e = parse_unary(toks)
    while toks.peek() == "&&":
        toks.next()
        e = ("and", e, parse_unary(toks))
    return e


def parse_unary(toks):
    if toks.peek() == "!":
        toks.next()
        return ("not", parse_unary(toks))
    if toks.peek() == "(":
        inner = toks.balanced()
        return parse_expr(Tokens(" ".join(inner)))
    return parse_primary(toks)


def parse_primary(toks):
    """A call name(args), an integer, or an lvalue (&x, *x, x->f, x.f, x[k])."""
    tok = toks.peek()
    if re.fullmatch(r"\d+", tok or ""):
        toks.next()
        return ("int", int(tok))
    lv = []
    while toks.peek() is not None and toks.peek() not in ("||", "&&", ",", ")"):
        if re.fullmatch(r"\w+", toks.peek()) and toks.peek(1) == "(" and not lv:
            name = toks.next()
            args, cur, depth = [], [], 0
            for t in toks.balanced() + [","]:
                if t == "," and depth == 0:
                    if cur:
                        args.append(parse_expr(Tokens(" ".join(cur))))
                    cur = []
                    continue
                depth += t in "(["
                depth -= t in ")]"
                cur.append(t)
            return ("call", name, args)
        lv.append(toks.next())
    return ("lv", "".join(lv))


# ---- execution --------------------------------------------------------------


class Return(Exception):
    def __init__(self, value):
        self.value = value


class Machine:
    """Runs the functions of one normalised source on a value domain.

    dom.field_op(name, args) -> value for the field functions F_<name>
    (args: values), dom.predicate(name, args) -> bool for F_is_zero, F_equal,
    F_is_one; constants: dom.constant(name). Memory maps locations
    ("frame:var.field") to values; a pointer is a location string.
    """

    def __init__(self, funcs, dom, struct_fields):
        self.funcs, self.dom, self.fields = funcs, dom, struct_fields
        self.mem = {}
        self.frames = 0
        self.trace = []  # the field operations, in order (for the report)

    # locations
    def loc(self, env, lv):
        lv = re.sub(r"\s+", "", lv)
        if lv.startswith("&"):
            return self.loc(env, lv[1:])
        if lv.startswith("*"):
            return self.loc(env, lv[1:])
        m = re.fullmatch(r"(\w+)((?:->|\.)\w+|\[\w+\])?", lv)
        if not m:
            raise SyntaxError(f"lvalue not read: {lv}")
        base, rest = m.group(1), m.group(2) or ""
        if base in env:
            root = env[base]
        elif self.dom.has_constant(base):
            return "const:" + base
        else:
            raise NameError(f"unknown name {base}")
        if rest.startswith("->") or rest.startswith("."):
            return root + "." + rest.lstrip("->.")
        if rest.startswith("["):
            return root + rest
        return root

    def read(self, where):
        if where.startswith("const:"):
            return self.dom.constant(where[6:])
        if where in self.mem:
            return self.mem[where]
        raise KeyError(f"read of unset {where}")

    def read_struct(self, where):
        return {f: self.mem[where + "." + f] for f in self.fields if where + "." + f in self.mem}

    def write(self, where, value):
        if isinstance(value, dict):
            for f in list(self.mem):
                if f.startswith(where + "."):
                    del self.mem[f]
            for f, v in value.items():
                self.mem[where + "." + f] = v
        else:
            self.mem[where] = value

    def value(self, env, lv):
        where = self.loc(env, lv)
        if where in self.mem or where.startswith("const:"):
            return self.read(where)
        s = self.read_struct(where)
        if s:
            return s
        raise KeyError(f"read of unset {lv} ({where})")

    # expressions
    def eval(self, env, e):
        kind = e[0]
        if kind == "int":
            return e[1]
        if kind == "lv":
            return self.value(env, e[1])
        if kind == "not":
            return not self.truth(self.eval(env, e[1]))
        if kind == "or":
            return self.truth(self.eval(env, e[1])) or self.truth(self.eval(env, e[2]))
        if kind == "and":
            return self.truth(self.eval(env, e[1])) and self.truth(self.eval(env, e[2]))
        if kind == "call":
            return self.call(env, e[1], e[2])
        raise SyntaxError(str(e))

    def truth(self, v):
        if isinstance(v, bool) or isinstance(v, int):
            return bool(v)
        raise TypeError(f"a field value used as a condition: {v}")

    def call(self, env, name, args):
        if name.startswith("F_"):
            op = name[2:]
            if op in ("is_zero", "equal", "is_one"):
                return self.dom.predicate(op, [self.eval(env, a) for a in args])
            if op in ("set_zero", "set_one"):
                self.trace.append(op)
                self.write(self.loc(env, args[0][1]), self.dom.field_op(op, []))
                return None
            dst = self.loc(env, args[0][1])
            vals = [self.eval(env, a) for a in args[1:]]
            self.trace.append(op)
            self.write(dst, self.dom.field_op(op, vals))
            return None
        if name in self.funcs:
            params, body = self.funcs[name]
            if len(params) != len(args):
                raise TypeError(f"{name}: {len(args)} arguments for {params}")
            callee = {}
            for p, a in zip(params, args):
                if a[0] == "lv":
                    callee[p] = self.loc(env, a[1])
                else:  # a value (not a pointer): a fresh location
                    self.frames += 1
                    w = f"f{self.frames}:{p}"
                    self.write(w, self.eval(env, a))
                    callee[p] = w
            return self.run(name, callee)
        raise NameError(f"call of {name}: not a field operation nor a function of the file")

    def run(self, name, bound):
        """Runs function name with parameters bound to locations; its return value."""
        params, body = self.funcs[name]
        self.frames += 1
        env = dict(bound)
        env["__frame"] = f"f{self.frames}"
        stmts = parse_block(Tokens(body))
        try:
            self.exec_block(env, stmts)
        except Return as r:
            return r.value
        return None

    def exec_block(self, env, stmts):
        for s in stmts:
            self.exec(env, s)

    def exec(self, env, s):
        kind = s[0]
        if kind == "block":
            self.exec_block(env, s[1])
        elif kind == "decl":
            env[s[1]] = env["__frame"] + ":" + s[1]
        elif kind == "assign":
            self.write(self.loc(env, s[1]), self.eval(env, s[2]))
        elif kind == "call":
            self.eval(env, s[1])
        elif kind == "if":
            if self.truth(self.eval(env, s[1])):
                self.exec(env, s[2])
            elif s[3] is not None:
                self.exec(env, s[3])
        elif kind == "return":
            raise Return(None if s[1] is None else self.eval(env, s[1]))
        else:
            raise SyntaxError(str(s))


def load(path, macros, renames=()):
    text = open(path).read()
    return find_functions(normalise(preprocess(strip_comments(text), macros), renames))
