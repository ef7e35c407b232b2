/* SPDX-License-Identifier: MIT */
/*
 * bn254_cli.c: the `bn254` command-line tool, a thin driver of the public API
 * in <bn254.h> for scripts, fuzz harnesses and interactive checks.
 *
 *   bn254 exec               answer `<op> <hex>` lines from stdin, one output line each
 *   bn254 run <op> [<hex>]   one call, with status and gas
 *   bn254 version            library version and field-arithmetic backend
 *
 * Unlike the library, the tool uses the heap: input lines have no length
 * limit (a 1000-pair ecpairing input is 384 KB of hex), and every decoded
 * input gets a buffer of exactly its own length so that sanitizers catch any
 * read past the length given to the library.
 */
#include <bn254.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Exit codes (also listed in the help texts). */
enum {
    EXIT_CODE_OK = 0,
    EXIT_CODE_PRECOMPILE_FAILED = 1, /* run: the precompile returned an error */
    EXIT_CODE_USAGE = 2,             /* bad arguments or bad hex */
    EXIT_CODE_IO_ERROR = 3           /* reading stdin or writing stdout failed, or no memory */
};

/* Largest precompile output: ecadd and ecmul return 64 bytes. */
#define MAX_OUTPUT_LEN BN254_POINT_LEN

/* One precompile, with a uniform gas signature so the ops fit in one table. */
struct precompile_op {
    const char *name;
    bn254_status (*call)(uint8_t *out, const uint8_t *in, size_t in_len);
    uint64_t (*gas)(bn254_revision rev, size_t in_len);
    size_t output_len;
};

static uint64_t ecadd_gas(bn254_revision rev, size_t in_len) {
    (void)in_len; /* fixed price */
    return bn254_ecadd_gas(rev);
}

static uint64_t ecmul_gas(bn254_revision rev, size_t in_len) {
    (void)in_len; /* fixed price */
    return bn254_ecmul_gas(rev);
}

static uint64_t ecpairing_gas(bn254_revision rev, size_t in_len) {
    return bn254_ecpairing_gas(rev, in_len);
}

static const struct precompile_op precompile_ops[] = {
    {"ecadd", bn254_ecadd, ecadd_gas, BN254_POINT_LEN},
    {"ecmul", bn254_ecmul, ecmul_gas, BN254_POINT_LEN},
    {"ecpairing", bn254_ecpairing, ecpairing_gas, BN254_PAIRING_OUTPUT_LEN},
};

/* The op called `name` (name_len bytes, not NUL-terminated), or NULL. */
static const struct precompile_op *find_op(const char *name, size_t name_len) {
    size_t i;
    for (i = 0; i < sizeof precompile_ops / sizeof precompile_ops[0]; i++) {
        const char *candidate = precompile_ops[i].name;
        if (strlen(candidate) == name_len && memcmp(candidate, name, name_len) == 0) {
            return &precompile_ops[i];
        }
    }
    return NULL;
}

/* ---- hex ---------------------------------------------------------------- */

typedef enum { DECODE_OK, DECODE_BAD_HEX, DECODE_NO_MEMORY } decode_result;

static int hex_digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/*
 * Decodes hex (hex_len chars, optional 0x/0X prefix, either case) into a new
 * heap buffer of exactly the decoded length, so the library is handed no
 * slack bytes it could read by mistake. Empty input gives NULL and 0, the
 * library's documented way of saying "no input". The caller frees *bytes.
 */
static decode_result decode_hex(const char *hex, size_t hex_len, uint8_t **bytes,
                                size_t *bytes_len) {
    uint8_t *decoded;
    size_t i;

    *bytes = NULL;
    *bytes_len = 0;
    if (hex_len >= 2 && hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) {
        hex += 2;
        hex_len -= 2;
    }
    if (hex_len % 2 != 0) return DECODE_BAD_HEX;
    if (hex_len == 0) return DECODE_OK;

    decoded = malloc(hex_len / 2);
    if (decoded == NULL) return DECODE_NO_MEMORY;
    for (i = 0; i < hex_len / 2; i++) {
        int high = hex_digit_value(hex[2 * i]);
        int low = hex_digit_value(hex[2 * i + 1]);
        if (high < 0 || low < 0) {
            free(decoded);
            return DECODE_BAD_HEX;
        }
        decoded[i] = (uint8_t)(high * 16 + low);
    }
    *bytes = decoded;
    *bytes_len = hex_len / 2;
    return DECODE_OK;
}

