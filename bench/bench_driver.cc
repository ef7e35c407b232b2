// SPDX-License-Identifier: MIT
// bench_driver.cc: see bench_driver.h. The table reporter wraps the console
// reporter (composition, so the console output is the library's own) and
// keeps one row per benchmark: the median aggregate when there are
// repetitions, else the single run.

#include "bench_driver.h"

#include <benchmark/benchmark.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "bn254.h"

#ifndef BN254_BENCH_BUILD_INFO
#define BN254_BENCH_BUILD_INFO "unknown build"
#endif

namespace {

// Console options, read from the same flags (and BENCHMARK_* environment
// defaults) as the library, which keeps its parsed values private.
std::string g_format = "console";
std::string g_color = "auto";
bool g_tabular = false;
const char *g_extra_help = "";

bool Truthy(std::string v) {
    std::transform(v.begin(), v.end(), v.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (v.empty()) return true; // a bare --flag
    return !(v == "0" || v == "f" || v == "n" || v == "false" || v == "no" || v == "off");
}

// "--name=value" or "--name"; the last occurrence wins, as in the library.
bool FlagValue(const char *arg, const char *name, std::string *value) {
    size_t n = std::strlen(name);
    if (std::strncmp(arg, "--", 2) != 0 || std::strncmp(arg + 2, name, n) != 0) return false;
    const char *rest = arg + 2 + n;
    if (*rest == '\0') {
        value->clear();
        return true;
    }
    if (*rest != '=') return false;
    *value = rest + 1;
    return true;
}

void EnvDefault(const char *var, std::string *value) {
    const char *v = std::getenv(var);
    if (v != nullptr) *value = v;
}

bool UseColor() {
    if (g_color != "auto") return Truthy(g_color);
    const char *term = std::getenv("TERM");
    return isatty(STDOUT_FILENO) && term != nullptr && std::strcmp(term, "dumb") != 0;
}

void PrintHelp() {
    std::fputs(g_extra_help, stdout);
    benchmark::PrintDefaultHelp();
}

struct Row {
    std::string name;
    double ns = -1;  // per call, CPU time
    double gas = -1; // -1: no "gas" counter
    bool from_median = false;
    int64_t repetitions = 1;
    std::string error;
};

class TableReporter : public benchmark::BenchmarkReporter {
  public:
    explicit TableReporter(benchmark::BenchmarkReporter *inner) : inner_(inner) {}

    bool ReportContext(const Context &context) override {
        return inner_->ReportContext(context);
    }

    void ReportRuns(const std::vector<Run> &runs) override {
        for (const Run &run : runs) Collect(run);
        inner_->ReportRuns(runs);
    }

    void Finalize() override {
        inner_->Finalize();
    }

    const std::vector<Row> &rows() const {
        return rows_;
    }

  private:
    Row &RowFor(const std::string &name) {
        for (Row &r : rows_) {
            if (r.name == name) return r;
        }
        rows_.push_back(Row());
        rows_.back().name = name;
        return rows_.back();
    }

    void Collect(const Run &run) {
        // run_name.str() has no aggregate suffix, unlike benchmark_name().
        Row &row = RowFor(run.run_name.str());
        if (run.error_occurred) {
            row.error = run.error_message;
            return;
        }
        if (run.run_type == Run::RT_Aggregate) {
            if (run.aggregate_name != "median") return;
            row.from_median = true;
        } else if (row.from_median) {
            return;
        }
        // CPU time, as the Mgas/s rate counter uses, so the two columns agree.
        row.ns = run.GetAdjustedCPUTime() * 1e9 / benchmark::GetTimeUnitMultiplier(run.time_unit);
        row.repetitions = run.repetitions;
        auto gas = run.counters.find("gas");
        if (gas != run.counters.end()) row.gas = gas->second.value;
    }

    benchmark::BenchmarkReporter *inner_;
    std::vector<Row> rows_;
};

std::string FormatNs(double ns) {
    char buf[64];
    if (ns < 0) return "-";
    std::snprintf(buf, sizeof buf, ns < 10 ? "%.2f" : ns < 1000 ? "%.1f" : "%.0f", ns);
    return buf;
}

void PrintTable(const std::vector<Row> &rows, bool with_gas) {
    std::vector<std::vector<std::string>> cells;
    if (with_gas) {
        cells.push_back({"benchmark", "gas", "ns/op (median)", "Mgas/s"});
    } else {
        cells.push_back({"benchmark", "ns/op (median)"});
    }
    bool any_median = false, any_single = false;
    int64_t reps = 1;
    for (const Row &r : rows) {
        std::vector<std::string> line;
        line.push_back(r.name);
        if (!r.error.empty()) {
            if (with_gas) line.push_back("-");
            line.push_back("error: " + r.error);
            if (with_gas) line.push_back("-");
            cells.push_back(line);
            continue;
        }
        (r.from_median ? any_median : any_single) = true;
        reps = std::max(reps, r.repetitions);
        if (with_gas) {
            char gas[32], rate[32];
            std::snprintf(gas, sizeof gas, "%.0f", r.gas);
            // gas / ns per call = gas * 1e9 / 1e6 Mgas per second = gas * 1000 / ns.
            std::snprintf(rate, sizeof rate, "%.1f", r.gas * 1000.0 / r.ns);
            line.push_back(r.gas < 0 ? "-" : gas);
            line.push_back(FormatNs(r.ns));
            line.push_back(r.gas < 0 || r.ns <= 0 ? "-" : rate);
        } else {
            line.push_back(FormatNs(r.ns));
        }
        cells.push_back(line);
    }
    std::vector<size_t> width(cells[0].size(), 3);
    for (const auto &line : cells) {
        for (size_t i = 0; i < line.size(); i++) width[i] = std::max(width[i], line[i].size());
    }
    std::printf("\n");
    for (size_t k = 0; k < cells.size(); k++) {
        std::printf("|");
        for (size_t i = 0; i < cells[k].size(); i++) {
            // Names left-aligned, numbers right-aligned.
            std::printf(i == 0 ? " %-*s |" : " %*s |", static_cast<int>(width[i]),
                        cells[k][i].c_str());
        }
        std::printf("\n");
        if (k == 0) {
            std::printf("|");
            for (size_t i = 0; i < width.size(); i++) {
                std::printf(i == 0 ? ":%s|" : "%s:|", std::string(width[i] + 1, '-').c_str());
            }
            std::printf("\n");
        }
    }
    std::printf("\nns/op: CPU time per call, %s.",
                any_median && !any_single
                    ? ("median of " + std::to_string(reps) + " repetitions").c_str()
                : any_median ? "median of the repetitions where there were any, else one run"
                             : "one run (use --benchmark_repetitions=3 for a median)");
    if (with_gas) std::printf(" gas: Istanbul (EIP-1108). Mgas/s = gas * 1000 / (ns/op).");
    std::printf("\n");
    std::fflush(stdout);
}

} // namespace

int bn254_bench_init(int *argc, char **argv, const char *extra_help) {
    std::string tabular;
    EnvDefault("BENCHMARK_FORMAT", &g_format);
    EnvDefault("BENCHMARK_COLOR", &g_color);
    if (std::getenv("BENCHMARK_COUNTERS_TABULAR") != nullptr) {
        g_tabular = Truthy(std::getenv("BENCHMARK_COUNTERS_TABULAR"));
    }
    for (int i = 1; i < *argc; i++) {
        FlagValue(argv[i], "benchmark_format", &g_format);
        FlagValue(argv[i], "benchmark_color", &g_color);
        if (FlagValue(argv[i], "benchmark_counters_tabular", &tabular)) g_tabular = Truthy(tabular);
    }
    g_extra_help = extra_help != nullptr ? extra_help : "";
    benchmark::Initialize(argc, argv, PrintHelp);
    if (benchmark::ReportUnrecognizedArguments(*argc, argv)) return 1;
    return 0;
}

void bn254_bench_print_header(const char *program, const char *backend, const char *detail) {
    FILE *out = g_format == "console" ? stdout : stderr;
    std::string cpu = "unknown CPU";
    std::ifstream info("/proc/cpuinfo");
    std::string line;
    while (std::getline(info, line)) {
        if (line.compare(0, 10, "model name") == 0) {
            size_t start = line.find_first_not_of(" \t", line.find(':') + 1);
            if (line.find(':') != std::string::npos && start != std::string::npos) {
                cpu = line.substr(start);
            }
            break;
        }
    }
    std::fprintf(out, "%s: bn254 %d.%d.%d, backend %s, CPU %s, built with %s\n", program,
                 BN254_VERSION_MAJOR, BN254_VERSION_MINOR, BN254_VERSION_PATCH, backend,
                 cpu.c_str(), BN254_BENCH_BUILD_INFO);
    if (detail != nullptr) std::fprintf(out, "%s\n", detail);
    std::fflush(out);
}

int bn254_bench_run(int with_gas) {
    if (g_format != "console") {
        // json/csv: the library's own reporter, and no table to spoil the format.
        benchmark::RunSpecifiedBenchmarks();
        benchmark::Shutdown();
        return 0;
    }
    int opts = benchmark::ConsoleReporter::OO_None;
    if (UseColor()) opts |= benchmark::ConsoleReporter::OO_Color;
    if (g_tabular) opts |= benchmark::ConsoleReporter::OO_Tabular;
    typedef benchmark::ConsoleReporter::OutputOptions Options;
    benchmark::ConsoleReporter console(static_cast<Options>(opts));
    TableReporter table(&console);
    size_t ran = benchmark::RunSpecifiedBenchmarks(&table);
    benchmark::Shutdown();
    std::fflush(stdout);
    // ran == 0: the library already said that the filter matched nothing; no rows with
    // ran > 0: --benchmark_list_tests, whose list must stay a plain list of names.
    if (ran == 0 || table.rows().empty()) return 0;

    PrintTable(table.rows(), with_gas != 0);
    int failed = 0;
    for (const Row &r : table.rows()) {
        if (!r.error.empty()) {
            std::fprintf(stderr, "ERROR: %s: %s\n", r.name.c_str(), r.error.c_str());
            failed = 1;
        }
    }
    return failed;
}
