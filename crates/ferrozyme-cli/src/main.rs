//! The `ferrozyme` command-line tool. Thin: every command is a library call.
//!
//! - `ferrozyme opt FILE|- [-o OUT] [--generic] [--verify-only] [--print-debuginfo]`
//!   parses, verifies and prints MLIR;
//! - `ferrozyme run FILE --entry NAME [--arg TEXT]... [--interp] [--checked] [--time]`
//!   runs a function (JIT by default) and prints its results.
//!
//! Exit code 0 on success, 1 on a user or runtime error.

mod run;

/// mimalloc: with glibc's allocator, freeing the many small objects of a
/// large module made the AD transform grow superlinearly (see the
/// `ad_compile` bench).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use ferrozyme::syntax::{parse_module, print_module, PrintOptions};

#[derive(Parser)]
#[command(name = "ferrozyme", version, about = "Automatic differentiation for MLIR, in pure Rust")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse, verify and print MLIR (passes plug in here).
    Opt {
        /// Input file, or `-` for standard input.
        input: String,
        /// Output file (standard output by default).
        #[arg(short = 'o', long = "output")]
        output: Option<String>,
        /// Print every operation in the generic form.
        #[arg(long)]
        generic: bool,
        /// Only parse and verify; print nothing.
        #[arg(long = "verify-only")]
        verify_only: bool,
        /// Print `loc(...)` locations.
        #[arg(long = "print-debuginfo")]
        debuginfo: bool,
        /// Treat each `// -----` separated chunk as its own file (like mlir-opt).
        #[arg(long = "split-input-file")]
        split: bool,
        /// Lower `enzyme.*` requests into calls of generated derivatives.
        #[arg(long)]
        enzyme: bool,
        /// Generate a derivative by name, e.g.
        /// `--enzyme-wrap="infn=f outfn=df argTys=enzyme_dup retTys=enzyme_dup mode=ForwardMode"`.
        #[arg(long = "enzyme-wrap")]
        enzyme_wrap: Vec<String>,
        /// Print function F with its activity marked (`fz.active` on ops with
        /// active results), for argument activities A: `--print-activity=F:dup,const`.
        #[arg(long = "print-activity")]
        print_activity: Option<String>,
        /// Print remarks to standard error: `overwritten` lists, per call
        /// site differentiated in reverse mode, the memory the callee reads
        /// that may be overwritten before its adjoint, what is cached and its bytes.
        /// (`tape`: every buffer left on a derivative's tape, why, and its size; `all`: both.)
        #[arg(long = "remarks", value_parser = ["overwritten", "tape", "all"])]
        remarks: Option<String>,
        #[command(flatten)]
        ad: AdFlags,
    },
    /// Run a function: JIT-compiled (default) or interpreted.
    Run {
        /// Input file, or `-` for standard input.
        input: String,
        /// The function to call.
        #[arg(long, default_value = "main")]
        entry: String,
        /// One argument per parameter: `1.5`, `-3`, `[[1,2],[3,4]]`, optionally `TEXT:TYPE`.
        #[arg(long = "arg", allow_hyphen_values = true)]
        args: Vec<String>,
        /// Use the reference interpreter instead of the JIT.
        #[arg(long)]
        interp: bool,
        /// JIT with bounds, liveness and division checks (the interpreter
        /// always makes them); with either, heap allocations the call leaves
        /// unfreed (and does not return) are reported as an error.
        #[arg(long)]
        checked: bool,
        /// Print compile and run time to stderr.
        #[arg(long)]
        time: bool,
        #[command(flatten)]
        ad: AdFlags,
    },
    /// Check a forward-mode derivative against central finite differences.
    Check {
        /// Input file, or `-` for standard input.
        input: String,
        /// The function to differentiate.
        #[arg(long = "fn")]
        func: String,
        /// One activity per argument: `dup`, `dupnoneed` or `const`.
        #[arg(long)]
        activity: String,
        /// One value per argument (as for `run --arg`).
        #[arg(long = "at", allow_hyphen_values = true)]
        at: Vec<String>,
        /// Seed of the random directions.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Use the reference interpreter instead of the JIT.
        #[arg(long)]
        interp: bool,
        /// Relative tolerance [default: 1e-5 for f64; 1e-3 when the function
        /// takes or returns f32, 0.05 f16, 0.1 bf16].
        #[arg(long, value_parser = positive)]
        tol: Option<f64>,
        /// Finite-difference step [default: 1e-6 for f64; 1e-3 when the
        /// function takes or returns f32, 0.05 f16, 0.1 bf16].
        #[arg(long, value_parser = positive)]
        step: Option<f64>,
        /// `forward` (tangents vs finite differences), `reverse` (dot-product test)
        /// or `split` (split mode, tape kept while memory changes, vs combined mode).
        #[arg(long, default_value = "forward")]
        mode: String,
        #[command(flatten)]
        ad: AdFlags,
    },
}