/* Writes len bytes as lowercase hex plus a NUL into text (2 * len + 1 chars). */
static void encode_hex(char *text, const uint8_t *bytes, size_t len) {
    static const char digits[] = "0123456789abcdef";
    size_t i;
    for (i = 0; i < len; i++) {
        text[2 * i] = digits[bytes[i] >> 4];
        text[2 * i + 1] = digits[bytes[i] & 0x0f];
    }
    text[2 * len] = '\0';
}

/* ---- help texts ---------------------------------------------------------- */

static const char main_usage[] =
    "usage: bn254 <command> [<args>]\n"
    "\n"
    "Ethereum BN254 (alt_bn128) precompiles: ecadd (0x06), ecmul (0x07),\n"
    "ecpairing (0x08).\n"
    "\n"
    "commands:\n"
    "  exec                 answer `<op> <hex>` lines read from stdin\n"
    "  run <op> [<hex>]     call one precompile, print output, status and gas\n"
    "  version              print the library version and backend\n"
    "  --help               print this help\n"
    "\n"
    "`bn254 <command> --help` describes a command.\n";

static const char exec_usage[] =
    "usage: bn254 exec\n"
    "\n"
    "Reads lines `<op> <hex>` from stdin, op one of ecadd, ecmul, ecpairing,\n"
    "hex the raw precompile input (either case, optional 0x prefix, may be\n"
    "empty). Op and hex are separated by spaces or tabs; surrounding blanks\n"
    "and a trailing \\r are ignored. Each input line gets exactly one output\n"
    "line, flushed at once:\n"
    "\n"
    "  <hex>                the output, lowercase (128 digits for ecadd and\n"
    "                       ecmul, 64 for ecpairing)\n"
    "  error <status>       the precompile failed: input-length, not-in-field,\n"
    "                       not-on-curve or not-in-subgroup\n"
    "  error bad-hex        odd length or a non-hex digit\n"
    "  error extra-field    more than two fields (checked before the hex)\n"
    "  error unknown-op     op is not one of the three (or the line is blank)\n"
    "\n"
    "Exit status: 0 once every line is answered, 3 if reading or writing\n"
    "failed, 2 on bad arguments.\n";

static const char run_usage[] =
    "usage: bn254 run <op> [<hex>]\n"
    "\n"
    "Calls one precompile (op: ecadd, ecmul or ecpairing) on hex (either case,\n"
    "optional 0x prefix; omitted or \"\" for empty input) and prints:\n"
    "\n"
    "  output: <hex>        the output, all zeros if the call failed\n"
    "  status: <status>     ok, input-length, not-in-field, not-on-curve or\n"
    "                       not-in-subgroup\n"
    "  gas: <n> (istanbul), <m> (byzantium)\n"
    "\n"
    "Exit status: 0 if the call succeeded, 1 if it failed, 2 on bad\n"
    "arguments or bad hex, 3 if writing failed.\n";