/// Options of the AD transformations (shared by `opt`, `run` and `check`).
#[derive(clap::Args, Debug)]
struct AdFlags {
    /// Callees that never carry derivatives are not analysed, differentiated
    /// or re-emitted: derivative code calls them as they are.
    #[arg(long = "native-callees", default_value = "on", value_parser = ["on", "off"])]
    native_callees: String,
    /// A rules file: one `inactive @name` line per function with an inactive rule.
    #[arg(long = "inactive-rules")]
    inactive_rules: Option<String>,
    /// Reverse mode: checkpoint every scf.for loop at the top level of a function, keeping
    /// `periodic:N` snapshots (or `sqrt`: √(trip count)) and recomputing
    /// each chunk of iterations in the reverse pass, or about N snapshots
    /// with `binomial:N` (revolve-style recursive splitting). Loops can also
    /// ask by attribute (`enzyme.enable_checkpointing`, `ferrozyme.checkpoints = N`).
    #[arg(long)]
    checkpoint: Option<String>,
    /// Reverse mode, calls: `augmented` runs a callee's augmented primal in
    /// the forward sweep (its tape holds what its reverse needs, the callee
    /// is not run again) where that can be made, else replays it; `replay`
    /// always replays callees in the reverse sweep, restoring overwritten
    /// memory from snapshots or access logs.
    #[arg(long, default_value = "augmented", value_parser = ["augmented", "replay"])]
    calls: String,
    /// Reverse mode, loops: `on` runs a loop's reverse at the end of each
    /// of its forward iterations where the order of the reverse iterations
    /// does not matter (no records, one pass over memory); `off` always
    /// runs it in a loop of its own after the forward sweep.
    #[arg(long = "loop-fusion", default_value = "on", value_parser = ["on", "off"])]
    loop_fusion: String,
    /// Reverse mode, memory a loop nest only reads (and the function
    /// overwrites later): `on` copies it once per run of the nest where the
    /// nest loads it many times (several loads, or loads in inner loops),
    /// and the reverse reads the copy; `off` records every load.
    #[arg(long = "read-snapshots", default_value = "on", value_parser = ["on", "off"])]
    read_snapshots: String,
    /// An adjoint (reverse mode) or tangent (forward mode) of zero
    /// contributes zero whatever the partial derivative (0 * inf and 0 *
    /// NaN give 0, Enzyme's "strong zero"): a branch a select discards
    /// cannot make the gradient NaN (sqrt or log of a value out of their
    /// domain there). A request asks for it with `strong_zero = true`.
    #[arg(long = "strong-zero")]
    strong_zero: bool,
}

impl AdFlags {
    fn options(&self) -> Result<ferrozyme::ad::lower::AdOptions, String> {
        let inactive = self.rules()?.iter().map(|r| r.name.clone()).collect();
        let checkpoint = match &self.checkpoint {
            Some(s) => Some(ferrozyme::ad::reverse::checkpoint::Scheme::parse(s).map_err(|e| format!("error: {e}"))?),
            None => None,
        };
        Ok(ferrozyme::ad::lower::AdOptions {
            native_callees: self.native_callees == "on",
            inactive,
            checkpoint,
            replay_calls: self.calls == "replay",
            no_loop_fusion: self.loop_fusion == "off",
            no_read_snapshots: self.read_snapshots == "off",
            strong_zero: self.strong_zero,
            // (`opt --remarks` turns them on.)
            remarks: false,
        })
    }

    /// The `--inactive-rules` file's rules, with their lines.
    fn rules(&self) -> Result<Vec<ferrozyme::analysis::native::Rule>, String> {
        let Some(path) = &self.inactive_rules else { return Ok(Vec::new()) };
        let text = std::fs::read_to_string(path).map_err(|e| format!("error: cannot read '{path}': {e}"))?;
        ferrozyme::analysis::native::parse_rule_lines(&text).map_err(|e| e.replacen("rules:", &format!("{path}:"), 1))
    }

    /// Every rule names a function of `m`.
    fn check_rules(&self, m: &ferrozyme::ir::Module) -> Result<(), String> {
        let path = self.inactive_rules.as_deref().unwrap_or("rules");
        ferrozyme::analysis::native::check_rules(m, &self.rules()?, path)
    }
}

fn read_input(input: &str) -> Result<(String, Vec<u8>), String> {
    if input == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map_err(|e| format!("error: cannot read standard input: {e}"))?;
        Ok(("<stdin>".into(), buf))
    } else {
        let bytes = std::fs::read(input).map_err(|e| format!("error: cannot read '{input}': {e}"))?;
        Ok((input.to_string(), bytes))
    }
}

fn write_output(output: Option<&str>, text: &str) -> Result<(), String> {
    match output {
        Some(path) => std::fs::write(path, text).map_err(|e| format!("error: cannot write '{path}': {e}")),
        None => write_stdout(text),
    }
}

/// Write `text` to standard output. A reader that closed the pipe early
/// (`| head`) ends the program quietly, as Unix tools do (reader-19: a
/// panic in `println!`).
pub(crate) fn write_stdout(text: &str) -> Result<(), String> {
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        r => r.map_err(|e| format!("error: cannot write output: {e}")),
    }
}

/// Split at lines `// -----`. Each chunk keeps its lines where they were in
/// the file (earlier lines become empty), so diagnostics show file positions.
fn split_input(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut chunks = Vec::new();
    let mut current = Vec::new();
    let mut lines_before;
    for line in bytes.split_inclusive(|&c| c == b'\n') {
        if line.trim_ascii() == b"// -----" {
            chunks.push(std::mem::take(&mut current));
            lines_before = chunks.last().map_or(0, |c: &Vec<u8>| c.iter().filter(|&&b| b == b'\n').count()) + 1;
            current = vec![b'\n'; lines_before];
            continue;
        }
        current.extend_from_slice(line);
    }
    chunks.push(current);
    chunks
}