static int is_help_flag(const char *arg) {
    return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

/* Prints a help text to stdout: asked-for help is normal output. */
static int print_help(const char *text) {
    if (fputs(text, stdout) == EOF || fflush(stdout) == EOF) return EXIT_CODE_IO_ERROR;
    return EXIT_CODE_OK;
}

/* Prints why the arguments are wrong, then the usage, to stderr. */
static int usage_error(const char *reason, const char *usage) {
    if (reason != NULL) fprintf(stderr, "bn254: %s\n\n", reason);
    fputs(usage, stderr);
    return EXIT_CODE_USAGE;
}

/* ---- bn254 exec ---------------------------------------------------------- */

/* A line of input in a heap buffer that grows to fit the longest line seen. */
struct line_buffer {
    char *text;
    size_t len;
    size_t capacity;
};

typedef enum { READ_LINE_OK, READ_LINE_EOF, READ_LINE_IO_ERROR, READ_LINE_NO_MEMORY } read_result;

/* Doubles the buffer (or gives it its first 256 bytes). Returns 0, or -1 if out of memory. */
static int grow_line_buffer(struct line_buffer *line) {
    size_t new_capacity = line->capacity == 0 ? 256 : 2 * line->capacity;
    char *grown;
    if (new_capacity < line->capacity) return -1; /* size overflow */
    grown = realloc(line->text, new_capacity);
    if (grown == NULL) return -1;
    line->text = grown;
    line->capacity = new_capacity;
    return 0;
}

/*
 * Reads one line, without its '\n', into line. A last line without a '\n'
 * still counts; EOF right after a '\n' (or on empty input) is READ_LINE_EOF.
 * NUL bytes are kept (the length is tracked), so they end up as bad hex.
 */
static read_result read_line(FILE *in, struct line_buffer *line) {
    int c;

    line->len = 0;
    for (;;) {
        c = getc(in);
        if (c == EOF) {
            if (ferror(in)) return READ_LINE_IO_ERROR;
            return line->len > 0 ? READ_LINE_OK : READ_LINE_EOF;
        }
        if (c == '\n') return READ_LINE_OK;
        if (line->len == line->capacity && grow_line_buffer(line) != 0) return READ_LINE_NO_MEMORY;
        line->text[line->len++] = (char)c;
    }
}

static int is_blank(char c) {
    return c == ' ' || c == '\t';
}

/* Length of the token starting at text[pos], which ends at a blank or at len. */
static size_t token_length(const char *text, size_t len, size_t pos) {
    size_t end = pos;
    while (end < len && !is_blank(text[end])) end++;
    return end - pos;
}

/* Index of the first non-blank at or after pos, or len. */
static size_t skip_blanks(const char *text, size_t len, size_t pos) {
    while (pos < len && is_blank(text[pos])) pos++;
    return pos;
}

/*
 * Answers one exec line into answer (big enough for "error ..." and for
 * 2 * MAX_OUTPUT_LEN hex digits, without the newline). Returns 0, or -1 when
 * memory ran out (not an answer: the caller stops).
 */
static int answer_exec_line(const char *line, size_t len, char *answer, size_t answer_size) {
    const struct precompile_op *op;
    size_t op_start, op_len, hex_start, hex_len, rest;
    uint8_t *input;
    size_t input_len;
    uint8_t output[MAX_OUTPUT_LEN];
    bn254_status status;
    decode_result decoded;

    /* Trailing blanks and the \r of CRLF input are not part of the last field. */
    while (len > 0 && (is_blank(line[len - 1]) || line[len - 1] == '\r')) len--;

    op_start = skip_blanks(line, len, 0);
    op_len = token_length(line, len, op_start);
    op = find_op(line + op_start, op_len);
    if (op == NULL) {
        snprintf(answer, answer_size, "error unknown-op");
        return 0;
    }

    hex_start = skip_blanks(line, len, op_start + op_len);
    hex_len = token_length(line, len, hex_start);
    rest = skip_blanks(line, len, hex_start + hex_len);
    if (rest != len) {
        /* A third field: the line is not `<op> <hex>`, whatever the hex is. */
        snprintf(answer, answer_size, "error extra-field");
        return 0;
    }

    decoded = decode_hex(line + hex_start, hex_len, &input, &input_len);
    if (decoded == DECODE_NO_MEMORY) return -1;
    if (decoded == DECODE_BAD_HEX) {
        snprintf(answer, answer_size, "error bad-hex");
        return 0;
    }

    status = op->call(output, input, input_len);
    free(input);
    if (status != BN254_OK) {
        snprintf(answer, answer_size, "error %s", bn254_status_str(status));
    } else {
        encode_hex(answer, output, op->output_len);
    }
    return 0;
}

static int command_exec(int argc, char **argv) {
    struct line_buffer line = {NULL, 0, 0};
    /* "error not-in-subgroup" is far shorter than the hex of 64 bytes. */
    char answer[2 * MAX_OUTPUT_LEN + 1];
    int exit_code = EXIT_CODE_OK;

    if (argc == 3 && is_help_flag(argv[2])) return print_help(exec_usage);
    if (argc != 2) return usage_error("exec takes no arguments", exec_usage);
    /* Allocated up front so that even an empty first line has a non-NULL text. */
    if (grow_line_buffer(&line) != 0) {
        fputs("bn254 exec: out of memory\n", stderr);
        return EXIT_CODE_IO_ERROR;
    }

    for (;;) {
        read_result got = read_line(stdin, &line);
        if (got == READ_LINE_EOF) break;
        if (got == READ_LINE_IO_ERROR) {
            perror("bn254 exec: reading stdin");
            exit_code = EXIT_CODE_IO_ERROR;
            break;
        }
        if (got == READ_LINE_NO_MEMORY ||
            answer_exec_line(line.text, line.len, answer, sizeof answer) != 0) {
            fprintf(stderr, "bn254 exec: out of memory on a %lu-byte line\n",
                    (unsigned long)line.len);
            exit_code = EXIT_CODE_IO_ERROR;
            break;
        }
        /* Flush per line so a driver can wait for each answer through a pipe. */
        if (fputs(answer, stdout) == EOF || putchar('\n') == EOF || fflush(stdout) == EOF) {
            perror("bn254 exec: writing stdout");
            exit_code = EXIT_CODE_IO_ERROR;
            break;
        }
    }
    free(line.text);
    return exit_code;
}

/* ---- bn254 run ----------------------------------------------------------- */

static int command_run(int argc, char **argv) {
    const struct precompile_op *op;
    const char *hex;
    uint8_t *input;
    size_t input_len;
    uint8_t output[MAX_OUTPUT_LEN];
    char output_hex[2 * MAX_OUTPUT_LEN + 1];
    bn254_status status;
    decode_result decoded;
    int written;

    if (argc == 3 && is_help_flag(argv[2])) return print_help(run_usage);
    if (argc < 3 || argc > 4) return usage_error("run takes <op> and an optional <hex>", run_usage);

    op = find_op(argv[2], strlen(argv[2]));
    if (op == NULL) {
        fprintf(stderr, "bn254 run: unknown op '%s'\n\n", argv[2]);
        return usage_error(NULL, run_usage);
    }
    hex = argc == 4 ? argv[3] : "";
    decoded = decode_hex(hex, strlen(hex), &input, &input_len);
    if (decoded == DECODE_NO_MEMORY) {
        fputs("bn254 run: out of memory\n", stderr);
        return EXIT_CODE_IO_ERROR;
    }
    if (decoded == DECODE_BAD_HEX) {
        fputs("bn254 run: bad hex (odd length or a non-hex digit)\n", stderr);
        return EXIT_CODE_USAGE;
    }

    /* The library zeroes the output on failure; print it either way. */
    status = op->call(output, input, input_len);
    free(input);
    encode_hex(output_hex, output, op->output_len);
    written =
        printf("output: %s\nstatus: %s\ngas: %" PRIu64 " (istanbul), %" PRIu64 " (byzantium)\n",
               output_hex, bn254_status_str(status), op->gas(BN254_ISTANBUL, input_len),
               op->gas(BN254_BYZANTIUM, input_len));
    if (written < 0 || fflush(stdout) == EOF) {
        perror("bn254 run: writing stdout");
        return EXIT_CODE_IO_ERROR;
    }
    return status == BN254_OK ? EXIT_CODE_OK : EXIT_CODE_PRECOMPILE_FAILED;
}

/* ---- bn254 version, main ------------------------------------------------- */

static int command_version(int argc, char **argv) {
    (void)argv;
    if (argc != 2) return usage_error("version takes no arguments", main_usage);
    if (printf("bn254 %d.%d.%d\nbackend: %s\n", BN254_VERSION_MAJOR, BN254_VERSION_MINOR,
               BN254_VERSION_PATCH, bn254_backend()) < 0 ||
        fflush(stdout) == EOF) {
        perror("bn254 version: writing stdout");
        return EXIT_CODE_IO_ERROR;
    }
    return EXIT_CODE_OK;
}

int main(int argc, char **argv) {
    const char *command;

    if (argc < 2) return usage_error("missing command", main_usage);
    command = argv[1];
    if (is_help_flag(command)) return print_help(main_usage);
    if (strcmp(command, "exec") == 0) return command_exec(argc, argv);
    if (strcmp(command, "run") == 0) return command_run(argc, argv);
    if (strcmp(command, "version") == 0 || strcmp(command, "--version") == 0) {
        return command_version(argc, argv);
    }
    fprintf(stderr, "bn254: unknown command '%s'\n\n", command);
    return usage_error(NULL, main_usage);
}