/// `--print-activity=F:dup,const`: function F with its active ops marked.
fn activity_listing(m: &mut ferrozyme::Module, spec: &str) -> Result<String, String> {
    let (fname, acts) = spec.split_once(':').unwrap_or((spec, ""));
    let f = m.lookup_symbol(fname).ok_or_else(|| format!("error: --print-activity: no function named @{fname}"))?;
    let acts = ferrozyme_jit::check::parse_activities(acts).map_err(|e| format!("error: --print-activity: {e}"))?;
    let (inputs, _) = ferrozyme::ad::activity::signature(m, f);
    if acts.len() != inputs.len() {
        return Err(format!(
            "error: --print-activity: @{fname} takes {} arguments, {} activities given",
            inputs.len(),
            acts.len()
        ));
    }
    let args: Vec<bool> = acts
        .iter()
        .map(|a| {
            matches!(
                a,
                ferrozyme::ir::Activity::Dup | ferrozyme::ir::Activity::DupNoNeed | ferrozyme::ir::Activity::Active
            )
        })
        .collect();
    let header = ferrozyme::ad::activity::annotate(m, f, &args);
    Ok(format!("{header}\n{}\n", ferrozyme::syntax::print_op(m, f)))
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.cmd {
        Cmd::Opt {
            input,
            output,
            generic,
            verify_only,
            debuginfo,
            split,
            enzyme,
            enzyme_wrap,
            print_activity,
            remarks,
            ad,
        } => {
            let flags = ad;
            let ad = ferrozyme::ad::lower::AdOptions { remarks: remarks.is_some(), ..flags.options()? };
            let (name, bytes) = read_input(&input)?;
            let chunks = if split { split_input(&bytes) } else { vec![bytes] };
            let wraps = enzyme_wrap
                .iter()
                .map(|w| ferrozyme::ad::lower::WrapOptions::parse(w).map_err(|e| format!("error: --enzyme-wrap: {e}")))
                .collect::<Result<Vec<_>, _>>()?;
            // Each chunk on its own: one that fails is reported and the
            // others still run, as with mlir-opt's --split-input-file.
            let one = |chunk: &[u8]| -> Result<String, String> {
                let mut m = parse_module(&name, chunk).map_err(|d| d.to_string())?;
                ferrozyme::verify::verify(&m).map_err(|d| d.to_string())?;
                flags.check_rules(&m)?;
                let mut notes = Vec::new();
                for w in &wraps {
                    notes.extend(ferrozyme::ad::lower::enzyme_wrap_with(&mut m, w, &ad).map_err(|d| d.to_string())?);
                }
                if enzyme {
                    notes.extend(ferrozyme::ad::lower::lower_enzyme_ops_with(&mut m, &ad).map_err(|d| d.to_string())?);
                }
                if let Some(kind) = &remarks {
                    for n in &notes {
                        let is_tape = n.contains(": remark: tape of @");
                        if kind == "all" || (kind == "tape") == is_tape {
                            eprintln!("{n}");
                        }
                    }
                }
                if enzyme || !wraps.is_empty() {
                    ferrozyme::verify::verify(&m).map_err(|d| {
                        // The unverified IR helps whoever reports the bug.
                        let dump = if std::env::var_os("FERROZYME_DUMP_INVALID").is_some() {
                            format!("\n{}", print_module(&m, &PrintOptions::default()))
                        } else {
                            String::new()
                        };
                        format!("internal error: the derivative does not verify: {d}{dump}")
                    })?;
                }
                if let Some(spec) = &print_activity {
                    return activity_listing(&mut m, spec);
                }
                Ok(print_module(&m, &PrintOptions { generic, debug_info: debuginfo }))
            };
            let mut texts = Vec::new();
            let mut failed = 0;
            let total = chunks.len();
            for chunk in &chunks {
                match one(chunk) {
                    Ok(t) => texts.push(t),
                    Err(e) if total == 1 => return Err(e),
                    Err(e) => {
                        eprintln!("{e}");
                        failed += 1;
                    }
                }
            }
            if !verify_only {
                write_output(output.as_deref(), &texts.join("// -----\n"))?;
            }
            if failed > 0 {
                return Err(format!("error: {failed} of {total} chunks failed"));
            }
            Ok(())
        }
        Cmd::Check { input, func, activity, at, seed, interp, tol, step, mode, ad: flags } => {
            let ad = flags.options()?;
            let (name, bytes) = read_input(&input)?;
            let mut m = parse_module(&name, &bytes).map_err(|d| d.to_string())?;
            ferrozyme::verify::verify(&m).map_err(|d| d.to_string())?;
            flags.check_rules(&m)?;
            ferrozyme::ad::lower::lower_enzyme_ops_with(&mut m, &ad).map_err(|d| d.to_string())?;
            let activities =
                ferrozyme_jit::check::parse_activities(&activity).map_err(|e| format!("error: --activity: {e}"))?;
            let args = run::parse_args(&m, &func, &at)?;
            if activities.len() != args.len() {
                return Err(format!("error: {} activities for {} arguments", activities.len(), args.len()));
            }
            let (step0, tol0) = ferrozyme_jit::check::precision_defaults(&m, &func);
            let (step, tolerance) = (step.unwrap_or(step0), tol.unwrap_or(tol0));
            let o = ferrozyme_jit::check::CheckOptions { func, activities, args, seed, interp, step, tolerance, ad };
            let report = match mode.as_str() {
                "forward" => ferrozyme_jit::check::check_forward(&m, &o)?,
                "reverse" => ferrozyme_jit::check::check_reverse(&m, &o)?,
                "split" => ferrozyme_jit::check::check_split(&m, &o)?,
                other => return Err(format!("error: --mode must be forward, reverse or split, not '{other}'")),
            };
            write_stdout(&format!("{report}\n"))?;
            if report.ok {
                Ok(())
            } else {
                Err("error: the derivative does not match finite differences".into())
            }
        }
        Cmd::Run { input, entry, args, interp, checked, time, ad: flags } => {
            let ad = flags.options()?;
            let (name, bytes) = read_input(&input)?;
            let m = parse_module(&name, &bytes).map_err(|d| d.to_string())?;
            ferrozyme::verify::verify(&m).map_err(|d| d.to_string())?;
            flags.check_rules(&m)?;
            run::run(m, &run::RunArgs { entry, args, interp, checked, time }, &ad)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Deeply nested input recurses; give the work a large stack.
    // Compiled recursive code may use most of it before it fails cleanly.
    let child = std::thread::Builder::new().stack_size(256 << 20).spawn(move || {
        ferrozyme_jit::runtime::set_stack_budget(192 << 20);
        run(cli)
    });
    let result = match child {
        Ok(h) => h.join().unwrap_or_else(|_| Err("error: internal error (panic); please report it".into())),
        Err(e) => Err(format!("error: cannot start worker thread: {e}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

/// A finite number above 0 (`--tol`, `--step`).
fn positive(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(x),
        Ok(_) => Err(format!("'{s}' is not a finite number above 0")),
        Err(e) => Err(format!("'{s}': {e}")),
    }
}
